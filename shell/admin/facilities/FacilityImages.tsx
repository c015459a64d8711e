import { useId, useRef, useState, type ChangeEvent } from 'react';
import { deleteFacilityImage, updateFacilityImage, uploadFacilityImage } from '../../../core/api/endpoints/facility-images';
import { isApiError } from '../../../core/api/error';
import { checkResolver, useValidatedForm } from '../../../core/forms';
import { t as translate, useT } from '../../../core/i18n';
import type { Facility, FacilityImage } from '../../../core/schemas/facilities';
import { FACILITY_IMAGE_NAME_MAX, FACILITY_IMAGE_TYPES } from '../../../core/schemas/facility-admin';
import { updateResource } from '../../../core/stores/query';
import { Dialog } from '../../../core/ui/Dialog';
import { showErrorDialog } from '../../../core/ui/dialogStore';
import { Field } from '../../../core/ui/Field';
import { resizeImage } from '../../../core/ui/resizeImage';
import { showSnackbar } from '../../../core/ui/snackbarStore';
import { styleRef } from '../../../core/ui/styles';

// The screen's own CSS, adopted where it renders, so it travels in the staff area's chunk.
const imagesCss = `
.shell-admin-images { display: grid; gap: 1rem; }
.shell-admin-images h3, .shell-admin-images h4, .shell-admin-images p { margin: 0; }
.shell-admin-images__list { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); margin: 0; padding: 0; list-style: none; }
.shell-admin-images__item { display: grid; gap: 0.5rem; align-content: start; padding: 0.75rem; border: 1px solid var(--_p-border); border-radius: 0.5rem; }
.shell-admin-images__item--main { border-width: 3px; border-color: var(--_p-primary); }
.shell-admin-images__item img { max-inline-size: 100%; block-size: auto; }
.shell-admin-images__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.shell-admin-images__upload, .shell-admin-images__rename-form { display: grid; gap: 0.75rem; justify-items: start; }
`;

/** spec 2 §9: facility images, as development images, are resized to width 600 before upload. */
export const FACILITY_IMAGE_WIDTH = 600;

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
    <section ref={styleRef(imagesCss)} className="shell-admin-images" aria-labelledby={headingId} data-facility={facility.id}>
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
      <UploadForm facilityId={facility.id} onUploaded={show} />
    </section>
  );
}

// The answer replaces the facility wherever it was read (the facility and the development's
// list), so every view on the page shows the new images without reading them again.
function showFacility(next: Facility) {
  updateResource<Facility>('facility', (stored) => (stored.id === next.id ? next : stored));
  updateResource<Facility[]>('facilities', (list) => list.map((stored) => (stored.id === next.id ? next : stored)));
}

/** Shows a failed image call in the Error Occurred dialog (spec 2 §8): its text and the API's reason. */
function showFailure(error: unknown, text: string) {
  void showErrorDialog({
    type: translate('errors.errorOccurred'),
    description: isApiError(error) ? error.message : text,
    ...(isApiError(error) && error.status !== undefined ? { status: error.status } : {}),
  });
}

/** One image: its picture and name, whether it is the main one, Make main image, Rename and Remove image. */
function ImageItem({ image, onChange }: { image: FacilityImage; onChange: (facility: Facility) => void }) {
  const t = useT();
  const [pending, setPending] = useState<'main' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = async (kind: 'main' | 'remove', call: () => Promise<Facility>, failure: string, success: string) => {
    if (pending) return;
    setPending(kind);
    try {
      onChange(await call());
      showSnackbar(success, { type: 'success' });
    } catch (error) {
      showFailure(error, failure);
    } finally {
      setPending(null);
      setConfirming(false);
    }
  };
  const makeMain = () => run('main', () => updateFacilityImage(image.facilityUuid, image.id, { isMainImage: true }), t('errors.facility.updateImage'), t('admin.facilityImages.saved'));
  const remove = () => run('remove', () => deleteFacilityImage(image.facilityUuid, image.id), t('errors.facility.removeImage'), t('admin.facilityImages.removed'));
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
      <Dialog
        open={confirming}
        heading={t('admin.facilityImages.removeConfirm', { name: image.name })}
        onClose={() => setConfirming(false)}
        actions={
          <button type="button" className="portico-button portico-button--primary" aria-disabled={pending === 'remove' ? true : undefined} onClick={() => void remove()}>
            {t(pending === 'remove' ? 'admin.facilityImages.removing' : 'facilities.manage.images.remove')}
          </button>
        }
      >
        <p>{t('admin.facilityImages.removeText')}</p>
      </Dialog>
    </li>
  );
}

