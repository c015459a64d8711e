import type { ReactNode } from 'react';
import { callNumbers } from '../../core/domain/contacts';
import { telHref } from '../../core/domain/tel';
import { useT } from '../../core/i18n';
import { developmentContactsStore } from '../../core/stores/development-contacts';
import { Alert } from '../../core/ui/Alert';
import { useResource } from '../../core/ui/Loaded';
import { Spinner } from '../../core/ui/Spinner';
import { withElement } from '../../core/ui/withElement';

/** The numbers a host page gives (the element's attributes), used where the development has none. */
interface HostNumbers {
  officeHoursPhone?: string | undefined;
  outOfHoursPhone?: string | undefined;
}

/**
 * The raise form's numbers to call: the chosen development's office-hours and
 * out-of-hours numbers from its contacts, each a `tel:` link; the host's numbers stand in for any
 * the development lacks, and before a development is chosen. Loading and a failure show beside
 * the numbers and never hold the form up.
 * @example <CallNumbers developmentId={values.developmentId} outOfHoursPhone="0800 123 4567" />
 */
export function CallNumbers({ developmentId, ...host }: HostNumbers & { developmentId: string }) {
  return developmentId ? <DevelopmentNumbers key={developmentId} developmentId={developmentId} {...host} /> : <Numbers {...host} />;
}

function DevelopmentNumbers({ developmentId, officeHoursPhone, outOfHoursPhone }: HostNumbers & { developmentId: string }) {
  const t = useT();
  const contacts = useResource(developmentContactsStore(developmentId), t('errors.contacts'));
  const own = contacts.status === 'loaded' ? callNumbers(contacts.data) : { officeHours: undefined, outOfHours: undefined };
  return (
    <Numbers officeHoursPhone={own.officeHours ?? officeHoursPhone} outOfHoursPhone={own.outOfHours ?? outOfHoursPhone}>
      {contacts.status === 'loading' ? <Spinner label={t('requests.phone.loading')} /> : null}
      {contacts.status === 'failed' ? (
        <Alert type="warning" onRetry={contacts.retry}>
          {contacts.error}
        </Alert>
      ) : null}
    </Numbers>
  );
}

function Numbers({ officeHoursPhone, outOfHoursPhone, children }: HostNumbers & { children?: ReactNode }) {
  const t = useT();
  const office = officeHoursPhone?.trim();
  const outOfHours = outOfHoursPhone?.trim();
  if (!office && !outOfHours && !children) return null;
  return (
    <div className="portico-requests__phones" part="phones">
      {office ? <p>{withElement((phone) => t('requests.phone.officeHours', { phone }), <a href={telHref(office)}>{office}</a>)}</p> : null}
      {outOfHours ? <p>{withElement((phone) => t('requests.phone.outOfHours', { phone }), <a href={telHref(outOfHours)}>{outOfHours}</a>)}</p> : null}
      {children}
    </div>
  );
}
