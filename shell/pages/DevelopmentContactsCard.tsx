import { telHref } from '../../core/domain/tel';
import { useT } from '../../core/i18n';
import { developmentContactsStore, developmentLocationsStore } from '../../core/stores/development-contacts';
import { Loaded, useResource } from '../../core/ui/Loaded';

/**
 * The development page's contacts and locations (spec 2 §2, §7): who looks after the development,
 * in the order a resident should try them, each with a `tel:` and a `mailto:` link and their
 * hours, and the development's places. Each loads on its own, with its error and Try again
 * ("Could not load locations for development.", spec 2 §8) and its empty text.
 */
export function DevelopmentContactsCard({ developmentId }: { developmentId: string }) {
  const t = useT();
  const contacts = useResource(developmentContactsStore(developmentId), t('errors.contacts'));
  const locations = useResource(developmentLocationsStore(developmentId), t('errors.locations'));
  return (
    <>
      <section aria-labelledby="development-contacts" className="shell-section">
        <h2 id="development-contacts">{t('developments.contacts.title')}</h2>
        <Loaded state={contacts}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('developments.contacts.empty')}</p>
            ) : (
              <ul className="shell-contacts">
                {list.map((contact) => (
                  <li key={contact.id} className="shell-contact">
                    <h3>{contact.name}</h3>
                    <p>{contact.role}</p>
                    <dl>
                      {contact.phone ? (
                        <>
                          <dt>{t('developments.contacts.phone')}</dt>
                          <dd>
                            <a href={telHref(contact.phone)}>{contact.phone}</a>
                          </dd>
                        </>
                      ) : null}
                      {contact.email ? (
                        <>
                          <dt>{t('common.email')}</dt>
                          <dd>
                            <a href={`mailto:${contact.email}`}>{contact.email}</a>
                          </dd>
                        </>
                      ) : null}
                      {contact.hours ? (
                        <>
                          <dt>{t('developments.contacts.hours')}</dt>
                          <dd>{contact.hours}</dd>
                        </>
                      ) : null}
                    </dl>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
      <section aria-labelledby="development-locations" className="shell-section">
        <h2 id="development-locations">{t('developments.locations.title')}</h2>
        <Loaded state={locations}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('developments.locations.empty')}</p>
            ) : (
              <ul className="shell-locations">
                {list.map((location) => (
                  <li key={location.id}>{location.name}</li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
    </>
  );
}
