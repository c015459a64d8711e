import { useState } from 'react';
import { uploadTicketAttachment } from '../../core/api/endpoints/tickets';
import { t } from '../../core/i18n';
import type { TicketAttachment } from '../../core/schemas/tickets';
import { showApiFailure } from '../../core/ui/showApiFailure';
import { newEntries, type UploadEntry } from './FilePicker';

/**
 * What `useUploads` gives: the entries, and what changes them.
 * @example const { entries, add, remove, upload, reset } = useUploads();
 */
export interface Uploads {
  entries: UploadEntry[];
  /** Adds chosen files and answers their entries (to upload them at once). */
  add: (files: File[]) => UploadEntry[];
  remove: (key: number) => void;
  reset: () => void;
  /**
   * Uploads `toSend` one after another to the request, each entry showing its progress, and
   * answers the attachments saved and whether any failed (those stay, marked failed, to retry;
   * the first failure opens the "Could not save your file." dialog).
   */
  upload: (ticketId: string, toSend: readonly UploadEntry[]) => Promise<{ saved: TicketAttachment[]; failed: number }>;
}

/**
 * Files chosen for a request and their uploads (`POST /tickets/{id}/attachments` with progress).
 * @example const uploads = useUploads(); await uploads.upload(ticket.id, uploads.entries);
 */
export function useUploads(): Uploads {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const patch = (key: number, change: Partial<UploadEntry>) => setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  return {
    entries,
    add: (files) => {
      const added = newEntries(files);
      setEntries((list) => [...list, ...added]);
      return added;
    },
    remove: (key) => setEntries((list) => list.filter((entry) => entry.key !== key)),
    reset: () => setEntries([]),
    upload: async (ticketId, toSend) => {
      const saved: TicketAttachment[] = [];
      let failed = 0;
      for (const entry of toSend) {
        if (entry.state === 'done') continue;
        patch(entry.key, { state: 'uploading', loaded: 0, total: entry.file.size });
        try {
          const attachment = await uploadTicketAttachment(ticketId, entry.file, (progress) => patch(entry.key, { loaded: progress.loaded, total: progress.total || entry.file.size }), {
            errorPrefix: t('errors.request.saveFile'),
          });
          saved.push(attachment);
          patch(entry.key, { state: 'done', loaded: entry.file.size });
        } catch (error) {
          if (failed === 0) showApiFailure(error, { title: t('errors.request.saveFile') });
          failed += 1;
          patch(entry.key, { state: 'failed' });
        }
      }
      return { saved, failed };
    },
  };
}
