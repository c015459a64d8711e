import { useId, useState, type FormEvent } from 'react';
import { updateTicket } from '../../core/api/endpoints/tickets';
import { failureText } from '../../core/api/error';
import { t as translate, useT } from '../../core/i18n';
import { TICKET_STATUSES, TicketStatus, type Ticket, type TicketUpdate } from '../../core/schemas/tickets';
import { Alert } from '../../core/ui/Alert';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { Spinner } from '../../core/ui/Spinner';

/**
 * What the user may change on a request (server README, Changing a request): the raising side may
 * only close it, staff of the development may set any status (reopening included).
 * @example const changes: RequestChanges = role === 'admin' ? 'status' : 'close';
 */
export type RequestChanges = 'close' | 'status';

/** One `PUT /tickets/{id}` with its pending state and its failure's text ("Could not save your request."). */
function useTicketUpdate(ticket: Ticket, onChanged: (ticket: Ticket) => void) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (body: TicketUpdate): Promise<boolean> => {
    if (pending) return false;
    setPending(true);
    setFailure(null);
    try {
      onChanged(await updateTicket(ticket.id, body, { errorPrefix: translate('errors.request.save') }));
      return true;
    } catch (error) {
      setFailure(failureText(error, translate('errors.request.save')));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, failure, save };
}

/**
 * Close request, for the raising side of an open request: a confirmation first, since only staff
 * can reopen it. A failure shows in the dialog with Try again, which stays open.
 * @example <CloseRequest ticket={ticket} onChanged={setTicket} />
 */
export function CloseRequest({ ticket, onChanged }: { ticket: Ticket; onChanged: (ticket: Ticket) => void }) {
  const t = useT();
  const textId = useId();
  const [confirming, setConfirming] = useState(false);
  const { pending, failure, save } = useTicketUpdate(ticket, onChanged);
  const close = async () => {
    if (await save({ status: 'Closed' })) setConfirming(false);
  };
  return (
    <>
      <button type="button" className="portico-button portico-button--secondary" part="close-request" onClick={() => setConfirming(true)}>
        {t('requests.close')}
      </button>
      <ConfirmDialog
        open={confirming}
        heading={t('requests.close.confirmTitle')}
        describedBy={textId}
        onClose={() => setConfirming(false)}
        confirmLabel={t('requests.close')}
        confirmPart="confirm-close"
        pending={pending}
        spinner
        onConfirm={() => void close()}
      >
        <p id={textId}>{t('requests.close.confirmText')}</p>
        {failure ? (
          <Alert type="error" onRetry={() => void close()}>
            {failure}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * The status of a request as staff change it: any of the statuses, reopening a closed one
 * included. The choice stays after a failure, shown beside it with Try again.
 * @example <ChangeStatus ticket={ticket} onChanged={setTicket} />
 */
export function ChangeStatus({ ticket, onChanged }: { ticket: Ticket; onChanged: (ticket: Ticket) => void }) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState(ticket.status);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const { pending, failure, save } = useTicketUpdate(ticket, (updated) => {
    setChangedTo(updated.status);
    onChanged(updated);
  });
  // Another API's status (spec 2 does not list them) is shown as it is, first, but cannot be chosen back.
  const statuses: readonly string[] = TICKET_STATUSES;
  const options = statuses.includes(ticket.status) ? statuses : [ticket.status, ...statuses];
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chosen === ticket.status || !TicketStatus.is(chosen)) return;
    setChangedTo(null);
    void save({ status: chosen });
  };
  return (
    <form className="portico-requests__status-form" part="status-form" noValidate onSubmit={submit}>
      <div className="portico-requests__actions">
        <label className="portico-requests__label" htmlFor={id}>
          {t('requests.status')}
        </label>
        <select id={id} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
          {options.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        <button type="submit" className="portico-button portico-button--secondary" part="change-status" aria-disabled={pending ? true : undefined}>
          {t('requests.changeStatus')}
        </button>
        {pending ? <Spinner hideLabel /> : null}
      </div>
      {failure ? (
        <Alert type="error" onRetry={() => submit()}>
          {failure}
        </Alert>
      ) : null}
      {changedTo ? <Alert type="success">{t('requests.feed.statusChange', { status: changedTo })}</Alert> : null}
    </form>
  );
}
