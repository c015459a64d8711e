import { clientPortalDevelopments } from '../../core/domain/permissions';
import { useT } from '../../core/i18n';
import { setActiveRole } from '../../core/session';
import { $developments } from '../../core/stores';
import { useResource } from '../../core/ui/Loaded';

/**
 * The dashboard's client-portal widget (spec 1 §2): for a user who is also the client of
 * developments with a client portal, their names and a link to /client. The portal is the client
 * role's (spec 1 §6), so following the link makes client the active role first, as the role
 * switch would. Nothing while the developments load, when they fail (My developments, beside it,
 * reads the same store and shows the error with Try again) or when none has a client portal.
 * @example {showClientPortalWidget(permissions) ? <ClientPortalWidget /> : null}
 */
export function ClientPortalWidget() {
  const t = useT();
  const state = useResource($developments, t('errors.developments'));
  if (state.status !== 'loaded') return null;
  const developments = clientPortalDevelopments(state.data);
  if (developments.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-client-portal" className="shell-section">
      <h2 id="dashboard-client-portal">{t('routes.client')}</h2>
      <p>{t('dashboard.clientPortal.intro', { count: developments.length })}</p>
      <ul>
        {developments.map((development) => (
          <li key={development.id}>{development.name}</li>
        ))}
      </ul>
      <p>
        <a href="/client" onClick={() => setActiveRole('client')}>
          {t('dashboard.clientPortal.link')}
        </a>
      </p>
    </section>
  );
}
