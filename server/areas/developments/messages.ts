// The texts this area answers with. The API speaks English only (core/README.md, Text: the portal
// translates its own words; what the server writes is content).

/**
 * The developments area's error messages.
 * @example throw new HttpError(403, [developmentMessages.pagesManagersOnly]);
 */
export const developmentMessages = {
  imageStaffOnly: 'Only the development\u2019s staff may change its image.',
  contentImagesStaffOnly: 'Only the development\u2019s staff may manage the images of its news and pages.',
  pagesManagersOnly: 'Only the development\u2019s managers may write its pages.',
} as const;
