export const adminPath = (section: string) => `/admin/${section}`;
