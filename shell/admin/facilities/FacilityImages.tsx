import { useId, useState } from 'react';
import { deleteFacilityImage, updateFacilityImage, uploadFacilityImage } from '../../../core/api/endpoints/facility-images';
import { useValidatedForm } from '../../../core/forms';
import { useT } from '../../../core/i18n';
import type { Facility, FacilityImage } from '../../../core/schemas/facilities';
import { FACILITY_IMAGE_NAME_MAX } from '../../../core/schemas/facility-admin';
import { updateResource } from '../../../core/stores/query';
import { ConfirmDialog } from '../../../core/ui/ConfirmDialog';
import { Field } from '../../../core/ui/Field';
import { showApiFailure } from '../../../core/ui/showApiFailure';
import { showSnackbar } from '../../../core/ui/snackbarStore';
import { styleRef } from '../../../core/ui/styles';
import { useApiAction } from '../../../core/ui/useApiAction';
import { ImageUploadForm, imageNameResolver, staffImagesCss } from '../shared/images/ImageUpload';

/**
 * A facility's images for staff (spec 2 §2): each with its name and which is the main one
 * (exactly one while there are any), rename, make main and remove (after a confirmation), and
 * an upload resized in the browser. Every call answers the whole facility: it is shown at once
 * and put in the facility stores, so the staff page and the residents' view agree; a failure
 * opens the Error Occurred dialog with the spec 2 §8 text and the API's reason.
 * @example <FacilityImages facility={gym} />
 */
export function FacilityImages(props: { facility: Facility }) {
  const t = useT();
  const headingId = useId();
  // The last answer, until the page passes a newer facility (the store it reads, updated by it).
  const [answer, setAnswer] = useState<{ to: Facility; facility: Facility } | null>(null);
  const facility = answer?.to === props.facility ? answer.facility : props.facility;
  const show = (next: Facility) => {
    setAnswer({ to: props.facility, facility: next });
    showFacility(next);
  };
  return (
    <section ref={styleRef(staffImagesCss)} className="shell-admin-images" aria-labelledby={headingId} data-facility={facility.id}>
      <h3 id={headingId}>{t('facilities.manage.images.title')}</h3>
      {facility.images.length === 0 ? (
        <p>{t('admin.facilityImages.empty')}</p>
      ) : (
        <ul className="shell-admin-images__list">
          {facility.images.map((image) => (
            <ImageItem key={image.id} image={image} onChange={show} />
          ))}
        </ul>
      )}
      <ImageUploadForm
        heading={t('facilities.manage.images.add')}
        nameMax={FACILITY_IMAGE_NAME_MAX}
        failureText={t('errors.facility.saveImage')}
        onUpload={async (body) => {
          show(await uploadFacilityImage(facility.id, body));
          showSnackbar(t('admin.facilityImages.saved'), { type: 'success' });
        }}
      />
    </section>
  );
}

// The answer replaces the facility wherever it was read (the facility and the development's
// list), so every view on the page shows the new images without reading them again.
function showFacility(next: Facility) {
  updateResource<Facility>('facility', (stored) => (stored.id === next.id ? next : stored));
  updateResource<Facility[]>('facilities', (list) => list.map((stored) => (stored.id === next.id ? next : stored)));
}

/** One image: its picture and name, whether it is the main one, Make main image, Rename and Remove image. */
function ImageItem({ image, onChange }: { image: FacilityImage; onChange: (facility: Facility) => void }) {
  const t = useT();
  const { pending, run } = useApiAction();
  const [confirming, setConfirming] = useState(false);
  /** Shows the facility the call answers, says so, and closes the confirmation either way. */
  const change = async (kind: 'main' | 'remove', call: () => Promise<Facility>, failure: string, success: string) => {
    const changed = await run(kind, call, { failure: { prefix: failure } });
    setConfirming(false);
    if (!changed) return;
    onChange(changed);
    showSnackbar(success, { type: 'success' });
  };
  const makeMain = () => change('main', () => updateFacilityImage(image.facilityUuid, image.id, { isMainImage: true }), t('errors.facility.updateImage'), t('admin.facilityImages.saved'));
  const remove = () => change('remove', () => deleteFacilityImage(image.facilityUuid, image.id), t('errors.facility.removeImage'), t('admin.facilityImages.removed'));
  return (
    <li className={`shell-admin-images__item${image.isMainImage ? ' shell-admin-images__item--main' : ''}`}>
      <img src={image.url} alt="" width={200} />
      <p className="shell-admin-images__name">
        {image.name}
        {image.isMainImage ? <strong className="shell-admin-images__main"> {t('facilities.manage.images.main')}</strong> : null}
      </p>
      <div className="shell-admin-images__actions">
        <button
          type="button"
          className="portico-button"
          disabled={image.isMainImage}
          aria-disabled={pending === 'main' ? true : undefined}
          onClick={() => void makeMain()}
        >
          {t(pending === 'main' ? 'admin.facilityImages.saving' : 'facilities.manage.images.makeMain')}
        </button>
        <button type="button" className="portico-button" onClick={() => setConfirming(true)}>
          {t('facilities.manage.images.remove')}
        </button>
      </div>
      <details className="shell-admin-images__rename">
        <summary>{t('admin.facilityImages.rename')}</summary>
        <RenameForm key={image.name} image={image} onChange={onChange} />
      </details>
      <ConfirmDialog
        open={confirming}
        heading={t('admin.facilityImages.removeConfirm', { name: image.name })}
        confirmLabel={t(pending === 'remove' ? 'admin.facilityImages.removing' : 'facilities.manage.images.remove')}
        pending={pending === 'remove'}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        <p>{t('admin.facilityImages.removeText')}</p>
      </ConfirmDialog>
    </li>
  );
}

const nameResolver = imageNameResolver(FACILITY_IMAGE_NAME_MAX);

/** Renames an image; a failure keeps the new name typed. */
function RenameForm({ image, onChange }: { image: FacilityImage; onChange: (facility: Facility) => void }) {
  const t = useT();
  const id = useId();
  const form = useValidatedForm<{ name: string }>({ resolver: nameResolver, defaultValues: { name: image.name } });
  const save = async ({ name }: { name: string }) => {
    try {
      onChange(await updateFacilityImage(image.facilityUuid, image.id, { name: name.trim() }));
      showSnackbar(t('admin.facilityImages.saved'), { type: 'success' });
    } catch (error) {
      showApiFailure(error, { prefix: t('errors.facility.updateImage') });
    }
  };
  return (
    <form className="shell-admin-images__rename-form" noValidate aria-busy={form.pending ? true : undefined} onSubmit={(event) => void form.submit(event, save)}>
      <Field id={id} label={t('admin.facilityImages.renameLabel', { name: image.name })} error={form.errors.name}>
        <input type="text" value={form.values.name} onChange={(event) => form.change('name', event.currentTarget.value)} />
      </Field>
      <button type="submit" className="portico-button" aria-disabled={form.pending ? true : undefined}>
        {t(form.pending ? 'admin.facilityImages.saving' : 'admin.facilityImages.saveName')}
      </button>
    </form>
  );
}
