import { t } from '../i18n';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_TYPES, TICKET_ATTACHMENTS_MAX } from '../schemas/tickets';

/**
 * The file input's `accept`: every accepted content type and extension, so the browser's picker
 * offers those first (it is a hint only; `checkFiles` decides).
 * @example <input type="file" accept={ATTACHMENT_ACCEPT} />
 */
export const ATTACHMENT_ACCEPT = Object.entries(TICKET_ATTACHMENT_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions.map((extension) => `.${extension}`)])
  .join(',');

function extensionOf(name: string): string {
  return /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
}

/**
 * Whether the API takes a file of this kind: its declared type, or, when the browser declared
 * none (or the generic octet-stream, as some do for HEIC and Word files), its extension.
 * @example isAcceptedType(new File([], 'leak.jpg', { type: 'image/jpeg' })) // true
 */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>): boolean {
  const declared = file.type.toLowerCase();
  if (declared !== '' && declared !== 'application/octet-stream') return declared in TICKET_ATTACHMENT_TYPES;
  const extension = extensionOf(file.name);
  return Object.values(TICKET_ATTACHMENT_TYPES).some((extensions) => extensions.includes(extension));
}

/**
 * What `checkFiles` answers: the files to keep and one message per refused file (or for the count).
 * @example const { accepted, problems } = checkFiles(chosen, 0);
 */
export interface FileCheck {
  accepted: File[];
  problems: string[];
}

/**
 * Checks files before any upload (the API would refuse them after the wait): each at most 10 MB
 * and of an accepted kind, and no more than 20 on the request counting `alreadyHeld` (files
 * already chosen or saved). Files past the count are refused together with one message, which
 * names what holds them (`tooManyKey`: a request by default).
 * @example checkFiles([photo, hugeVideo], 0) // { accepted: [photo], problems: ['video.mov is larger than 10 MB…'] }
 */
export function checkFiles(files: readonly File[], alreadyHeld: number, tooManyKey: 'requests.file.tooMany' | 'tasks.file.tooMany' = 'requests.file.tooMany'): FileCheck {
  const accepted: File[] = [];
  const problems: string[] = [];
  let tooMany = false;
  for (const file of files) {
    if (file.size > TICKET_ATTACHMENT_MAX_BYTES) problems.push(t('requests.file.tooLarge', { name: file.name }));
    else if (!isAcceptedType(file)) problems.push(t('requests.file.wrongType', { name: file.name }));
    else if (alreadyHeld + accepted.length >= TICKET_ATTACHMENTS_MAX) tooMany = true;
    else accepted.push(file);
  }
  if (tooMany) problems.push(t(tooManyKey, { max: TICKET_ATTACHMENTS_MAX }));
  return { accepted, problems };
}
