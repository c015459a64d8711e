// spec 2 §7 Developments as their staff manage them: the header image and the access-log report.
// Imported by file by the staff area only: residents never load it. A change of the development is
// announced under `/developments/{id}`, so the developments store reads the list again.
import type { AccessLogQuery, DevelopmentUpdate } from '../../schemas/development-admin';
import { t } from '../../i18n';
import { announceChange } from '../changes';
import { apiPath, noData, request, type CallOptions } from '../client';
import { sendKeepingFile } from '../keep-file';

/**
 * `PUT /developments/{id}` with a new header picture (resized to width 600 in the browser first).
 * Announced under `/developments/{id}`: the developments store reads the list again, which is
 * where every view reads the development, so the answer itself is not read. Fails with "Unable to
 * change the development's image." and the API's reason (a type or size it refuses).
 * @example await updateDevelopment('dev-riverside-wharf', { picture: { fileName: 'riverside.png', content } });
 */
export async function updateDevelopment(developmentId: string, body: DevelopmentUpdate, call?: CallOptions): Promise<void> {
  const path = apiPath`/developments/${developmentId}`;
  announceChange(path, await request({ method: 'PUT', path, body, schema: noData, errorPrefix: t('errors.developmentImage'), ...call }));
}

/**
 * `GET /developments/{id}/access-log?fromDate&toDate` (global and sl1, a development with
 * hasEcommsLogReport): the sign-ins of those days as CSV (the file itself, kept by
 * `sendKeepingFile`). Fails with
 * "Unable to download the access log." and the API's reason.
 * @example const csv = await getAccessLog('dev-riverside-wharf', { fromDate: '2026-11-01', toDate: '2026-11-26' });
 */
export async function getAccessLog(developmentId: string, query: AccessLogQuery, call?: CallOptions): Promise<Blob> {
  let csv: Blob | undefined;
  await request({
    method: 'GET',
    path: apiPath`/developments/${developmentId}/access-log`,
    query,
    schema: noData,
    errorPrefix: t('errors.accessLog'),
    ...call,
    send: sendKeepingFile((file) => (csv = file)),
  });
  return csv ?? new Blob([], { type: 'text/csv' });
}
