import { useT } from '../../core/i18n';
import { $developments } from '../../core/stores';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { Requests } from '../../widgets/requests';
import type { PageProps } from '../routes';
import { shellEmit } from '../emit';

/**
 * /client and /client/requests/{id} (spec 1 §1, §6): the client portal. A client organisation
 * sees the developments it is client of and raises requests to its property manager (the
 * Requests widget sends them as `client`, spec 2 §2 Raise-request modal); every other signed-in
 * route sends a client user here (routes.ts).
 */
export function ClientPage({ page }: PageProps) {
  const t = useT();
  const requestId = page.route === 'clientRequest' ? page.params.id : undefined;
  const developments = useResource($developments, t('errors.developments'));
  return (
    <div className="shell-client">
      <h1>{t('routes.client')}</h1>
      <section aria-labelledby="client-developments" className="shell-section">
        <h2 id="client-developments">{t('dashboard.developments.title')}</h2>
        <Loaded state={developments}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('developments.empty.none')}</p>
            ) : (
              <ul className="shell-client-developments">
                {list.map((development) => (
                  <li key={development.id}>
                    <strong>{development.name}</strong>
                    {development.addressString ? <span>{development.addressString}</span> : null}
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
      <section className="shell-section">
        <Requests
          requestId={requestId}
          detailHref="/client/requests/{requestId}"
          listHref="/client"
          headingLevel={2}
          dialogHost={false}
          emit={shellEmit}
        />
      </section>
    </div>
  );
}
