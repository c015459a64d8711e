import { request, noData } from '../../core/api/client';
import { UPLOAD_TIMEOUT_MS } from '../../core/api/endpoints/tickets';
import { sendKeepingFile } from '../../core/api/keep-file';
import { getApiBaseUrl } from '../../core/config';
import { t } from '../../core/i18n';
import type { TicketAttachment } from '../../core/schemas/tickets';
import { saveFile } from '../../core/ui/download';

/**
 * Downloads an attachment and hands it to the browser under its name (core/ui `saveFile`).
 * Attachments live on the API's origin and need the bearer token (server/areas/requests README),
 * so a bare link would be refused: the file goes through the API client (token, refresh on 401,
 * time-out, errors with `requests.download.failed` before the server's messages), whose `send`
 * keeps the body (`sendKeepingFile`). A url on another origin is fetched without the token, which must
 * never leave the API's origin.
 * @example await downloadAttachment({ id: 'att-1', name: 'leak.jpg', url: '/tickets/tkt-1/attachments/att-1' });
 */
export async function downloadAttachment(attachment: TicketAttachment): Promise<void> {
  const base = getApiBaseUrl();
  // A path is below the API base, as every path the client calls.
  let path: string | undefined;
  if (attachment.url.startsWith('/')) path = attachment.url;
  else if (attachment.url.startsWith(`${base}/`)) path = attachment.url.slice(base.length);
  let blob: Blob | undefined;
  if (path === undefined) {
    const response = await fetch(attachment.url, { credentials: 'omit' });
    if (!response.ok) throw new Error(t('requests.download.failed'));
    blob = await response.blob();
  } else {
    await request({
      method: 'GET',
      path,
      schema: noData,
      errorPrefix: t('requests.download.failed'),
      timeoutMs: UPLOAD_TIMEOUT_MS,
      send: sendKeepingFile((file) => (blob = file)),
    });
  }
  saveFile(blob!, attachment.name);
}
