import { useT } from '../../core/i18n';
import { $developments } from '../../core/stores';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { premisesGroups } from './premises';

/**
 * The dashboard's premises widget (spec 1 §2, owner role only, spec 1 §6): the owner's visible
 * premises by development, each linking to its page, and the link to /premises. It counts what
 * the premises pages list (core/domain `ownerDevelopments`: owner developments only, hidden
 * premises left out).
 * @example {canAccessPremises(ctx) ? <PremisesWidget /> : null}
 */
export function PremisesWidget() {
  const t = useT();
  const developments = useResource($developments, t('errors.premises'));
  return (
    <>
      <Loaded state={developments}>
        {(list) => {
          const groups = premisesGroups(list);
          if (groups.length === 0) return <p>{t('common.empty.premises')}</p>;
          return (
            <ul className="shell-premises-widget">
              {groups.flatMap((group) =>
                group.premises.map((premises) => (
                  <li key={premises.id}>
                    <a href={`/premises/${encodeURIComponent(premises.id)}`}>{premises.name}</a>
                    {`, ${group.name}`}
                  </li>
                )),
              )}
            </ul>
          );
        }}
      </Loaded>
      <p>
        <a href="/premises">{t('dashboard.premises.link')}</a>
      </p>
    </>
  );
}
