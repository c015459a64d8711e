/**
 * The ids of the demo records (DEMO-DATA.md): the reference API seeds its database with them and
 * the client's samples (samples.ts) describe the same records, so a demo account, premises or
 * request has one id wherever it is named. Data, not a rule: no struct here.
 *
 * @example
 * demoIds.olivia; // 'usr-olivia-owner'
 */
export const demoIds = {
  olivia: 'usr-olivia-owner',
  mia: 'usr-mia-multifactor',
  sam: 'usr-sam-subtenant',
  dee: 'usr-dee-downgraded',
  clara: 'usr-clara-client',
  ada: 'usr-ada-admin',
  manny: 'usr-manny-manager',
  otto: 'usr-otto-officer',
  oliviaContact: 'con-olivia-owner',
  samContact: 'con-sam-subtenant',
  riversideWharf: 'dev-riverside-wharf',
  elmCourt: 'dev-elm-court',
  harbourLofts: 'dev-harbour-lofts',
  flat1: 'pre-riverside-flat-1',
  flat2: 'pre-riverside-flat-2',
  flat3: 'pre-riverside-flat-3',
  flat4: 'pre-riverside-flat-4',
  apartment12: 'pre-elm-apartment-12',
  apartment14: 'pre-elm-apartment-14',
  apartment16: 'pre-elm-apartment-16',
  loft7: 'pre-harbour-loft-7',
  flat1ServiceCharge: 'acc-flat-1-service-charge',
  flat1GroundRent: 'acc-flat-1-ground-rent',
  flat2ServiceCharge: 'acc-flat-2-service-charge',
  apartment12ServiceCharge: 'acc-apartment-12-service-charge',
  gym: 'fac-riverside-gym',
  guestSuite: 'fac-riverside-guest-suite',
  roofTerrace: 'fac-harbour-roof-terrace',
  guestSuiteUsers: 'grp-riverside-guest-suite-users',
  gymBooking: 'bkg-gym-upcoming',
  cancelledBooking: 'bkg-gym-cancelled',
  guestSuiteBooking: 'bkg-guest-suite-upcoming',
  pastGymBooking: 'bkg-gym-past',
  samGymBooking: 'bkg-gym-sam',
  leakTicket: 'tkt-flat-1-leak',
  categoryRequest: 'cat-request',
  categoryRepair: 'cat-repair',
  notificationPreferences: 'NP-OWNER-1',
} as const;
