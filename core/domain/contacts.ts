// Who a resident calls (spec 2 §2 raise-request modal: office hours and out-of-hours numbers). By
// file: only the raise form uses it.

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
