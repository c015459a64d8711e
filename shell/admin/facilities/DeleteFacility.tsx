import { useState } from 'react';
import { deleteFacility } from '../../../core/api/endpoints/facility-admin';
import { failureText, isApiError } from '../../../core/api/error';
import { t as translate, useT } from '../../../core/i18n';
import type { Facility } from '../../../core/schemas/facilities';
import { facilitiesStore } from '../../../core/stores/facilities';
import { Dialog } from '../../../core/ui/Dialog';
import { showErrorDialog } from '../../../core/ui/dialogStore';
import { showSnackbar } from '../../../core/ui/snackbarStore';
import { navigate } from '../../router';
import { adminPath } from '../paths';

type Step = { kind: 'closed' } | { kind: 'confirm' } | { kind: 'bookings'; message: string };

/**
 * Delete, with a confirmation (spec 2 §2). A facility with upcoming bookings is refused first
 * (409, the API's message saying how many): the dialog then offers to cancel them as staff and
 * delete, so no resident's booking is lost silently. Deleted, the list shows.
 * @example <DeleteFacility facility={gym} />
 */
export function DeleteFacility({ facility }: { facility: Facility }) {
  const t = useT();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [pending, setPending] = useState(false);

  const remove = async (cancelUpcomingBookings: boolean) => {
    if (pending) return;
    setPending(true);
    try {
      await deleteFacility(facility.id, { cancelUpcomingBookings });
      setStep({ kind: 'closed' });
      facilitiesStore(facility.developmentId).revalidate();
      showSnackbar(translate('admin.facilities.deleted', { name: facility.name }));
      navigate(adminPath(facility.developmentId, 'facilities'));
    } catch (error) {
      if (isApiError(error) && error.status === 409 && !cancelUpcomingBookings) {
        setStep({ kind: 'bookings', message: error.messages.join(' ') });
      } else {
        setStep({ kind: 'closed' });
        void showErrorDialog({
          type: translate('errors.errorOccurred'),
          description: failureText(error, translate('errors.facility.delete')),
          ...(isApiError(error) && error.status !== undefined ? { status: error.status } : {}),
        });
      }
    } finally {
      setPending(false);
    }
  };

  const busy = pending || undefined;
  return (
    <>
      <p>
        <button type="button" className="portico-button portico-button--secondary" onClick={() => setStep({ kind: 'confirm' })}>
          {t('facilities.manage.delete')}
        </button>
      </p>
      <Dialog
        open={step.kind !== 'closed'}
        heading={t('facilities.manage.delete')}
        onClose={() => setStep({ kind: 'closed' })}
        actions={
          step.kind === 'bookings' ? (
            <button type="button" className="portico-button" aria-disabled={busy} onClick={() => void remove(true)}>
              {t('admin.facilities.cancelBookingsAndDelete')}
            </button>
          ) : (
            <button type="button" className="portico-button" aria-disabled={busy} onClick={() => void remove(false)}>
              {t('common.delete')}
            </button>
          )
        }
      >
        {step.kind === 'bookings' ? (
          <>
            <p role="alert">{step.message}</p>
            <p>{t('admin.facilities.cancelBookingsText')}</p>
          </>
        ) : (
          <p>{t('facilities.manage.deleteConfirm', { name: facility.name })}</p>
        )}
      </Dialog>
    </>
  );
}
