// Who a resident calls (spec 2 §2 raise-request modal: office hours and out-of-hours numbers), and
// a number as a link a phone dials. By file: only the raise form and the development page use it.

/** What the rules need of a development's contact. */
interface Contact {
  phone: string | null;
  outOfHours?: boolean | undefined;
}

/**
 * The numbers the raise form shows: in office hours, the first contact with a phone that is not
 * the out-of-hours line (the contacts come in the order a resident should try them); out of
 * hours, the out-of-hours line's. Either is undefined when no contact has it.
 * @example callNumbers(contacts) // { officeHours: '020 7946 0100', outOfHours: '0800 000 0000' }
 */
export function callNumbers(contacts: readonly Contact[]): { officeHours: string | undefined; outOfHours: string | undefined } {
  const withPhone = contacts.filter((contact) => contact.phone?.trim());
  return {
    officeHours: withPhone.find((contact) => !contact.outOfHours)?.phone?.trim(),
    outOfHours: withPhone.find((contact) => contact.outOfHours)?.phone?.trim(),
  };
}

/**
 * A `tel:` address for a phone number as people write it: only digits and a leading `+` (the GB
 * phone rules of core/domain/phones would load libphonenumber's metadata for one link).
 * @example telHref('020 7946 0100') // 'tel:02079460100'
 */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
}
