// The texts this area answers with and sends. The API speaks English only (the portal shows the
// server's messages after its own translated prefix, spec 2 §8: Could not create your request. ...),
// so they live here in one place rather than in the portal's catalogue, which the server does not load.

/**
 * Error messages of the requests and notification-preferences routes (the error envelope's `messages`).
 * @example throw new HttpError(409, [requestsMessages.closed]);
 */
export const requestsMessages = {
  staffCannotRaise: 'Requests are raised by residents and client organisations.',
  closed: 'This request is closed. Please raise a new request instead.',
  wordsByRequesterOnly: 'Only whoever raised a request may change its subject or message.',
  statusByStaffOnly: 'Only staff may change the status of a request; you may close your own.',
  notMultipart: 'Send the file as multipart/form-data, in one field named file.',
  unreadableMultipart: 'The multipart body could not be read.',
  tooLarge: 'The file is too large: attachments may be at most 10 MB.',
  tooManyFiles: (max: number) => `A request may carry at most ${max} files.`,
  typeNotAccepted: (declared: string) =>
    `Files of type ${declared} are not accepted: attach a PDF, JPEG, PNG, HEIC, plain text or Word document.`,
  contentMismatch: (expected: string) => `The file's content is not a ${expected}, as its type says it is.`,
} as const;

/**
 * Rules of one field, worded as core/schemas words a struct failure (`<path>: <rule>`), for the
 * checks that are the API's own (spec 2 §5).
 * @example fields.premisesId = [requestRules.ownPremises];
 */
export const requestRules = {
  required: 'is required',
  ownDevelopment: 'must be one of your developments',
  ownPremises: 'must be one of your premises in this development',
  knownCategory: 'must be one of the request categories',
  audienceRequired: 'is required when the development has site staff',
  knownAudience: 'must be one of the audiences',
  noSiteStaff: 'cannot be site staff: this development has none',
  emptyFile: 'must not be empty',
} as const;