/** An image name: required, at most FACILITY_IMAGE_NAME_MAX characters, as the API checks it. */
function nameProblem(name: string): string | undefined {
  if (name.trim() === '') return translate('validation.required');
  return name.trim().length > FACILITY_IMAGE_NAME_MAX ? translate('validation.maxLength', { n: FACILITY_IMAGE_NAME_MAX }) : undefined;
}

const nameResolver = checkResolver<{ name: string }>(({ name }) => {
  const problem = nameProblem(name);
  return problem ? { name: problem } : {};
});

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
      showFailure(error, t('errors.facility.updateImage'));
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

/**
 * Upload image: a file (resized to FACILITY_IMAGE_WIDTH in the browser, sent as PNG) and its name,
 * the file's own name until the staff member types another. A failure keeps both.
 */
function UploadForm({ facilityId, onUploaded }: { facilityId: string; onUploaded: (facility: Facility) => void }) {
  const t = useT();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useValidatedForm<{ name: string }>({ resolver: nameResolver, defaultValues: { name: '' } });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    setFileError(undefined);
    // The name follows the file until the staff member types one of their own.
    if (chosen && (form.values.name === '' || form.values.name === baseName(file))) form.change('name', baseName(chosen));
  };

  const upload = async ({ name }: { name: string }) => {
    if (!file) return;
    let resized;
    try {
      resized = await resizeImage(file, FACILITY_IMAGE_WIDTH);
    } catch {
      setFileError(t('admin.facilityImages.notAnImage'));
      return;
    }
    try {
      onUploaded(await uploadFacilityImage(facilityId, { name: name.trim(), fileName: resized.upload.fileName, content: resized.upload.content }));
      showSnackbar(t('admin.facilityImages.saved'), { type: 'success' });
      setFile(null);
      if (input.current) input.current.value = '';
      form.reset({ name: '' });
    } catch (error) {
      showFailure(error, t('errors.facility.saveImage'));
    }
  };

  return (
    <form
      className="shell-admin-images__upload"
      noValidate
      aria-busy={form.pending ? true : undefined}
      onSubmit={(event) => {
        setFileError(file ? undefined : t('admin.facilityImages.fileRequired'));
        void form.submit(event, upload);
      }}
    >
      <h4>{t('facilities.manage.images.add')}</h4>
      <Field id={`${ids}-file`} label={t('admin.facilityImages.file')} hint={t('admin.facilityImages.fileHint', { width: FACILITY_IMAGE_WIDTH })} error={fileError}>
        <input ref={input} type="file" accept={FACILITY_IMAGE_TYPES.join(',')} onChange={choose} />
      </Field>
      <Field id={`${ids}-name`} label={t('admin.facilityImages.name')} error={form.errors.name}>
        <input type="text" value={form.values.name} onChange={(event) => form.change('name', event.currentTarget.value)} />
      </Field>
      <button type="submit" className="portico-button portico-button--primary" aria-disabled={form.pending ? true : undefined}>
        {t(form.pending ? 'admin.facilityImages.uploading' : 'admin.facilityImages.upload')}
      </button>
    </form>
  );
}

/** A file's name without its extension: the image's name until another is typed. */
const baseName = (file: File | null) => (file ? (file.name.replace(/\.[^.]*$/, '') || file.name).slice(0, FACILITY_IMAGE_NAME_MAX) : '');
