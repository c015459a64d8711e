import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../core/i18n';
import { $activeRole } from '../../core/session/state';
import { Alert } from '../../core/ui/Alert';
import { styleRef } from '../../core/ui/styles';
import { SessionGate } from '../../core/elements/SessionGate';
import { LazyCompactSignIn } from '../signin';
import { RaiseRequestForm } from './RaiseForm';
import type { RaiseRequestProps } from './raiseProps';
import { requestsCss } from './styles';

/**
 * Raise a request: the user from the session and the
 * active role type decide the form. Customers choose development, premises (hidden ones left
 * out; preselected when only one), subject, message (with a countdown), files, a category and,
 * where the development has site staff, the audience, with the chosen development's office-hours
 * and out-of-hours numbers (its contacts; the given numbers where it has none); clients choose development, subject, message and files, sent to the property manager.
 * An invalid submit shows every error and focuses the error summary. The request is created,
 * then each file uploaded with its progress; a failed file is retried alone (the request is never
 * created twice). What was typed is kept as a draft in session storage until it is raised or the
 * user signs out. After success: Continue and Raise another.
 * @example <RaiseRequest officeHoursPhone="020 7946 0000" outOfHoursPhone="0800 123 4567" onContinue={close} emit={emit} />
 */
export function RaiseRequest(props: RaiseRequestProps) {
  const t = useT();
  const role = useStore($activeRole);
  const frame = (content: ReactNode) => (
    <div className="portico-ui portico-requests__raise" part="raise" ref={styleRef(requestsCss)}>
      {content}
    </div>
  );
  return (
    <SessionGate emit={props.emit} signedOut={<LazyCompactSignIn emit={props.emit} />} frame={frame}>
      {() =>
        frame(
          role === 'customer' || role === 'client' ? (
            <RaiseRequestForm key={role} raiser={role} {...props} />
          ) : (
            <Alert type="info">{t('requests.onlyResidents')}</Alert>
          ),
        )
      }
    </SessionGate>
  );
}

