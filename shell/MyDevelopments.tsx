import { useT } from '../core/i18n';
import { $developments } from '../core/stores';
import { Loaded, useResource } from '../core/ui/Loaded';
import { developmentPath } from './pages/developments';

/**
 * The dashboard's My developments (spec 1 §2 Dashboard): the user's developments, each leading to
 * its news tab, and a link to the developments list.
 */
export function MyDevelopments() {
  const t = useT();
  const developments = useResource($developments, t('errors.developments'));
  return (
    <section aria-labelledby="dashboard-developments" className="shell-section">
      <h2 id="dashboard-developments">{t('dashboard.developments.title')}</h2>
      <Loaded state={developments}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('developments.empty.none')}</p>
          ) : (
            <>
              <ul className="shell-my-developments">
                {list.map((development) => (
                  <li key={development.id}>
                    <a href={developmentPath(development.id)}>{development.name}</a>
                    {development.addressString ? <span>{development.addressString}</span> : null}
                  </li>
                ))}
              </ul>
              <p>
                <a href="/developments">{t('dashboard.developments.link')}</a>
              </p>
            </>
          )
        }
      </Loaded>
    </section>
  );
}
