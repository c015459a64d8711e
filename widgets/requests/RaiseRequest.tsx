import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { EmitFn } from '../../core/events';
import { useT } from '../../core/i18n';
import type { Ticket } from '../../core/schemas/tickets';
import { $activeRole } from '../../core/session/state';
import { Alert } from '../../core/ui/Alert';
import { styleRef } from '../../core/ui/styles';
import { SessionGate } from '../../core/elements/SessionGate';
import { LazyCompactSignIn } from '../signin';
import { RaiseRequestForm } from './RaiseForm';
import { requestsCss } from './styles';

/**
 * Props of `RaiseRequest`.
 * @example const props: RaiseRequestProps = { officeHoursPhone: '020 7946 0000', onContinue: close };
 */
export interface RaiseRequestProps {
  /** The development to preselect (when it is one of the user's). */
  developmentId?: string | undefined;
  /**
   * Shown to customers: the number to call in office hours (requests.phone.officeHours), until a
   * development is chosen and where the chosen development's contacts have none.
   */
  officeHoursPhone?: string | undefined;
  /** Shown to customers: the emergency number out of hours (requests.phone.outOfHours), the same way. */
  outOfHoursPhone?: string | undefined;
  /** Level of the form's heading, 1 to 5 (default 2). */
  headingLevel?: number | undefined;
  /** Default true; false inside a dialog, whose heading names the form. */
  showHeading?: boolean | undefined;
  /** The request exists and its files are saved (or left behind by choice). */
  onRaised?: ((ticket: Ticket) => void) | undefined;
  /** Continue on the confirmation (a dialog closes); without it only Raise another is offered. */
  onContinue?: (() => void) | undefined;
  /** Dispatches `portico-request-raised` and the sign-in's events. */
  emit?: EmitFn | undefined;
}

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

