import { useId, useRef, useState, type FormEvent } from 'react';
import { updateDevelopment } from '../../../core/api/endpoints/development-admin';
import { isApiError } from '../../../core/api/error';
import { useT } from '../../../core/i18n';
import type { Development } from '../../../core/schemas';
import { FACILITY_IMAGE_TYPES } from '../../../core/schemas/facility-admin';
import { Alert } from '../../../core/ui/Alert';
import { Field } from '../../../core/ui/Field';
import { resizeImage } from '../../../core/ui/resizeImage';
import { styleRef } from '../../../core/ui/styles';

// The control's own CSS, adopted where it renders, so it travels in the staff area's chunk.
const imageChangeCss = `
.shell-development-image { display: grid; gap: 0.75rem; justify-items: start; }
.shell-development-image form { display: grid; gap: 0.75rem; justify-items: start; }
`;

/** spec 2 §5, §9: a development's image is resized to width 600 before it is sent. */
export const DEVELOPMENT_IMAGE_WIDTH = 600;

type Outcome = { kind: 'idle' } | { kind: 'pending' } | { kind: 'changed' } | { kind: 'failed'; message: string };

/**
 * Change image, on the development's header for staff (spec 2 §2, §6: admin type): a picture
 * (JPEG, PNG or WebP, as the API takes for images) resized to width 600 in the browser, sent with
 * `PUT /developments/{id}`. While it is sent the button says so; the developments store then
 * reads the list again, so the header and the developments list show the new image; a failure
 * says why with Try again, the chosen file kept.
 * @example <DevelopmentImageChange development={riversideWharf} />
 */
export function DevelopmentImageChange({ development }: { development: Development }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const pending = outcome.kind === 'pending';

  const send = async (chosen: File) => {
    setOutcome({ kind: 'pending' });
    let resized;
    try {
      resized = await resizeImage(chosen, DEVELOPMENT_IMAGE_WIDTH);
    } catch {
      setFileError(t('admin.facilityImages.notAnImage'));
      setOutcome({ kind: 'idle' });
      return;
    }
    try {
      await updateDevelopment(development.id, { picture: resized.upload });
      setOutcome({ kind: 'changed' });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setOutcome({ kind: 'failed', message: isApiError(error) ? error.message : t('errors.developmentImage') });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!file) {
      setFileError(t('admin.facilityImages.fileRequired'));
      input.current?.focus();
      return;
    }
    void send(file);
  };

  return (
    <div ref={styleRef(imageChangeCss)} className="shell-development-image">
      <form noValidate aria-busy={pending ? true : undefined} onSubmit={submit}>
        <Field
          id={id}
          label={t('developments.image.file', { name: development.name })}
          hint={t('admin.facilityImages.fileHint', { width: DEVELOPMENT_IMAGE_WIDTH })}
          error={fileError}
        >
          <input
            ref={input}
            type="file"
            accept={FACILITY_IMAGE_TYPES.join(',')}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setFileError(undefined);
              setOutcome({ kind: 'idle' });
            }}
          />
        </Field>
        <button type="submit" className="portico-button" aria-disabled={pending ? true : undefined}>
          {t(pending ? 'developments.image.saving' : 'developments.image.save')}
        </button>
      </form>
      {outcome.kind === 'changed' ? <Alert type="success">{t('developments.image.changed', { name: development.name })}</Alert> : null}
      {outcome.kind === 'failed' ? (
        <Alert type="error" onRetry={file ? () => void send(file) : undefined}>
          {outcome.message}
        </Alert>
      ) : null}
    </div>
  );
}
