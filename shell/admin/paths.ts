import { SECTION_RECORDS } from './sections';

/** The staff area's sections, in the order its navigation lists them (their records' order). */
export type AdminSection = keyof typeof SECTION_RECORDS;
export const ADMIN_SECTIONS = Object.keys(SECTION_RECORDS) as AdminSection[];

/**
 * Whether an address's section is one of the staff area's.
 * @example isAdminSection('reports') // false
 */
export const isAdminSection = (value: string | undefined): value is AdminSection => ADMIN_SECTIONS.includes(value as AdminSection);

/**
 * The address of a development's section (or of one record in it) in the staff area.
 * @example adminPath('dev-riverside-wharf', 'facilities', 'new') // '/admin/dev-riverside-wharf/facilities/new'
 */
export function adminPath(developmentId: string, section: AdminSection, recordId?: string): string {
  const base = `/admin/${encodeURIComponent(developmentId)}/${section}`;
  return recordId === undefined ? base : `${base}/${encodeURIComponent(recordId)}`;
}
