// Apart from both components that take them, so the form and the gate around it need not import each other.
import type { EmitFn } from '../../core/events';
import type { Ticket } from '../../core/schemas/tickets';

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
