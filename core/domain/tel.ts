// A phone number as a link a phone dials, for every view that shows one (the how-to-pay dialog,
// the raise form, the development's contacts). By file, a module of its own: each of them loads
// only this.

/**
 * A `tel:` address for a phone number as people write it: only digits and a leading `+` (the GB
 * phone rules of core/domain/phones would load libphonenumber's metadata for one link).
 * @example telHref('020 7946 0100') // 'tel:02079460100'
 */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
}
