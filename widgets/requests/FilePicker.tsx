import { useRef, type ChangeEvent } from 'react';
import { useT } from '../../core/i18n';
import { TICKET_ATTACHMENTS_MAX } from '../../core/schemas/tickets';
import { ATTACHMENT_ACCEPT, checkFiles } from '../../core/forms/attachments';

/**
 * One file on its way to a request: chosen, uploading (bytes sent of total), saved or failed.
 * @example const entry: UploadEntry = { key: 1, file, state: 'uploading', loaded: 512, total: 1024 };
 */
export interface UploadEntry {
  key: number;
  file: File;
  state: 'chosen' | 'uploading' | 'done' | 'failed';
  loaded: number;
  total: number;
}

let nextKey = 0;

/**
 * New entries for chosen files.
 * @example setEntries((entries) => [...entries, ...newEntries(accepted)]);
 */
export function newEntries(files: readonly File[]): UploadEntry[] {
  return files.map((file) => ({ key: (nextKey += 1), file, state: 'chosen', loaded: 0, total: file.size }));
}

/**
 * Props of `FilePicker`.
 * @example const props: FilePickerProps = { id, entries, held: 0, onAdd, onRemove, problems, onProblems };
 */
export interface FilePickerProps {
  id: string;
  entries: readonly UploadEntry[];
  /** Files the request already holds (saved before), counted against the 20. */
  held: number;
  onAdd: (files: File[]) => void;
  onRemove?: ((key: number) => void) | undefined;
  /** The last choice's refused files, each with its reason. */
  problems: readonly string[];
  onProblems: (problems: string[]) => void;
  disabled?: boolean;
}

/**
 * "Attach files": a real `<input type="file" multiple>` (named by its label, styled as a button),
 * checked in the browser before anything is sent (10 MB, accepted kinds, at most 20 files: the
 * reference API's limits), then the chosen files, each with Remove until it is saved, and a
 * `<progress>` named "Uploading {name}" while it uploads.
 * @example <FilePicker id={id} entries={entries} held={0} onAdd={add} onRemove={remove} problems={problems} onProblems={setProblems} />
 */
export function FilePicker({ id, entries, held, onAdd, onRemove, problems, onProblems, disabled }: FilePickerProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    // Emptied, so choosing the same file again (after removing it) is a change too.
    event.currentTarget.value = '';
    const pending = entries.filter((entry) => entry.state !== 'done').length;
    const { accepted, problems: refused } = checkFiles(chosen, held + pending);
    onProblems(refused);
    if (accepted.length > 0) onAdd(accepted);
  };
  return (
    <div className="portico-requests__files" part="files">
      <label className="portico-requests__files-label" htmlFor={id}>
        {t('requests.form.addAttachment')}
      </label>
      <p id={hintId} className="portico-requests__hint">
        {t('requests.form.attachmentsHint', { max: TICKET_ATTACHMENTS_MAX })}
      </p>
      {problems.length > 0 ? (
        <div id={problemsId} role="alert" part="file-problems">
          <ul className="portico-requests__problems">
            {problems.map((problem) => (
              <li key={problem}>
                <span className="portico-visually-hidden">{t('ui.field.errorPrefix')}</span> {problem}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="portico-requests__file-input"
        part="file-input"
        disabled={disabled}
        aria-describedby={[hintId, problems.length > 0 ? problemsId : null].filter(Boolean).join(' ')}
        onChange={choose}
      />
      <UploadList entries={entries} onRemove={disabled ? undefined : onRemove} />
    </div>
  );
}

/**
 * The files on their way: name, then Remove (until saved), a named `<progress>` while uploading,
 * Saved or Not saved.
 * @example <UploadList entries={entries} onRemove={remove} />
 */
export function UploadList({ entries, onRemove }: { entries: readonly UploadEntry[]; onRemove?: ((key: number) => void) | undefined }) {
  const t = useT();
  if (entries.length === 0) return null;
  return (
    <ul className="portico-requests__upload-list" part="upload-list" aria-label={t('requests.form.chosenFiles')}>
      {entries.map((entry) => (
        <li key={entry.key} className="portico-requests__upload" part="upload">
          <span className="portico-requests__upload-name">{entry.file.name}</span>
          {entry.state === 'uploading' ? (
            <progress
              className="portico-requests__progress"
              part="progress"
              max={entry.total || 1}
              value={Math.min(entry.loaded, entry.total || 1)}
              aria-label={t('requests.form.uploading', { name: entry.file.name })}
            />
          ) : null}
          {entry.state === 'done' ? <span className="portico-requests__upload-state">{t('requests.form.uploaded')}</span> : null}
          {entry.state === 'failed' ? <span className="portico-requests__upload-state portico-requests__upload-state--failed">{t('requests.form.uploadFailed')}</span> : null}
          {onRemove && (entry.state === 'chosen' || entry.state === 'failed') ? (
            <button type="button" className="portico-button portico-button--secondary portico-requests__remove" part="remove" onClick={() => onRemove(entry.key)}>
              {/* The space stays outside the hidden span: name computation trims text inside an element. */}
              {t('requests.form.remove')}{' '}
              <span className="portico-visually-hidden">{entry.file.name}</span>
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
