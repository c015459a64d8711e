import { useId, useRef, useState, type ChangeEvent } from 'react';
import { checkResolver, useValidatedForm } from '../../../../core/forms';
import { t as translate, useT } from '../../../../core/i18n';
import { FACILITY_IMAGE_TYPES } from '../../../../core/schemas/facility-admin';
import { Field } from '../../../../core/ui/Field';
import { resizeImage } from '../../../../core/ui/resizeImage';
import { showApiFailure } from '../../../../core/ui/showApiFailure';

// The image screens' own CSS (a facility's images, those of news and pages), adopted where they
// render, so it travels in the staff area's chunk.
export const staffImagesCss = `
.shell-admin-images { display: grid; gap: 1rem; }
.shell-admin-images h3, .shell-admin-images h4, .shell-admin-images p { margin: 0; }
.shell-admin-images__list { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); margin: 0; padding: 0; list-style: none; }
.shell-admin-images__item { display: grid; gap: 0.5rem; align-content: start; padding: 0.75rem; border: 1px solid var(--_p-border); border-radius: 0.5rem; }
.shell-admin-images__item--main { border-width: 3px; border-color: var(--_p-primary); }
.shell-admin-images__item img { max-inline-size: 100%; block-size: auto; }
.shell-admin-images__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.shell-admin-images__upload, .shell-admin-images__rename-form { display: grid; gap: 0.75rem; justify-items: start; }
`;

/** spec 2 §9: images staff upload (facilities, news and pages), as development images, are resized to width 600. */
export const STAFF_IMAGE_WIDTH = 600;

/** What an upload sends: the image's name and the resized file. */
export interface ImageUploadBody {
  name: string;
  fileName: string;
  content: string;
}

/**
 * An image name's check: required, at most `max` characters, as the API checks it.
 * @example const resolver = imageNameResolver(100);
 */
export function imageNameResolver(max: number) {
  return checkResolver<{ name: string }>(({ name }) => {
    if (name.trim() === '') return { name: translate('validation.required') };
    return name.trim().length > max ? { name: translate('validation.maxLength', { n: max }) } : {};
  });
}

/**
 * Upload image: a file (resized to STAFF_IMAGE_WIDTH in the browser, sent as PNG) and its name,
 * the file's own name until the staff member types another. `onUpload` sends it and throws on a
 * failure, which opens the Error Occurred dialog with `failureText` and keeps both fields.
 * @example <ImageUploadForm heading={t('facilities.manage.images.add')} nameMax={100} failureText={t('errors.facility.saveImage')} onUpload={(body) => upload(body)} />
 */
export function ImageUploadForm(props: { heading: string; nameMax: number; failureText: string; onUpload: (body: ImageUploadBody) => Promise<void> }) {
  const { nameMax } = props;
  const t = useT();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useValidatedForm<{ name: string }>({ resolver: imageNameResolver(nameMax), defaultValues: { name: '' } });
  /** A file's name without its extension: the image's name until another is typed. */
  const baseName = (of: File | null) => (of ? (of.name.replace(/\.[^.]*$/, '') || of.name).slice(0, nameMax) : '');

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
      resized = await resizeImage(file, STAFF_IMAGE_WIDTH);
    } catch {
      setFileError(t('admin.facilityImages.notAnImage'));
      return;
    }
    try {
      await props.onUpload({ name: name.trim(), fileName: resized.upload.fileName, content: resized.upload.content });
      setFile(null);
      if (input.current) input.current.value = '';
      form.reset({ name: '' });
    } catch (error) {
      showApiFailure(error, { prefix: props.failureText });
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
      <h4>{props.heading}</h4>
      <Field id={`${ids}-file`} label={t('admin.facilityImages.file')} hint={t('admin.facilityImages.fileHint', { width: STAFF_IMAGE_WIDTH })} error={fileError}>
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
