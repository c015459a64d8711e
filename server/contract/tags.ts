/**
 * What each group of the document's calls is about, by the `tag` its records carry; the document
 * lists the groups with these words.
 * @example TAG_DESCRIPTIONS.Facilities
 */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Sign-in and sessions': 'Signing in (password, one-time code, single sign-on), refreshing and ending a session, passwords, confirming an e-mail address, multi-factor authentication, staff viewing the portal as a customer, and the sign-in log report.',
  Account: 'The signed-in user: their profile, settings, picture and booking allowances, sign-up with an invitation key, feedback and contacting support.',
  Residents: 'Developments, premises, charges, statements and bills, news and pages with their images: what residents see of their homes and buildings, and what staff publish.',
  Requests: 'Requests raised by residents and client organisations, their conversation and files, and e-mail notification preferences.',
  Facilities: 'Shared facilities, their slots and bookings, and the customer groups that may book them.',
  Notifications: 'The notifications a user receives, their count, and marking them read.',
  Documents: 'The documents staff share with a development’s residents.',
  Customers: 'Staff managing a development’s customers, their relationships, files and passwords, and the contact offers a customer accepts or declines.',
  Parcels: 'Parcels the site staff log for residents and their collection.',
  Tasks: 'Staff tasks of a development, their conversation and files.',
};
