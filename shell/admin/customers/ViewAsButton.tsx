import { useId } from 'react';
import { viewAsCustomerAction } from '../../../core/domain/permissions';
import { useT } from '../../../core/i18n';
import type { CustomerDetail } from '../../../core/schemas/customers';
import { startViewAs } from '../../../core/stores/view-as';
import { useApiAction } from '../../../core/ui/useApiAction';
import { navigate } from '../../router';
import { useGuardSession } from '../../session';
import { ActionRoot } from '../shared/actionParts';

/**
 * View as customer on a customer's detail (spec 2 §4, §6): for global and sl1 only; enabled for a
 * customer registered in the portal whose customer and relationship (`relationshipId`, of the
 * development `developmentId`) are both active, otherwise disabled with the reason beside it. It
 * says the customer's portal is opening while the view starts, then opens their dashboard; a
 * failure opens the generic error dialog with the API's reasons (spec 2 §8).
 * @example <ViewAsButton customer={olivia} relationshipId="con-olivia-flat-1" developmentId="dev-riverside-wharf" />
 */
export function ViewAsButton(props: { customer: CustomerDetail; relationshipId: string; developmentId: string }) {
  const { customer, relationshipId, developmentId } = props;
  const t = useT();
  const session = useGuardSession();
  const { pending, run } = useApiAction();
  const reasonId = useId();
  if (session.status !== 'signed-in') return null;
  const relationship = customer.premises.find((premises) => premises.relationshipId === relationshipId);
  const action = viewAsCustomerAction(session.permissions, {
    portalRegistered: customer.portalRegistered,
    stateCode: customer.stateCode,
    relationshipStateCode: relationship?.relationshipActive ? 0 : 1,
  });
  if (action === 'hidden') return null;
  const enabled = action === 'enabled';

  const starting = pending !== null;
  const start = async () => {
    if (!enabled) return;
    const started = await run('start', () => startViewAs({ customerId: customer.userId ?? customer.id, relationshipId, developmentId, customerName: customer.fullName }).then(() => true), {
      failure: { title: t('dialog.error.defaultTitle') },
    });
    if (started) navigate('/dashboard');
  };

  return (
    <ActionRoot boxed>
      {/* aria-disabled rather than disabled: it stays in the tab order, so its reason is found. */}
      <button
        type="button"
        className="portico-button portico-button--secondary"
        aria-disabled={!enabled || starting || undefined}
        aria-describedby={enabled ? undefined : reasonId}
        onClick={() => void start()}
      >
        {starting ? t('viewAs.starting') : t('viewAs.start')}
      </button>
      {enabled ? null : (
        <p id={reasonId} className="shell-customer-actions__reason">
          {t('viewAs.unavailable')}
        </p>
      )}
    </ActionRoot>
  );
}
