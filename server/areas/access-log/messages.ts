// The texts this area answers with (the API speaks English only, spec 1 §8).

/** Error messages of `GET /developments/{id}/access-log`. */
export const accessLogMessages = {
  reportRoles: 'Only global staff and the development\u2019s sl1 staff may download the access log.',
  noReport: 'This development has no access log report.',
} as const;
