import { useState } from 'react';
import { deleteFacility } from '../../../core/api/endpoints/facility-admin';
import { isApiError } from '../../../core/api/error';
import { t as translate, useT } from '../../../core/i18n';
import type { Facility } from '../../../core/schemas/facilities';
import { facilitiesStore } from '../../../core/stores/facilities';
import { ConfirmDialog } from '../../../core/ui/ConfirmDialog';
import { showSnackbar } from '../../../core/ui/snackbarStore';
import { useApiAction } from '../../../core/ui/useApiAction';
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
  const { pending, run } = useApiAction();

  const remove = async (cancelUpcomingBookings: boolean) => {
    const deleted = await run('delete', () => deleteFacility(facility.id, { cancelUpcomingBookings }).then(() => true), {
      failure: { prefix: translate('errors.facility.delete') },
      recover: (error) => {
        const refused = isApiError(error) && error.status === 409 && !cancelUpcomingBookings;
        setStep(refused ? { kind: 'bookings', message: error.messages.join(' ') } : { kind: 'closed' });
        return refused;
      },
    });
    if (!deleted) return;
    setStep({ kind: 'closed' });
    facilitiesStore(facility.developmentId).revalidate();
    showSnackbar(translate('admin.facilities.deleted', { name: facility.name }));
    navigate(adminPath(facility.developmentId, 'facilities'));
  };

  const bookings = step.kind === 'bookings';
  return (
    <>
      <p>
        <button type="button" className="portico-button portico-button--secondary" onClick={() => setStep({ kind: 'confirm' })}>
          {t('facilities.manage.delete')}
        </button>
      </p>
      <ConfirmDialog
        open={step.kind !== 'closed'}
        heading={t('facilities.manage.delete')}
        confirmLabel={t(bookings ? 'admin.facilities.cancelBookingsAndDelete' : 'common.delete')}
        pending={pending !== null}
        onConfirm={() => void remove(bookings)}
        onClose={() => setStep({ kind: 'closed' })}
      >
        {bookings ? (
          <>
            <p role="alert">{step.message}</p>
            <p>{t('admin.facilities.cancelBookingsText')}</p>
          </>
        ) : (
          <p>{t('facilities.manage.deleteConfirm', { name: facility.name })}</p>
        )}
      </ConfirmDialog>
    </>
  );
}
