// The bad-input cases: every rule of spec 1 §5 and spec 2 §5 that applies to a form the
// portal has, as (form, field, bad value, the form's message, the API's message). One list for two
// suites: bad-input.e2e.ts types each value into the real form and expects the message beside the
// field with nothing sent; bad-input.test.ts sends each value straight to the reference API and
// expects a 4xx naming the field with nothing stored. A rule can then not be kept on one side only.
//
// Where the spec gives a message (This field is required, Enter a valid email address, Verification
// code is required, Maximum length {n} characters exceeded, Emails don't match) the case carries the
// spec's words; elsewhere the portal catalogue's (core/i18n/en.json). The API's messages are
// `<path>: <rule>` as core/schemas words a failure (the spec gives no server texts).

import { addLondonDays } from '../../core/domain/london';
import { testToday } from '../e2e/clock';

/** The forms (and the one API-only payload) the cases cover. */
export type FormName =
  | 'signIn'
  | 'mfaCode'
  | 'forgotPassword'
  | 'resetPassword'
  | 'signupKey'
  | 'signupIdentity'
  | 'signupProfile'
  | 'ssoAuthorize'
  | 'correspondenceAddress'
  | 'raiseRequest'
  | 'linkPremises'
  | 'feedMessage'
  | 'ticketStatus'
  | 'attachment'
  | 'feedback'
  | 'notificationPreferences'
  | 'confirmNotificationEmail'
  | 'statementRange'
  | 'userProfile'
  | 'changePassword'
  | 'mfaSwitch'
  | 'bookFacility'
  | 'bookingNote'
  | 'bookingState'
  | 'slotRange'
  | 'customerGroup'
  | 'customerGroupMembers'
  | 'customerGroupFacilities'
  | 'facilityCreate'
  | 'facilityUpdate'
  | 'facilityUsersQuery'
  | 'facilityDelete'
  | 'facilityImage'
  | 'facilityImageChange'
  | 'customerCreate'
  | 'customerPremises'
  | 'relationshipUpdate'
  | 'customerDetailQuery'
  | 'adminPasswordReset'
  | 'developmentPicture'
  | 'contentImage'
  | 'viewAsQuery'
  | 'accessLogRange'
  | 'parcelCreate'
  | 'parcelUpdate'
  | 'newsItem'
  | 'page'
  | 'task'
  | 'taskChange';

/** A file chosen in a file picker, and uploaded as is when the client is bypassed. */
export interface FileValue {
  readonly name: string;
  readonly mimeType: string;
  /** Its size in bytes; the content is that many bytes of `fill`. */
  readonly size: number;
  readonly fill: string;
}

/** A value the API gets with its key left out: a select left on Select, a radio group left unticked. */
export const ABSENT = Symbol('absent');

/** One field of a form. */
export interface FieldSpec {
  /** The field's accessible name in the form; null when the portal has no form for it (API only). */
  readonly label: string | null;
  /** Dotted path of the value in the API's JSON body (or the multipart field); null when it never leaves the form. */
  readonly api: string | null;
  /** A valid value, typed into the form and sent to the API around each bad one. */
  readonly valid: string | number | boolean;
  /** The valid value as the API takes it, when the form shows another (an option's label, the API its id, a list or an object). */
  readonly apiValid?: unknown;
}

/** One form: where the spec states its rules, and its fields. */
export interface FormSpec {
  readonly spec: string;
  /** The page or element that has the form (for the reader; each suite knows how to get there). */
  readonly where: string;
  readonly fields: Readonly<Record<string, FieldSpec>>;
}

/** One bad value. */
export interface BadInputCase {
  readonly form: FormName;
  /** A key of the form's `fields`. */
  readonly field: string;
  /** The rule broken, as the spec words it. */
  readonly rule: string;
  /** What is typed (or chosen; `''` leaves a select or radio group unchosen). */
  readonly value: string | number | FileValue;
  /** What the API gets instead of `value`, when it differs (ABSENT: the key left out). */
  readonly apiValue?: unknown;
  /** The form's message beside the field; null when no form has the field (API only). */
  readonly message: string | null;
  /** Where the form shows it: beside the field (default), or in the error dialog it opens. */
  readonly shownIn?: 'field' | 'dialog';
  /** Part of one of the API's messages; null when the value never reaches the API. */
  readonly api: string | null;
  /** The API's status; 400 unless a file's type (415) or size (413) is refused. */
  readonly status?: 400 | 413 | 415;
}

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

/** spec 1 §5 (invitation key), the empty-field message of every required field. */
const REQUIRED = 'This field is required';
/** spec 1 §5 (forgot password), every e-mail field of the portal. */
const VALID_EMAIL = 'Enter a valid email address';
/** spec 1 §5 (feedback), every length limit with a countdown or a stated maximum. */
const maxLength = (n: number) => `Maximum length ${n} characters exceeded`;
const minLength = (n: number) => `Enter at least ${n} characters`;
// The catalogue's password and phone messages (spec 1 §5: the strength rule's message is not shown).
const PASSWORD_REQUIRED = 'Enter a password';
const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';
const PASSWORD_TOO_LONG = 'Password must be 64 characters or fewer';
const PASSWORD_WEAK = 'Password must include a letter, a number and at least 4 different characters';
const PHONE_REQUIRED = 'Enter a phone number';
const PHONE_INVALID = 'Enter a valid UK phone number';
const PHONE_TOO_LONG = 'Phone number must be 17 characters or fewer';
const POSTCODE = 'Enter a full UK postcode, like SW1A 1AA';

// The API's words (core/schemas/rule-messages.ts and the areas' own rules).
const api = {
  blank: (path: string) => `${path}: must not be blank`,
  required: (path: string) => `${path}: is required`,
  email: (path: string) => `${path}: must be a valid e-mail address`,
  max: (path: string, n: number) => `${path}: must be at most ${n} characters`,
  min: (path: string, n: number) => `${path}: must be at least ${n} characters`,
  weak: (path: string) => `${path}: must contain a letter, a digit and at least four different characters`,
  phone: (path: string) => `${path}: must be a valid UK phone number`,
  postcode: (path: string) => `${path}: must be a UK postcode`,
  dateTime: (path: string) => `${path}: must be an ISO 8601 date and time with a time zone offset`,
  date: (path: string) => `${path}: must be a calendar date in yyyy-MM-dd format`,
  order: (path: string, other: string) => `${path}: must not be after ${other}`,
  type: (path: string) => `${path}: must be`,
  oneOf: (path: string) => `${path}: must be one of`,
};

/** A London calendar day `days` from today on the suites' clock (tests/e2e/clock.ts), `yyyy-MM-dd`. */
export const isoDay = (days = 0): string => addLondonDays(testToday(), days);

/**
 * An instant on the hour `days` from today in UTC: on the hour in London too, in both GMT and BST,
 * so always on a step of the Gym's 30-minute slots (docs/demo-data.md).
 */
const hourOn = (days: number, hour: number) => `${isoDay(days)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** Stands for the token of a link just e-mailed, which only the suite sending the request has. */
export const CONFIRM_TOKEN_SENT = 'the token of the link just e-mailed';

/** `n` characters of text (a value just over a limit). */
const text = (n: number, unit = 'x') => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

// ---------------------------------------------------------------------------------------------
// The forms
// ---------------------------------------------------------------------------------------------

// Staff facility management: a facility open 09:00-17:00 on Mondays (API only here: the staff
// screens' forms add their own labelled rows).
const FACILITY_DAYS = { monday: { openingHour: '09:00', closingHour: '17:00' }, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };
/** The Gym's users (docs/demo-data.md), so that the valid PUT changes nobody's right to book. */
const GYM_USERS = ['usr-olivia-owner', 'usr-sam-subtenant'];
const PNG_SIGNATURE = 'iVBORw0KGgo=';

const VALID_PHONE = '020 7946 0018';
const VALID_MOBILE = '07400 123456';
/** 18 characters: one more than spec 1 §9 allows a phone number. */
const LONG_PHONE = '020 7946 0018 0000';

export const FORMS: Readonly<Record<FormName, FormSpec>> = {
  signIn: {
    spec: "the sign-in form (spec 1 §2); its e-mail rule and message are spec 1 §5's forgot-password ones",
    where: 'shell /signin; POST /user/login method password',
    fields: {
      method: { label: null, api: 'method', valid: 'password' },
      email: { label: 'Email address', api: 'email', valid: 'owner@example.com' },
      password: { label: 'Password', api: 'password', valid: 'Not-The-Password-1' },
    },
  },
  mfaCode: {
    spec: 'spec 1 §5 (MFA code), §9 (6 digits)',
    where: 'shell /signin/multi-factor-authentication; POST /user/login method mfa',
    fields: { code: { label: 'Verification code', api: 'code', valid: '' } },
  },
  forgotPassword: {
    spec: 'spec 1 §5 (forgot password)',
    where: 'shell /signin/forgot-password; POST /user/forgotten-password',
    fields: { email: { label: 'Email address', api: 'email', valid: 'owner@example.com' } },
  },
  resetPassword: {
    spec: 'spec 1 §5 (reset password), §9',
    where: 'shell /reset-password/{token}; PUT /user/password',
    fields: { newPassword: { label: 'New password', api: 'newPassword', valid: 'Portal-Demo-9' } },
  },
  signupKey: {
    spec: 'spec 1 §5 (invitation key)',
    where: 'sign-up step 1; POST /user/signup/1',
    fields: { invitationKey: { label: 'Invitation code', api: 'invitationKey', valid: 'INVITE-UNCONFIRMED-1' } },
  },
  signupIdentity: {
    spec: 'spec 1 §5 (identity)',
    where: 'sign-up step 2 of INVITE-UNCONFIRMED-1; POST /user/signup/2',
    fields: {
      invitationKey: { label: null, api: 'invitationKey', valid: 'INVITE-UNCONFIRMED-1' },
      email: { label: 'Email address', api: 'email', valid: 'una.unconfirmed@example.com' },
      confirmEmail: { label: 'Confirm email address', api: null, valid: 'una.unconfirmed@example.com' },
      tenantAccountNumber: { label: 'Tenant reference number for any of your premises', api: 'tenantAccountNumber', valid: 'HL-0007' },
      // Asked because the invitation names no premises: Harbour Lofts' postcode, Loft 7's development.
      postalCode: { label: 'Postcode of the premises', api: 'postalCode', valid: 'LS1 4BP' },
    },
  },
  ssoAuthorize: {
    spec: 'spec 1 §1 (single sign-on): the demo identity provider the sign-in page goes to',
    where: 'GET /dev/sso/authorize?redirect_uri&state (demo mode; API only: the page comes from the provider)',
    fields: {
      redirect_uri: { label: null, api: 'redirect_uri', valid: 'http://localhost:4200/signin/sso' },
      state: { label: null, api: 'state', valid: '0123456789abcdef0123456789abcdef' },
    },
  },
  signupProfile: {
    spec: 'spec 1 §5 (profile, sign-up password), §9',
    where: 'sign-up step 3 of INVITE-ADMIN-1 (step 1 jumps there); POST /user/signup/3',
    fields: {
      invitationKey: { label: null, api: 'invitationKey', valid: 'INVITE-ADMIN-1' },
      firstName: { label: 'First name', api: 'profile.firstName', valid: 'Nora' },
      lastName: { label: 'Last name', api: 'profile.lastName', valid: 'New' },
      mainNumber: { label: 'Main number', api: 'contactInformation.mainNumber', valid: VALID_PHONE },
      mobileNumber: { label: 'Mobile number', api: 'contactInformation.mobileNumber', valid: VALID_MOBILE },
      password: { label: 'Password', api: 'password', valid: 'Portal-Demo-9' },
      urgentNewsText: { label: 'Urgent news by text', api: 'newsPreferences.urgentNewsText', valid: true },
      urgentNewsEmail: { label: null, api: 'newsPreferences.urgentNewsEmail', valid: true },
      importantNewsEmail: { label: null, api: 'newsPreferences.importantNewsEmail', valid: true },
      standardNewsEmail: { label: null, api: 'newsPreferences.standardNewsEmail', valid: true },
      smsNumber: { label: 'SMS number', api: 'newsPreferences.smsNumber', valid: VALID_MOBILE },
    },
  },
  correspondenceAddress: {
    spec: 'spec 1 §5, spec 2 §5 (correspondence address)',
    where: 'shell /premises/{Flat 1}, Change correspondence address; PUT /premises/{id}',
    fields: {
      addressLine1: { label: 'Address line 1', api: 'correspondenceAddress.addressLine1', valid: '12 Elm Court' },
      addressLine2: { label: 'Address line 2 (optional)', api: 'correspondenceAddress.addressLine2', valid: 'Elm Grove' },
      addressLine3: { label: 'Address line 3 (optional)', api: 'correspondenceAddress.addressLine3', valid: 'Cotham' },
      city: { label: 'Town or city', api: 'correspondenceAddress.city', valid: 'Bristol' },
      county: { label: 'County (optional)', api: 'correspondenceAddress.county', valid: 'Avon' },
      country: { label: 'Country', api: 'correspondenceAddress.country', valid: 'United Kingdom' },
      postalCode: { label: 'Postcode (optional)', api: 'correspondenceAddress.postalCode', valid: 'BS6 6AB' },
    },
  },
  raiseRequest: {
    spec: 'spec 2 §5 (request)',
    where: 'shell /requests, Raise request (owner@, Riverside Wharf has site staff); POST /tickets',
    fields: {
      developmentId: { label: 'Development', api: 'developmentId', valid: 'Riverside Wharf', apiValid: 'dev-riverside-wharf' },
      premisesId: { label: 'Premises', api: 'premisesId', valid: 'Flat 1', apiValid: 'pre-riverside-flat-1' },
      title: { label: 'Subject', api: 'title', valid: 'Damp patch under the kitchen window' },
      description: { label: 'Message', api: 'description', valid: 'A damp patch has spread under the kitchen window since Sunday.' },
      categoryId: { label: 'Category', api: 'categoryId', valid: 'Repair', apiValid: 'cat-repair' },
      ownerTypeCode: { label: 'Who is this request for?', api: 'ownerTypeCode', valid: 'Site staff', apiValid: 'SS' },
      sendingRequestAs: { label: null, api: 'sendingRequestAs', valid: 'customer' },
    },
  },
  linkPremises: {
    spec: 'spec 1 §2 (Link another premises raises a request), spec 2 §5 (request message: required, at most 500)',
    where: 'shell /premises/{Flat 1}, Link another premises; POST /tickets',
    fields: {
      details: { label: 'Which premises would you like to link?', api: 'description', valid: 'Flat 9, Elm Court, Bristol BS6 6AB' },
      developmentId: { label: null, api: 'developmentId', valid: 'dev-riverside-wharf' },
      premisesId: { label: null, api: 'premisesId', valid: 'pre-riverside-flat-1' },
      title: { label: null, api: 'title', valid: 'Link another premises' },
      sendingRequestAs: { label: null, api: 'sendingRequestAs', valid: 'customer' },
      categoryId: { label: null, api: 'categoryId', valid: 'cat-request' },
      ownerTypeCode: { label: null, api: 'ownerTypeCode', valid: 'PM' },
    },
  },
  feedMessage: {
    spec: 'spec 2 §5 (request message: required, at most 500)',
    where: "shell /requests/{Olivia's leak}, Your message; POST /tickets/{id}/feed",
    fields: { message: { label: 'Your message', api: 'message', valid: 'The patch is now about 30 cm wide.' } },
  },
  ticketStatus: {
    spec: 'spec 2 §7 (PUT /tickets/{id}; the statuses are the reference API\'s, core/schemas/tickets.ts TicketStatus)',
    where: "shell /requests/{Olivia's leak} as Otto Officer, Request status (a select of the statuses only); PUT /tickets/{id}",
    // Its status as it is: the valid request changes nothing another case relies on.
    fields: { status: { label: null, api: 'status', valid: 'In progress' } },
  },
  attachment: {
    spec: 'spec 2 §2, §3 (request attachments; the kinds and the 10 MB limit are the portal\'s, core/schemas/tickets.ts)',
    where: "shell /requests/{Olivia's leak}, Attach files; POST /tickets/{id}/attachments",
    fields: { file: { label: 'Attach files', api: 'file', valid: '' } },
  },
  feedback: {
    spec: 'spec 1 §5 (feedback), §9 (ratings 1 to 5)',
    where: 'shell chrome, Feedback tab, Unhappy; POST /feedback',
    fields: {
      message: { label: 'Your feedback', api: 'message', valid: 'The lift is often out of order.' },
      rating: { label: null, api: 'rating', valid: 2 },
    },
  },
  notificationPreferences: {
    spec: 'spec 2 §2, §3 (the preferences form\'s e-mail; spec 1 §5 wording)',
    where: 'shell /notification-preferences/NP-OWNER-1; PUT /notification-preferences/{id}',
    fields: {
      email: { label: 'Email address', api: 'email', valid: 'owner@example.com' },
      ownersCorrespondence: { label: null, api: 'ownersCorrespondence', valid: true },
      ownersReminders: { label: null, api: 'ownersReminders', valid: true },
    },
  },
  confirmNotificationEmail: {
    spec: 'the link e-mailed to a new correspondence address (our extension: spec 2 §3 notification preferences)',
    where: 'shell /confirm-notification-email/{token} (the token comes from the link, no form: API only); POST /user/confirm-notification-email',
    // The valid token is the one just e-mailed; the suite puts it in place of this text.
    fields: { token: { label: null, api: 'token', valid: CONFIRM_TOKEN_SENT } },
  },
  statementRange: {
    spec: 'spec 1 §5 (custom statement range)',
    where: "shell /charges/{Flat 1's service charge}/statement, Custom; GET /charges/{id}/statement?fromDate&toDate",
    fields: {
      fromDate: { label: 'From', api: 'fromDate', valid: isoDay(-30) },
      toDate: { label: 'To', api: 'toDate', valid: isoDay() },
    },
  },
  userProfile: {
    spec: 'spec 1 §5 (profile); spec 2 §2 settings, which the portal has no page for yet',
    where: 'PUT /user (API only)',
    fields: {
      firstName: { label: null, api: 'profile.firstName', valid: 'Olivia' },
      lastName: { label: null, api: 'profile.lastName', valid: 'Owner' },
      mainNumber: { label: null, api: 'contactInformation.mainNumber', valid: VALID_PHONE },
      mobileNumber: { label: null, api: 'contactInformation.mobileNumber', valid: VALID_MOBILE },
      urgentNewsText: { label: null, api: 'newsPreferences.urgentNewsText', valid: true },
      urgentNewsEmail: { label: null, api: 'newsPreferences.urgentNewsEmail', valid: true },
      importantNewsEmail: { label: null, api: 'newsPreferences.importantNewsEmail', valid: true },
      standardNewsEmail: { label: null, api: 'newsPreferences.standardNewsEmail', valid: true },
      smsNumber: { label: null, api: 'newsPreferences.smsNumber', valid: VALID_MOBILE },
      // spec 1 §3's switch; off as Olivia has it, so the valid request changes nothing of it.
      multifactorEnabled: { label: null, api: 'multiFactorPreferences.multifactorEnabled', valid: false },
    },
  },
  changePassword: {
    spec: 'spec 1 §5 (reset password: 8 to 64, the strength rule), spec 2 §7 PUT /user/new-password',
    where: 'shell /settings, Change password, as Olivia Owner; PUT /user/new-password',
    fields: {
      currentPassword: { label: 'Current password', api: 'currentPassword', valid: 'Portal-Demo-1' },
      newPassword: { label: 'New password', api: 'newPassword', valid: 'Portal-Demo-9' },
    },
  },
  mfaSwitch: {
    spec: 'spec 1 §5, §9 (the 6-digit code), spec 2 §2 settings (MFA on after a code)',
    where: 'shell /settings, multi-factor authentication Turn on, as Olivia Owner; PUT /user/mfa turning it on',
    fields: {
      multifactorEnabled: { label: null, api: 'multifactorEnabled', valid: true },
      challengeToken: { label: null, api: 'challengeToken', valid: 'not-checked-before-the-body' },
      code: { label: 'Verification code', api: 'code', valid: '123456' },
    },
  },
  bookFacility: {
    spec: 'spec 2 §7 (POST /facilities/{id}/bookings); the rules are the facility\'s, checked by the shared slot engine',
    where: "POST /facilities/{the Gym}/bookings as Olivia Owner (API only: the element books the slot it shows)",
    fields: {
      // Day 11 is inside the Gym's 14-day horizon, 10:00 to 12:00 UTC inside its opening hours every day.
      startAt: { label: null, api: 'startAt', valid: hourOn(11, 10) },
      endAt: { label: null, api: 'endAt', valid: hourOn(11, 11) },
      note: { label: null, api: 'note', valid: 'Bringing my own mat.' },
    },
  },
  bookingNote: {
    spec: 'spec 2 §7 (POST .../add-note; a note of at most 500 characters)',
    where: "/book-facilities/{Riverside Wharf}?facilityId&bookingId: the note of Olivia's upcoming Gym booking (POST .../add-note)",
    fields: { note: { label: 'Note', api: 'note', valid: 'Bringing a friend.' } },
  },
  bookingState: {
    spec: 'spec 2 §4, §7 (PUT .../change-state)',
    where: "PUT /facilities/{the Gym}/bookings/{Olivia's upcoming Gym booking}/change-state (API only)",
    fields: { state: { label: null, api: 'state', valid: 'cancelled' } },
  },
  slotRange: {
    spec: 'spec 2 §7 (GET /facilities/{id}/slots?fromDate&toDate)',
    where: 'GET /facilities/{the Gym}/slots (API only: the element asks for the week it shows)',
    fields: {
      fromDate: { label: null, api: 'fromDate', valid: isoDay() },
      toDate: { label: null, api: 'toDate', valid: isoDay(13) },
    },
  },
  customerGroup: {
    spec: 'spec 2 §7 (POST /user-group: name, description, developmentUuid)',
    where: "/admin/{Riverside Wharf}/groups: the create form (POST /user-group) as admin@",
    fields: {
      name: { label: 'Name', api: 'name', valid: 'Gym users' },
      description: { label: 'Description', api: 'description', valid: 'Early risers.' },
      developmentUuid: { label: null, api: 'developmentUuid', valid: 'dev-riverside-wharf' },
    },
  },
  customerGroupMembers: {
    spec: 'spec 2 §7 (POST /user-group/{id}/users: users)',
    where: 'POST /user-group/{Guest Suite users}/users as admin@ (API only: the pick list offers the registered, active customers)',
    fields: { users: { label: null, api: 'users', valid: 'Sam Subtenant', apiValid: ['usr-sam-subtenant'] } },
  },
  customerGroupFacilities: {
    spec: 'spec 2 §7 (POST /user-group/{id}/facilities: facilities)',
    where: "POST /user-group/{Guest Suite users}/facilities as admin@ (API only: the pick list offers the development's facilities)",
    fields: { facilities: { label: null, api: 'facilities', valid: 'Gym', apiValid: ['fac-riverside-gym'] } },
  },
  facilityCreate: {
    spec: 'spec 2 §2, §7 (POST /facilities; core/schemas/facility-admin FacilityCreate)',
    where: 'POST /facilities as Otto Officer, in Riverside Wharf (API only)',
    fields: {
      developmentId: { label: null, api: 'developmentId', valid: 'dev-riverside-wharf' },
      name: { label: null, api: 'name', valid: 'Pool' },
      description: { label: null, api: 'description', valid: 'Heated, 20 metres.' },
      slotType: { label: null, api: 'slotType', valid: 'flexible' },
      leadTime: { label: null, api: 'rules.leadTime', valid: 0 },
      horizon: { label: null, api: 'rules.horizon', valid: 30 },
      minimumSlotDurationInMinutes: { label: null, api: 'rules.minimumSlotDurationInMinutes', valid: 60 },
      bufferTimeInMinutes: { label: null, api: 'rules.bufferTimeInMinutes', valid: 0 },
      businessDays: { label: null, api: 'rules.businessDays', valid: '', apiValid: FACILITY_DAYS },
      fixedSlots: { label: null, api: 'rules.fixedSlots', valid: '', apiValid: [] },
    },
  },
  facilityUpdate: {
    spec: 'spec 2 §2, §7 (PUT /facilities/{id}: merged with the stored facility; users replaced)',
    where: 'PUT /facilities/{the Gym} as Otto Officer (API only)',
    fields: {
      slotType: { label: null, api: 'slotType', valid: 'flexible' },
      users: { label: null, api: 'users', valid: '', apiValid: GYM_USERS },
    },
  },
  facilityUsersQuery: {
    spec: 'spec 2 §7 (GET /facilities/{id}/users[?all=true])',
    where: 'GET /facilities/{the Gym}/users as Otto Officer (API only)',
    fields: { all: { label: null, api: 'all', valid: 'true' } },
  },
  facilityDelete: {
    spec: 'spec 2 §7 (DELETE /facilities/{id}[?cancelUpcomingBookings=true])',
    where: 'DELETE /facilities/{the Roof Terrace} as Ada Admin (API only; no other case uses the Roof Terrace)',
    fields: { cancelUpcomingBookings: { label: null, api: 'cancelUpcomingBookings', valid: 'true' } },
  },
  facilityImage: {
    spec: 'spec 2 §2, §7 (POST /facilities/{id}/images: the real type and the size of the content)',
    where: 'POST /facilities/{the Gym}/images as Otto Officer (API only)',
    fields: {
      name: { label: null, api: 'name', valid: 'Rowing machines' },
      fileName: { label: null, api: 'fileName', valid: 'rowing.png' },
      content: { label: null, api: 'content', valid: PNG_SIGNATURE },
    },
  },
  facilityImageChange: {
    spec: 'spec 2 §2, §7 (PUT /facilities/{id}/images/{imageId})',
    where: "PUT /facilities/{the Gym}/images/{the Gym's second image} as Otto Officer (API only)",
    fields: {
      name: { label: null, api: 'name', valid: 'Free weights' },
      isMainImage: { label: null, api: 'isMainImage', valid: true },
    },
  },
  // Customers (server/areas/customers). API only here: the add customer and add premises dialogs'
  // own rules are their DOM tests'; a form driver for them can give these fields their labels.
  customerCreate: {
    spec: 'spec 2 §5 (add customer), §7 (POST /customers)',
    where: 'POST /customers as Otto Officer (sl3) in Riverside Wharf (API only)',
    fields: {
      email: { label: null, api: 'email', valid: 'bad.input@example.com' },
      developmentId: { label: null, api: 'developmentId', valid: 'dev-riverside-wharf' },
      firstName: { label: null, api: 'firstName', valid: 'Bea' },
      lastName: { label: null, api: 'lastName', valid: 'Badinput' },
      title: { label: null, api: 'title', valid: 'Ms' },
      relationshipTypeId: { label: null, api: 'relationshipTypeId', valid: 'rel-tenant' },
      premisesId: { label: null, api: 'premisesId', valid: 'pre-riverside-flat-5' },
      mainNumber: { label: null, api: 'mainNumber', valid: '020 7946 0003' },
    },
  },
  customerPremises: {
    spec: 'spec 2 §5 (add premises: premises and relationship required)',
    where: 'POST /customers/{Uma Unregistered}/premises as Otto Officer (API only)',
    fields: {
      developmentId: { label: null, api: 'developmentId', valid: 'dev-riverside-wharf' },
      premisesId: { label: null, api: 'premisesId', valid: 'pre-riverside-flat-5' },
      relationshipTypeId: { label: null, api: 'relationshipTypeId', valid: 'rel-tenant' },
    },
  },
  relationshipUpdate: {
    spec: 'spec 2 §4, §7 (PATCH /contact-relationships/{id}: active)',
    where: "PATCH /contact-relationships/{Sam's Flat 4} as Otto Officer (API only)",
    fields: { active: { label: null, api: 'active', valid: true } },
  },
  customerDetailQuery: {
    spec: 'spec 2 §7 (GET /customers/{id}: the development whose staff asks)',
    where: 'GET /customers/{Olivia}?developmentId= as Otto Officer (API only)',
    fields: { developmentId: { label: null, api: 'developmentId', valid: 'dev-riverside-wharf' } },
  },
  adminPasswordReset: {
    spec: 'spec 2 §4, §5 (generated temporary password), §7 (PUT /admin/users/{id}/password: newPassword)',
    where: 'PUT /admin/users/{Ivy Inactive}/password as Ada Admin (API only: the portal generates the password)',
    fields: { newPassword: { label: null, api: 'newPassword', valid: 'aB3$kLm9x' } },
  },
  // View as customer, the access log and the development image (server/areas/auth, residents'
  // development-admin.ts). API only here: the header image's picker resizes what it sends, and the
  // reports tab's range is its DOM tests'.
  developmentPicture: {
    spec: 'spec 2 §5 (development image), §7 (PUT /developments/{id}: picture)',
    where: 'PUT /developments/{Riverside Wharf} as Otto Officer (API only)',
    fields: {
      fileName: { label: null, api: 'picture.fileName', valid: 'riverside.png' },
      content: { label: null, api: 'picture.content', valid: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' },
    },
  },
  contentImage: {
    spec: 'spec 2 §7 (the misc image of news and pages; POST /developments/{id}/images, an extension)',
    where: 'POST /developments/{Riverside Wharf}/images as Otto Officer (API only; the picker resizes what it sends)',
    fields: {
      name: { label: null, api: 'name', valid: 'Bin store map' },
      fileName: { label: null, api: 'fileName', valid: 'bins.png' },
      content: { label: null, api: 'content', valid: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' },
    },
  },
  viewAsQuery: {
    spec: 'spec 2 §7 (GET /customers/{id}/view-as: the development the admin views from)',
    where: 'GET /customers/{Olivia}/view-as?developmentUUID= as Ada Admin (API only)',
    fields: { developmentUUID: { label: null, api: 'developmentUUID', valid: 'dev-riverside-wharf' } },
  },
  accessLogRange: {
    spec: 'spec 2 §2 (reports: the access log for a date range), §7',
    where: 'GET /developments/{Riverside Wharf}/access-log?fromDate&toDate as Ada Admin (API only)',
    fields: {
      fromDate: { label: null, api: 'fromDate', valid: isoDay(-30) },
      toDate: { label: null, api: 'toDate', valid: isoDay() },
    },
  },
  // Parcels (server/areas/parcels). API only here: the add and edit parcel forms' own rules are
  // their DOM tests' (shell/admin/parcels).
  parcelCreate: {
    spec: 'spec 2 §3 Parcel, §7 (POST /developments/{id}/parcels)',
    where: 'POST /developments/{Riverside Wharf}/parcels as Otto Officer (API only)',
    fields: {
      premisesId: { label: null, api: 'premisesId', valid: 'pre-riverside-flat-1' },
      typeId: { label: null, api: 'typeId', valid: 'pty-letter' },
      receivedOn: { label: null, api: 'receivedOn', valid: isoDay(-1) },
      note: { label: null, api: 'note', valid: 'In the post room.' },
    },
  },
  parcelUpdate: {
    spec: 'spec 2 §3 Parcel, §7 (PUT /developments/{id}/parcels/{parcelId})',
    where: 'PUT /developments/{Riverside Wharf}/parcels/{prc-flat-1-letter} as Otto Officer (API only)',
    fields: {
      collected: { label: null, api: 'collected', valid: true },
      typeId: { label: null, api: 'typeId', valid: 'pty-letter' },
    },
  },
  // Staff's tasks (core/schemas/tasks.ts): API only here; the task form's own fields are its suite's.
  task: {
    spec: 'spec 2 §3 (Task: attachments, development, statuses), §7 (POST /tasks)',
    where: 'POST /tasks as Otto Officer (API only)',
    fields: {
      developmentId: { label: null, api: 'developmentId', valid: 'Riverside Wharf', apiValid: 'dev-riverside-wharf' },
      title: { label: null, api: 'title', valid: 'Paint the railings' },
      description: { label: null, api: 'description', valid: 'South side.' },
      statusId: { label: null, api: 'statusId', valid: 'Open', apiValid: 'tst-open' },
      dueOn: { label: null, api: 'dueOn', valid: isoDay(7) },
      attachments: { label: null, api: 'attachments', valid: 'none', apiValid: [] },
    },
  },
  taskChange: {
    spec: 'spec 2 §7 (PUT /tasks/{id})',
    where: 'PUT /tasks/{the lift task} as Otto Officer (API only)',
    fields: {
      statusId: { label: null, api: 'statusId', valid: 'In progress', apiValid: 'tst-in-progress' },
      removedAttachmentIds: { label: null, api: 'removedAttachmentIds', valid: 'none', apiValid: [] },
    },
  },
  // Staff's news and pages (core/schemas/news-admin.ts, developments.ts PostInput): API only here;
  // the news form's and page panel's own fields are their suites'.
  newsItem: {
    spec: 'spec 2 §5 (news: title, category, description, developments, linked documents), §7 (POST /news)',
    where: 'POST /news as Otto Officer (API only)',
    fields: {
      developmentIds: { label: null, api: 'developmentIds', valid: 'Riverside Wharf', apiValid: ['dev-riverside-wharf'] },
      title: { label: null, api: 'title', valid: 'Water off on Friday' },
      category: { label: null, api: 'category', valid: 'standard' },
      description: { label: null, api: 'description', valid: '<p>From 9:00 to 12:00.</p>' },
      linkedLibraryFiles: { label: null, api: 'linkedLibraryFiles', valid: 'none', apiValid: [] },
    },
  },
  page: {
    spec: 'spec 2 §5 (pages: title and description required, published), §7 (POST /developments/{id}/posts)',
    where: 'POST /developments/{Riverside Wharf}/posts as Otto Officer; the title in the Add page panel of Riverside Wharf as Ada Admin',
    fields: {
      title: { label: 'Title', api: 'title', valid: 'Recycling' },
      description: { label: null, api: 'description', valid: '<p>Blue bins on Fridays.</p>' },
      published: { label: null, api: 'published', valid: false },
    },
  },
};

// ---------------------------------------------------------------------------------------------
// The cases
// ---------------------------------------------------------------------------------------------

const MB = 1024 * 1024;

export const CASES: readonly BadInputCase[] = [
  // Sign-in: e-mail required and valid, password required.
  { form: 'signIn', field: 'email', rule: 'e-mail required', value: '', message: VALID_EMAIL, api: api.blank('email') },
  { form: 'signIn', field: 'email', rule: 'e-mail valid', value: 'owner@', message: VALID_EMAIL, api: api.email('email') },
  { form: 'signIn', field: 'password', rule: 'password required', value: '', message: PASSWORD_REQUIRED, api: api.blank('password') },

  // MFA code: required (Verification code is required), whitespace stripped; 6 digits.
  { form: 'mfaCode', field: 'code', rule: 'required', value: '', message: 'Verification code is required', api: api.blank('code') },
  { form: 'mfaCode', field: 'code', rule: 'required, whitespace stripped', value: '   ', message: 'Verification code is required', api: api.blank('code') },
  { form: 'mfaCode', field: 'code', rule: '6 digits', value: '12345', message: 'Enter the 6-digit code', api: 'code: must be exactly 6 digits' },
  { form: 'mfaCode', field: 'code', rule: '6 digits', value: '1234567', message: 'Enter the 6-digit code', api: 'code: must be exactly 6 digits' },
  { form: 'mfaCode', field: 'code', rule: '6 digits', value: '12a456', message: 'Enter the 6-digit code', api: 'code: must be exactly 6 digits' },

  // Forgot password: e-mail required and valid, Enter a valid email address.
  { form: 'forgotPassword', field: 'email', rule: 'required', value: '', message: VALID_EMAIL, api: api.blank('email') },
  { form: 'forgotPassword', field: 'email', rule: 'required', value: '   ', message: VALID_EMAIL, api: api.blank('email') },
  { form: 'forgotPassword', field: 'email', rule: 'valid', value: 'owner@', message: VALID_EMAIL, api: api.email('email') },
  { form: 'forgotPassword', field: 'email', rule: 'valid', value: 'owner.example.com', message: VALID_EMAIL, api: api.email('email') },
  { form: 'forgotPassword', field: 'email', rule: 'valid', value: 'owner @example.com', message: VALID_EMAIL, api: api.email('email') },
  { form: 'forgotPassword', field: 'email', rule: 'valid', value: 'owner@example', message: VALID_EMAIL, api: api.email('email') },
  { form: 'forgotPassword', field: 'email', rule: 'valid (at most 254)', value: `${text(250)}@example.com`, message: VALID_EMAIL, api: api.max('email', 254) },

  // Reset password: required, 8 to 64, strength.
  { form: 'resetPassword', field: 'newPassword', rule: 'required', value: '', message: PASSWORD_REQUIRED, api: api.blank('newPassword') },
  { form: 'resetPassword', field: 'newPassword', rule: 'min 8', value: 'Abc-123', message: PASSWORD_TOO_SHORT, api: api.min('newPassword', 8) },
  // Characters as typed: an emoji is one (core/domain and the API both count code points).
  { form: 'resetPassword', field: 'newPassword', rule: 'min 8', value: '😀😀😀😀Ab1', message: PASSWORD_TOO_SHORT, api: api.min('newPassword', 8) },
  { form: 'resetPassword', field: 'newPassword', rule: 'max 64', value: text(65, 'Portal-Demo-1'), message: PASSWORD_TOO_LONG, api: api.max('newPassword', 64) },
  { form: 'resetPassword', field: 'newPassword', rule: 'strength', value: 'aaaaaaaa', message: PASSWORD_WEAK, api: api.weak('newPassword') },
  { form: 'resetPassword', field: 'newPassword', rule: 'strength', value: 'abcdefgh', message: PASSWORD_WEAK, api: api.weak('newPassword') },
  { form: 'resetPassword', field: 'newPassword', rule: 'strength', value: '12345678', message: PASSWORD_WEAK, api: api.weak('newPassword') },
  { form: 'resetPassword', field: 'newPassword', rule: 'strength', value: 'a1a1a1a1', message: PASSWORD_WEAK, api: api.weak('newPassword') },

  // Sign-up step 1: the invitation key is required, This field is required.
  { form: 'signupKey', field: 'invitationKey', rule: 'required', value: '', message: REQUIRED, api: api.blank('invitationKey') },
  { form: 'signupKey', field: 'invitationKey', rule: 'required', value: '   ', message: REQUIRED, api: api.blank('invitationKey') },

  // Sign-up step 2: e-mail and confirm e-mail required and valid; tenant reference required; the two e-mails equal.
  { form: 'signupIdentity', field: 'email', rule: 'e-mail required', value: '', message: VALID_EMAIL, api: api.blank('email') },
  { form: 'signupIdentity', field: 'email', rule: 'e-mail valid', value: 'una@', message: VALID_EMAIL, api: api.email('email') },
  { form: 'signupIdentity', field: 'email', rule: 'e-mail valid', value: 'una.unconfirmed.example.com', message: VALID_EMAIL, api: api.email('email') },
  { form: 'signupIdentity', field: 'confirmEmail', rule: 'confirm e-mail required', value: '', message: VALID_EMAIL, api: null },
  { form: 'signupIdentity', field: 'confirmEmail', rule: 'confirm e-mail valid', value: 'una@', message: VALID_EMAIL, api: null },
  {
    form: 'signupIdentity',
    field: 'confirmEmail',
    rule: "the two e-mails differ: the Emails don't match dialog",
    value: 'una.unconfirmd@example.com',
    message: "Emails don't match",
    shownIn: 'dialog',
    api: null,
  },
  { form: 'signupIdentity', field: 'tenantAccountNumber', rule: 'tenant reference required', value: '', message: REQUIRED, api: api.required('tenantAccountNumber') },
  { form: 'signupIdentity', field: 'tenantAccountNumber', rule: 'tenant reference required', value: '   ', message: REQUIRED, api: api.required('tenantAccountNumber') },
  // The premises' postcode, asked with the reference when the invitation names no premises: required, 5 to 8 characters, a UK postcode.
  { form: 'signupIdentity', field: 'postalCode', rule: 'postcode required', value: '', message: REQUIRED, api: api.blank('postalCode') },
  { form: 'signupIdentity', field: 'postalCode', rule: 'postcode required', value: '   ', message: REQUIRED, api: api.blank('postalCode') },
  { form: 'signupIdentity', field: 'postalCode', rule: 'postcode required (left out of the body)', value: '', apiValue: ABSENT, message: REQUIRED, api: api.required('postalCode') },
  { form: 'signupIdentity', field: 'postalCode', rule: 'postcode min 5', value: 'LS1', message: POSTCODE, api: api.min('postalCode', 5) },
  { form: 'signupIdentity', field: 'postalCode', rule: 'postcode max 8', value: 'LS1 4BPXX', message: POSTCODE, api: api.max('postalCode', 8) },
  { form: 'signupIdentity', field: 'postalCode', rule: 'a UK postcode', value: 'LS1-4BP', message: POSTCODE, api: api.postcode('postalCode') },
  { form: 'signupIdentity', field: 'postalCode', rule: 'a UK postcode', value: '12345', message: POSTCODE, api: api.postcode('postalCode') },

  // Sign-up step 3: names required; phones at most 17; password required, min 8, strong; sms number required and GB with urgent news by text.
  { form: 'signupProfile', field: 'firstName', rule: 'first name required', value: '', message: REQUIRED, api: api.blank('profile.firstName') },
  { form: 'signupProfile', field: 'firstName', rule: 'first name required', value: '   ', message: REQUIRED, api: api.blank('profile.firstName') },
  { form: 'signupProfile', field: 'lastName', rule: 'last name required', value: '', message: REQUIRED, api: api.blank('profile.lastName') },
  { form: 'signupProfile', field: 'mainNumber', rule: 'main number max 17', value: LONG_PHONE, message: PHONE_TOO_LONG, api: api.max('contactInformation.mainNumber', 17) },
  { form: 'signupProfile', field: 'mobileNumber', rule: 'mobile number max 17', value: LONG_PHONE, message: PHONE_TOO_LONG, api: api.max('contactInformation.mobileNumber', 17) },
  { form: 'signupProfile', field: 'password', rule: 'password required', value: '', message: PASSWORD_REQUIRED, api: api.blank('password') },
  // Left out as an invitation that needs no password leaves it out: this one needs it (server/areas/account/signup.test.ts has the other).
  { form: 'signupProfile', field: 'password', rule: 'password required (left out of the body)', value: '', apiValue: ABSENT, message: PASSWORD_REQUIRED, api: api.required('password') },
  { form: 'signupProfile', field: 'password', rule: 'password min 8', value: 'Abc-123', message: PASSWORD_TOO_SHORT, api: api.min('password', 8) },
  { form: 'signupProfile', field: 'password', rule: 'password min 8', value: '😀😀😀😀Ab1', message: PASSWORD_TOO_SHORT, api: api.min('password', 8) },
  { form: 'signupProfile', field: 'password', rule: 'password strength', value: 'aaaaaaaaaa', message: PASSWORD_WEAK, api: api.weak('password') },
  { form: 'signupProfile', field: 'smsNumber', rule: 'sms number required with urgent news by text', value: '', message: PHONE_REQUIRED, api: api.required('newsPreferences.smsNumber') },
  { form: 'signupProfile', field: 'smsNumber', rule: 'sms number a GB number', value: '12345', message: PHONE_INVALID, api: api.phone('newsPreferences.smsNumber') },
  { form: 'signupProfile', field: 'smsNumber', rule: 'sms number a GB number', value: '+353 1 234 5678', message: PHONE_INVALID, api: api.phone('newsPreferences.smsNumber') },
  { form: 'signupProfile', field: 'smsNumber', rule: 'sms number max 17', value: LONG_PHONE, message: PHONE_TOO_LONG, api: api.max('newsPreferences.smsNumber', 17) },

  // The demo identity provider: the portal's callback on a configured origin, and a state to send back.
  { form: 'ssoAuthorize', field: 'redirect_uri', rule: 'callback required', value: '', apiValue: ABSENT, message: null, api: api.required('redirect_uri') },
  { form: 'ssoAuthorize', field: 'redirect_uri', rule: 'callback an http(s) address', value: 'javascript:alert(1)', message: null, api: 'redirect_uri: must be an http(s) address' },
  { form: 'ssoAuthorize', field: 'redirect_uri', rule: 'callback on a configured origin', value: 'https://evil.example/signin/sso', message: null, api: 'redirect_uri: must be an address of the portal' },
  { form: 'ssoAuthorize', field: 'state', rule: 'state required', value: '', apiValue: ABSENT, message: null, api: api.required('state') },
  { form: 'ssoAuthorize', field: 'state', rule: 'state an identifier', value: 'a b"<', message: null, api: 'state: must be an identifier' },

  // Correspondence address: line 1 required max 255; lines 2, 3 max 255; city required max 40; county max 40; country required max 40; postcode 3 to 15.
  { form: 'correspondenceAddress', field: 'addressLine1', rule: 'required', value: '', message: REQUIRED, api: api.blank('correspondenceAddress.addressLine1') },
  { form: 'correspondenceAddress', field: 'addressLine1', rule: 'required', value: '   ', message: REQUIRED, api: api.blank('correspondenceAddress.addressLine1') },
  { form: 'correspondenceAddress', field: 'addressLine1', rule: 'max 255', value: text(256), message: maxLength(255), api: api.max('correspondenceAddress.addressLine1', 255) },
  { form: 'correspondenceAddress', field: 'addressLine2', rule: 'max 255', value: text(256), message: maxLength(255), api: api.max('correspondenceAddress.addressLine2', 255) },
  { form: 'correspondenceAddress', field: 'addressLine3', rule: 'max 255', value: text(256), message: maxLength(255), api: api.max('correspondenceAddress.addressLine3', 255) },
  { form: 'correspondenceAddress', field: 'city', rule: 'required', value: '', message: REQUIRED, api: api.blank('correspondenceAddress.city') },
  { form: 'correspondenceAddress', field: 'city', rule: 'max 40', value: text(41), message: maxLength(40), api: api.max('correspondenceAddress.city', 40) },
  { form: 'correspondenceAddress', field: 'county', rule: 'max 40', value: text(41), message: maxLength(40), api: api.max('correspondenceAddress.county', 40) },
  { form: 'correspondenceAddress', field: 'country', rule: 'required', value: '', message: REQUIRED, api: api.blank('correspondenceAddress.country') },
  { form: 'correspondenceAddress', field: 'country', rule: 'max 40', value: text(41), message: maxLength(40), api: api.max('correspondenceAddress.country', 40) },
  { form: 'correspondenceAddress', field: 'postalCode', rule: 'min 3', value: 'B1', message: minLength(3), api: api.min('correspondenceAddress.postalCode', 3) },
  { form: 'correspondenceAddress', field: 'postalCode', rule: 'max 15', value: text(16, 'BS66AB'), message: maxLength(15), api: api.max('correspondenceAddress.postalCode', 15) },

  // Raise a request: development required; premises and category required (customer); audience required with site staff;
  // subject required max 150; message required max 500. The unticked radio groups come first: a radio cannot be unticked.
  { form: 'raiseRequest', field: 'categoryId', rule: 'category required (customer)', value: '', apiValue: ABSENT, message: 'Choose a category', api: api.required('categoryId') },
  {
    form: 'raiseRequest',
    field: 'ownerTypeCode',
    rule: 'audience required when the development has site staff',
    value: '',
    apiValue: ABSENT,
    message: 'Choose who this request is for',
    api: 'ownerTypeCode: is required when the development has site staff',
  },
  { form: 'raiseRequest', field: 'developmentId', rule: 'development required', value: '', apiValue: ABSENT, message: 'Choose a development for your request', api: api.required('developmentId') },
  { form: 'raiseRequest', field: 'premisesId', rule: 'premises required (customer)', value: '', apiValue: ABSENT, message: 'Choose the premises', api: api.required('premisesId') },
  { form: 'raiseRequest', field: 'title', rule: 'subject required', value: '', message: 'Enter a subject', api: api.blank('title') },
  { form: 'raiseRequest', field: 'title', rule: 'subject required', value: '   ', message: 'Enter a subject', api: api.blank('title') },
  { form: 'raiseRequest', field: 'title', rule: 'subject max 150', value: text(151), message: maxLength(150), api: api.max('title', 150) },
  { form: 'raiseRequest', field: 'description', rule: 'message required', value: '', message: 'Enter a message', api: api.blank('description') },
  { form: 'raiseRequest', field: 'description', rule: 'message required', value: '  \n  ', message: 'Enter a message', api: api.blank('description') },
  { form: 'raiseRequest', field: 'description', rule: 'message max 500', value: text(501), message: maxLength(500), api: api.max('description', 500) },

  // Link another premises: the request's message, required, at most 500.
  { form: 'linkPremises', field: 'details', rule: 'required', value: '', message: REQUIRED, api: api.blank('description') },
  { form: 'linkPremises', field: 'details', rule: 'required', value: ' \n ', message: REQUIRED, api: api.blank('description') },
  { form: 'linkPremises', field: 'details', rule: 'max 500', value: text(501), message: maxLength(500), api: api.max('description', 500) },

  // A request's feed message: required, at most 500.
  { form: 'feedMessage', field: 'message', rule: 'required', value: '   ', message: 'Enter a message', api: api.blank('message') },
  { form: 'feedMessage', field: 'message', rule: 'max 500', value: text(501), message: maxLength(500), api: api.max('message', 500) },
  { form: 'ticketStatus', field: 'status', rule: 'one of the statuses', value: 'Reopened', message: null, api: api.oneOf('status') },
  { form: 'ticketStatus', field: 'status', rule: 'a status is text', value: 3, message: null, api: api.oneOf('status') },
  { form: 'ticketStatus', field: 'status', rule: 'something to change', value: '', apiValue: ABSENT, message: null, api: 'at least one of' },

  // Attachments: of an accepted kind, at most 10 MB.
  {
    form: 'attachment',
    field: 'file',
    rule: 'an accepted kind',
    value: { name: 'setup.exe', mimeType: 'application/x-msdownload', size: 2048, fill: 'MZ' },
    message: 'setup.exe is not a file we accept. Choose a PDF, JPEG, PNG, HEIC, HEIF, text or Word file.',
    api: 'Files of type application/x-msdownload are not accepted',
    status: 415,
  },
  {
    form: 'attachment',
    field: 'file',
    rule: 'an accepted kind',
    value: { name: 'page.html', mimeType: 'text/html', size: 64, fill: '<script>alert(1)</script>' },
    message: 'page.html is not a file we accept. Choose a PDF, JPEG, PNG, HEIC, HEIF, text or Word file.',
    api: 'Files of type text/html are not accepted',
    status: 415,
  },
  {
    form: 'attachment',
    field: 'file',
    rule: 'at most 10 MB',
    value: { name: 'survey.txt', mimeType: 'text/plain', size: 10 * MB + 1, fill: 'a' },
    message: 'survey.txt is larger than 10 MB. Choose a smaller file.',
    api: 'The file is too large: attachments may be at most 10 MB.',
    status: 413,
  },

  // Feedback: 1 to 3000 characters, whitespace only is empty; ratings 1 to 5 (the form offers only those).
  { form: 'feedback', field: 'message', rule: 'min 1', value: '', message: REQUIRED, api: api.blank('message') },
  { form: 'feedback', field: 'message', rule: 'whitespace only is empty', value: '  \n ', message: REQUIRED, api: api.blank('message') },
  { form: 'feedback', field: 'message', rule: 'max 3000', value: text(3001), message: maxLength(3000), api: api.max('message', 3000) },
  { form: 'feedback', field: 'rating', rule: 'ratings 1 to 5', value: 0, message: null, api: 'rating: must be between 1 and 5' },
  { form: 'feedback', field: 'rating', rule: 'ratings 1 to 5', value: 6, message: null, api: 'rating: must be between 1 and 5' },
  { form: 'feedback', field: 'rating', rule: 'ratings 1 to 5', value: 2.5, message: null, api: 'rating: must be a whole number' },

  // Notification preferences: the e-mail required and valid.
  { form: 'confirmNotificationEmail', field: 'token', rule: 'token required', value: '', apiValue: ABSENT, message: null, api: api.required('token') },
  { form: 'confirmNotificationEmail', field: 'token', rule: 'token not blank', value: '   ', message: null, api: api.blank('token') },
  { form: 'confirmNotificationEmail', field: 'token', rule: 'token at most 4096', value: text(4097), message: null, api: api.max('token', 4096) },
  { form: 'confirmNotificationEmail', field: 'token', rule: 'token is text', value: '', apiValue: 12345, message: null, api: api.type('token') },
  { form: 'notificationPreferences', field: 'email', rule: 'required', value: '', message: VALID_EMAIL, api: api.blank('email') },
  { form: 'notificationPreferences', field: 'email', rule: 'valid', value: 'owner@', message: VALID_EMAIL, api: api.email('email') },
  { form: 'notificationPreferences', field: 'email', rule: 'valid', value: 'owner@example', message: VALID_EMAIL, api: api.email('email') },

  // Custom statement range: from not after to, to not after today, from not before the oldest transaction.
  { form: 'statementRange', field: 'fromDate', rule: 'from not after to', value: isoDay(1), message: 'The start date cannot be after the end date', api: 'fromDate: must not be after toDate' },
  { form: 'statementRange', field: 'toDate', rule: 'to not after today', value: isoDay(1), message: 'The end date cannot be after today', api: 'toDate: must not be after today' },
  // The API answers the lines in a range and knows no "oldest" before it has read them: a from date
  // before the first line is the same as none there, so only the form refuses it.
  { form: 'statementRange', field: 'fromDate', rule: 'from not before the oldest transaction', value: '2000-01-01', message: 'The start date cannot be before the first transaction', api: null },

  // The profile through PUT /user: the same rules as sign-up step 3.
  { form: 'userProfile', field: 'firstName', rule: 'first name required', value: '  ', message: null, api: api.blank('profile.firstName') },
  { form: 'userProfile', field: 'lastName', rule: 'last name required', value: '', message: null, api: api.blank('profile.lastName') },
  { form: 'userProfile', field: 'mainNumber', rule: 'main number max 17', value: LONG_PHONE, message: null, api: api.max('contactInformation.mainNumber', 17) },
  { form: 'userProfile', field: 'mobileNumber', rule: 'mobile number max 17', value: LONG_PHONE, message: null, api: api.max('contactInformation.mobileNumber', 17) },
  { form: 'userProfile', field: 'smsNumber', rule: 'sms number required with urgent news by text', value: '', message: null, api: api.required('newsPreferences.smsNumber') },
  { form: 'userProfile', field: 'smsNumber', rule: 'sms number a GB number', value: '+1 202 555 0100', message: null, api: api.phone('newsPreferences.smsNumber') },
  { form: 'userProfile', field: 'multifactorEnabled', rule: 'multiFactorPreferences (multifactorEnabled) a boolean', value: 'yes', message: null, api: api.type('multiFactorPreferences.multifactorEnabled') },

  // Settings' password change: the current password required; the new one as reset password's.
  { form: 'changePassword', field: 'currentPassword', rule: 'current password required', value: '', message: PASSWORD_REQUIRED, api: api.blank('currentPassword') },
  { form: 'changePassword', field: 'newPassword', rule: 'new password min 8', value: 'Abc-123', message: PASSWORD_TOO_SHORT, api: api.min('newPassword', 8) },
  { form: 'changePassword', field: 'newPassword', rule: 'new password max 64', value: text(65, 'Portal-Demo-1'), message: PASSWORD_TOO_LONG, api: api.max('newPassword', 64) },
  { form: 'changePassword', field: 'newPassword', rule: 'new password strength', value: 'abcdefgh', message: PASSWORD_WEAK, api: api.weak('newPassword') },

  // Settings' MFA switch: the code of the confirmation, 6 digits.
  { form: 'mfaSwitch', field: 'code', rule: 'code required', value: '', message: 'Verification code is required', api: api.blank('code') },
  { form: 'mfaSwitch', field: 'code', rule: '6 digits', value: '12345', message: 'Enter the 6-digit code', api: 'code: must be exactly 6 digits' },
  { form: 'mfaSwitch', field: 'challengeToken', rule: 'the challenge token required', value: '', apiValue: ABSENT, message: null, api: api.required('challengeToken') },

  // Booking a facility: instants with an offset, start not after end; then the facility's rules.
  { form: 'bookFacility', field: 'startAt', rule: 'start required', value: '', apiValue: ABSENT, message: null, api: api.required('startAt') },
  { form: 'bookFacility', field: 'startAt', rule: 'an instant', value: 'tomorrow at ten', message: null, api: api.dateTime('startAt') },
  { form: 'bookFacility', field: 'endAt', rule: 'an instant with an offset', value: `${isoDay(11)}T11:00:00`, message: null, api: api.dateTime('endAt') },
  { form: 'bookFacility', field: 'endAt', rule: 'start not after end', value: hourOn(11, 9), message: null, api: api.order('startAt', 'endAt') },
  { form: 'bookFacility', field: 'note', rule: 'a note is text', value: 5, message: null, api: api.type('note') },
  { form: 'bookFacility', field: 'startAt', rule: 'not in the past', value: hourOn(-1, 10), message: null, api: 'This slot has already started' },
  { form: 'bookFacility', field: 'startAt', rule: 'within opening hours', value: hourOn(11, 3), message: null, api: 'The facility is closed at that time.' },
  { form: 'bookFacility', field: 'startAt', rule: 'on a step of the minimum duration', value: `${isoDay(11)}T10:10:00.000Z`, message: null, api: 'That is not one of the facility\u2019s slots' },

  // A booking's note and state.
  { form: 'bookingNote', field: 'note', rule: 'note required (empty clears it)', value: '', apiValue: ABSENT, message: null, api: api.required('note') },
  { form: 'bookingNote', field: 'note', rule: 'a note is text', value: 5, message: null, api: api.type('note') },
  { form: 'bookingNote', field: 'note', rule: 'max 500', value: text(501), message: maxLength(500), api: api.max('note', 500) },
  { form: 'bookingState', field: 'state', rule: 'one of the booking states', value: 'deleted', message: null, api: api.oneOf('state') },
  { form: 'bookingState', field: 'state', rule: 'state required', value: '', apiValue: ABSENT, message: null, api: api.required('state') },

  // The slots' range: calendar dates, from not after to, at most a year of days.
  { form: 'slotRange', field: 'fromDate', rule: 'a calendar date', value: '2030-02-30', message: null, api: api.date('fromDate') },
  { form: 'slotRange', field: 'toDate', rule: 'to required', value: '', apiValue: ABSENT, message: null, api: api.required('toDate') },
  { form: 'slotRange', field: 'fromDate', rule: 'from not after to', value: isoDay(14), message: null, api: api.order('fromDate', 'toDate') },
  { form: 'slotRange', field: 'toDate', rule: 'at most 366 days after from', value: isoDay(400), message: null, api: 'toDate: must be at most 366 days after fromDate' },

  // Customer groups (staff): a name and a description within their limits, a development the
  // staff member works in; members each a registered, active customer of the group's development,
  // facilities each one of its facilities.
  { form: 'customerGroup', field: 'name', rule: 'name required', value: '', message: REQUIRED, api: api.blank('name') },
  { form: 'customerGroup', field: 'name', rule: 'max 100', value: text(101), message: maxLength(100), api: api.max('name', 100) },
  { form: 'customerGroup', field: 'description', rule: 'max 500', value: text(501), message: maxLength(500), api: api.max('description', 500) },
  { form: 'customerGroup', field: 'developmentUuid', rule: 'development required', value: '', apiValue: ABSENT, message: null, api: api.required('developmentUuid') },
  { form: 'customerGroup', field: 'developmentUuid', rule: 'a development of the staff', value: 'dev-nowhere', message: null, api: 'developmentUuid: must be a development you work in' },
  { form: 'customerGroupMembers', field: 'users', rule: 'at least one', value: 'nobody', apiValue: [], message: null, api: api.required('users') },
  { form: 'customerGroupMembers', field: 'users', rule: 'a list of ids', value: 'Sam', apiValue: 'usr-sam-subtenant', message: null, api: api.type('users') },
  { form: 'customerGroupMembers', field: 'users', rule: 'a customer of the development', value: 'Dee', apiValue: ['usr-dee-downgraded'], message: null, api: "users: usr-dee-downgraded is not a registered, active customer of the group's development" },
  { form: 'customerGroupFacilities', field: 'facilities', rule: 'at least one', value: 'none', apiValue: [], message: null, api: api.required('facilities') },
  { form: 'customerGroupFacilities', field: 'facilities', rule: 'a facility of the development', value: 'Roof Terrace', apiValue: ['fac-harbour-roof-terrace'], message: null, api: "facilities: fac-harbour-roof-terrace is not a facility of the group's development" },

  // Staff facility management (core/schemas/facility-admin.ts): the settings, one at a time and across fields.
  { form: 'facilityCreate', field: 'developmentId', rule: 'development required', value: '', apiValue: ABSENT, message: null, api: api.required('developmentId') },
  { form: 'facilityCreate', field: 'name', rule: 'name required', value: '   ', message: null, api: api.blank('name') },
  { form: 'facilityCreate', field: 'name', rule: 'max 100', value: text(101), message: null, api: api.max('name', 100) },
  { form: 'facilityCreate', field: 'description', rule: 'max 2000', value: text(2001), message: null, api: api.max('description', 2000) },
  { form: 'facilityCreate', field: 'slotType', rule: 'flexible or fixed', value: 'hourly', message: null, api: api.oneOf('slotType') },
  { form: 'facilityCreate', field: 'slotType', rule: 'a fixed facility has fixed slots', value: 'fixed', message: null, api: api.required('rules.fixedSlots') },
  { form: 'facilityCreate', field: 'leadTime', rule: 'at most 30 days', value: 43_201, message: null, api: 'rules.leadTime: must be between 0 and 43200' },
  { form: 'facilityCreate', field: 'horizon', rule: 'at most 366 days', value: 367, message: null, api: 'rules.horizon: must be between 0 and 366' },
  { form: 'facilityCreate', field: 'minimumSlotDurationInMinutes', rule: 'at least 5 minutes', value: 4, message: null, api: 'rules.minimumSlotDurationInMinutes: must be between 5 and 1440' },
  { form: 'facilityCreate', field: 'bufferTimeInMinutes', rule: 'a whole number', value: 2.5, message: null, api: api.type('rules.bufferTimeInMinutes') },
  {
    form: 'facilityCreate',
    field: 'businessDays',
    rule: 'closes after it opens',
    value: 'Monday 18:00-09:00',
    apiValue: { ...FACILITY_DAYS, monday: { openingHour: '18:00', closingHour: '09:00' } },
    message: null,
    api: 'rules.businessDays.monday.closingHour: must be after openingHour',
  },
  {
    form: 'facilityCreate',
    field: 'businessDays',
    rule: 'HH:mm',
    value: 'Monday 9am',
    apiValue: { ...FACILITY_DAYS, monday: { openingHour: '9am', closingHour: '17:00' } },
    message: null,
    api: 'rules.businessDays.monday.openingHour: must be a time of day in HH:mm format',
  },
  { form: 'facilityCreate', field: 'fixedSlots', rule: 'a list', value: '08:00-12:00', message: null, api: api.type('rules.fixedSlots') },
  { form: 'facilityUpdate', field: 'slotType', rule: 'merged with the stored rules: fixed needs fixed slots', value: 'fixed', message: null, api: api.required('rules.fixedSlots') },
  { form: 'facilityUpdate', field: 'users', rule: 'a list', value: 'usr-olivia-owner', message: null, api: api.type('users') },
  { form: 'facilityUpdate', field: 'users', rule: 'ids', value: 'usr olivia', apiValue: ['usr olivia'], message: null, api: 'users.0: must be an identifier' },
  { form: 'facilityUpdate', field: 'users', rule: 'registered customers of the development', value: 'Dee', apiValue: ['usr-dee-downgraded'], message: null, api: 'users: usr-dee-downgraded is not a registered customer' },
  { form: 'facilityUsersQuery', field: 'all', rule: 'true or absent', value: 'yes', message: null, api: api.oneOf('all') },
  { form: 'facilityDelete', field: 'cancelUpcomingBookings', rule: 'true or absent', value: 'false', message: null, api: api.oneOf('cancelUpcomingBookings') },
  { form: 'facilityImage', field: 'name', rule: 'name required', value: '', message: null, api: api.blank('name') },
  { form: 'facilityImage', field: 'name', rule: 'max 100', value: text(101), message: null, api: api.max('name', 100) },
  { form: 'facilityImage', field: 'content', rule: 'base64', value: 'not base64!', message: null, api: 'content: must be base64-encoded content' },
  { form: 'facilityImage', field: 'content', rule: 'a JPEG, PNG or WebP image by its bytes', value: 'R0lGODlhAQABAA==', message: null, api: 'content: must be a JPEG, PNG or WebP image' },
  { form: 'facilityImage', field: 'content', rule: 'a JPEG, PNG or WebP image by its bytes', value: 'PHN2Zz48L3N2Zz4=', message: null, api: 'content: must be a JPEG, PNG or WebP image' },
  { form: 'facilityImageChange', field: 'name', rule: 'name required', value: ' ', message: null, api: api.blank('name') },
  { form: 'facilityImageChange', field: 'isMainImage', rule: 'only true: mark another image instead', value: 'false', apiValue: false, message: null, api: api.oneOf('isMainImage') },

  // Customers (server/areas/customers).
  { form: 'customerCreate', field: 'email', rule: 'email required', value: '', message: null, api: api.blank('email') },
  { form: 'customerCreate', field: 'email', rule: 'a valid e-mail', value: 'bea@', message: null, api: api.email('email') },
  { form: 'customerCreate', field: 'firstName', rule: 'first name required', value: ' ', message: null, api: api.blank('firstName') },
  { form: 'customerCreate', field: 'lastName', rule: 'max 100', value: text(101), message: null, api: api.max('lastName', 100) },
  { form: 'customerCreate', field: 'title', rule: 'title required', value: '', apiValue: ABSENT, message: null, api: api.required('title') },
  { form: 'customerCreate', field: 'title', rule: 'one of the titles', value: 'Captain', message: null, api: api.oneOf('title') },
  { form: 'customerCreate', field: 'premisesId', rule: 'premises required', value: '', apiValue: ABSENT, message: null, api: api.required('premisesId') },
  { form: 'customerCreate', field: 'premisesId', rule: 'a premises of the development', value: 'pre-elm-apartment-16', message: null, api: 'premisesId: must be a premises of the development' },
  { form: 'customerCreate', field: 'relationshipTypeId', rule: 'relationship required', value: '', apiValue: ABSENT, message: null, api: api.required('relationshipTypeId') },
  { form: 'customerCreate', field: 'relationshipTypeId', rule: 'a relationship type', value: 'rel-landlord', message: null, api: 'relationshipTypeId: must be one of the relationship types' },
  { form: 'customerCreate', field: 'developmentId', rule: 'a development of the staff', value: 'dev-elm-court', message: null, api: 'developmentId: must be a development you work in' },
  { form: 'customerCreate', field: 'mainNumber', rule: 'GB country', value: '+353 1 234 5678', message: null, api: api.phone('mainNumber') },
  { form: 'customerCreate', field: 'mainNumber', rule: 'max 17', value: '020 7946 0003 00000', message: null, api: api.max('mainNumber', 17) },
  { form: 'customerPremises', field: 'premisesId', rule: 'premises required', value: '', apiValue: ABSENT, message: null, api: api.required('premisesId') },
  { form: 'customerPremises', field: 'premisesId', rule: 'a premises of the development', value: 'pre-harbour-loft-7', message: null, api: 'premisesId: must be a premises of the development' },
  { form: 'customerPremises', field: 'relationshipTypeId', rule: 'relationship required', value: '', apiValue: ABSENT, message: null, api: api.required('relationshipTypeId') },
  { form: 'customerPremises', field: 'relationshipTypeId', rule: 'a relationship type', value: 'rel-landlord', message: null, api: 'relationshipTypeId: must be one of the relationship types' },
  { form: 'relationshipUpdate', field: 'active', rule: 'true or false', value: 'no', message: null, api: api.type('active') },
  { form: 'relationshipUpdate', field: 'active', rule: 'active required', value: '', apiValue: ABSENT, message: null, api: api.required('active') },
  { form: 'customerDetailQuery', field: 'developmentId', rule: 'development required', value: '', apiValue: ABSENT, message: null, api: api.required('developmentId') },
  { form: 'adminPasswordReset', field: 'newPassword', rule: 'password required', value: '', apiValue: ABSENT, message: null, api: api.required('newPassword') },
  { form: 'adminPasswordReset', field: 'newPassword', rule: '9 characters', value: 'aB3$kLm9', message: null, api: 'newPassword: must be 9 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*' },
  { form: 'adminPasswordReset', field: 'newPassword', rule: 'one of !@#$%^&*', value: 'aB3xkLm9x', message: null, api: 'newPassword: must be 9 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*' },

  // View as customer, the access log and the development image.
  { form: 'developmentPicture', field: 'fileName', rule: 'file name required', value: ' ', message: null, api: api.blank('picture.fileName') },
  { form: 'developmentPicture', field: 'content', rule: 'base64 content', value: 'not base64!', message: null, api: 'picture.content: must be base64-encoded content' },
  { form: 'developmentPicture', field: 'content', rule: 'a JPEG, PNG or WebP image by its bytes', value: 'PHN2Zz48L3N2Zz4=', message: null, api: 'picture.content: must be a JPEG, PNG or WebP image' },
  { form: 'contentImage', field: 'name', rule: 'name required', value: ' ', message: null, api: api.blank('name') },
  { form: 'contentImage', field: 'name', rule: 'max 100', value: text(101), message: null, api: api.max('name', 100) },
  { form: 'contentImage', field: 'fileName', rule: 'file name required', value: '', message: null, api: api.blank('fileName') },
  { form: 'contentImage', field: 'content', rule: 'base64 content', value: 'not base64!', message: null, api: 'content: must be base64-encoded content' },
  { form: 'contentImage', field: 'content', rule: 'a JPEG, PNG or WebP image by its bytes', value: 'PHN2Zz48L3N2Zz4=', message: null, api: 'content: must be a JPEG, PNG or WebP image' },
  { form: 'viewAsQuery', field: 'developmentUUID', rule: 'development required', value: '', apiValue: ABSENT, message: null, api: api.required('developmentUUID') },
  { form: 'accessLogRange', field: 'fromDate', rule: 'a calendar day', value: '2026-02-30', message: null, api: api.date('fromDate') },
  { form: 'accessLogRange', field: 'toDate', rule: 'a calendar day', value: '26/11/2026', message: null, api: api.date('toDate') },
  { form: 'accessLogRange', field: 'fromDate', rule: 'from not after to', value: isoDay(1), message: null, api: api.order('fromDate', 'toDate') },

  // Parcels.
  { form: 'parcelCreate', field: 'premisesId', rule: 'premises required', value: '', apiValue: ABSENT, message: null, api: api.required('premisesId') },
  { form: 'parcelCreate', field: 'premisesId', rule: 'a premises of the development', value: 'pre-elm-apartment-14', message: null, api: 'premisesId: must be a premises of the development' },
  { form: 'parcelCreate', field: 'typeId', rule: 'type required', value: '', apiValue: ABSENT, message: null, api: api.required('typeId') },
  { form: 'parcelCreate', field: 'typeId', rule: 'one of the parcel types', value: 'pty-crate', message: null, api: 'typeId: must be one of the parcel types' },
  { form: 'parcelCreate', field: 'receivedOn', rule: 'a calendar day', value: '2026-02-30', message: null, api: api.date('receivedOn') },
  { form: 'parcelCreate', field: 'receivedOn', rule: 'not in the future', value: isoDay(2), message: null, api: 'receivedOn: must not be in the future' },
  { form: 'parcelCreate', field: 'note', rule: 'max 500', value: text(501), message: null, api: api.max('note', 500) },
  { form: 'parcelUpdate', field: 'collected', rule: 'true or false', value: 'yes', message: null, api: api.type('collected') },
  { form: 'parcelUpdate', field: 'typeId', rule: 'one of the parcel types', value: 'pty-crate', message: null, api: 'typeId: must be one of the parcel types' },
  // Staff's tasks: files are checked as request attachments are (kind by the name, content to match).
  { form: 'task', field: 'developmentId', rule: 'a development the staff member works in', value: 'Harbour Lofts', apiValue: 'dev-harbour-lofts', message: null, api: 'developmentId: must be one of your developments' },
  { form: 'task', field: 'title', rule: 'title required', value: '  ', message: null, api: api.blank('title') },
  { form: 'task', field: 'title', rule: 'max 150', value: text(151), message: null, api: api.max('title', 150) },
  { form: 'task', field: 'description', rule: 'max 2000', value: text(2001), message: null, api: api.max('description', 2000) },
  { form: 'task', field: 'statusId', rule: 'one of the task statuses', value: 'Someday', apiValue: 'tst-someday', message: null, api: 'statusId: must be one of the task statuses' },
  { form: 'task', field: 'dueOn', rule: 'a calendar day', value: '2026-02-30', message: null, api: api.date('dueOn') },
  {
    form: 'task',
    field: 'attachments',
    rule: 'a PDF, JPEG, PNG, HEIC, plain text or Word file',
    value: 'run.exe',
    apiValue: [{ fileName: 'run.exe', content: 'TVo=' }],
    message: null,
    api: 'are not accepted',
    status: 415,
  },
  {
    form: 'task',
    field: 'attachments',
    rule: 'content matching its kind',
    value: 'page.pdf',
    apiValue: [{ fileName: 'page.pdf', content: 'PGh0bWw+' }],
    message: null,
    api: "The file's content is not a PDF",
    status: 415,
  },
  { form: 'taskChange', field: 'statusId', rule: 'one of the task statuses', value: 'Someday', apiValue: 'tst-someday', message: null, api: 'statusId: must be one of the task statuses' },
  { form: 'taskChange', field: 'removedAttachmentIds', rule: 'files of this task', value: 'another task\u2019s file', apiValue: ['att-leak-photo'], message: null, api: 'removedAttachmentIds: must be files of this task' },

  // Staff's news and pages: HTML that is empty once sanitised is blank.
  { form: 'newsItem', field: 'developmentIds', rule: 'at least one development', value: 'none', apiValue: [], message: null, api: api.required('developmentIds') },
  { form: 'newsItem', field: 'developmentIds', rule: 'developments the staff member works in', value: 'Harbour Lofts', apiValue: ['dev-harbour-lofts'], message: null, api: 'developmentIds: must be developments you work in' },
  { form: 'newsItem', field: 'title', rule: 'title required', value: '  ', message: null, api: api.blank('title') },
  { form: 'newsItem', field: 'title', rule: 'max 150', value: text(151), message: null, api: api.max('title', 150) },
  { form: 'newsItem', field: 'category', rule: 'standard, urgent or important', value: 'gossip', message: null, api: api.oneOf('category') },
  { form: 'newsItem', field: 'description', rule: 'description required', value: ' ', message: null, api: api.blank('description') },
  { form: 'newsItem', field: 'description', rule: 'not empty once sanitised', value: '<script>alert(1)</script><p> </p>', message: null, api: api.blank('description') },
  { form: 'newsItem', field: 'description', rule: 'max 20000', value: `<p>${text(20000)}</p>`, message: null, api: api.max('description', 20000) },
  { form: 'newsItem', field: 'linkedLibraryFiles', rule: 'a document of the item\u2019s developments', value: 'Cladding survey scope.pdf', apiValue: [{ type: 'file', id: 'doc-harbour-cladding-survey' }], message: null, api: 'linkedLibraryFiles.0.id: must be a document of the item\u2019s developments' },
  { form: 'page', field: 'title', rule: 'title required', value: ' ', message: REQUIRED, api: api.blank('title') },
  { form: 'page', field: 'description', rule: 'description required', value: '', message: null, api: api.blank('description') },
  { form: 'page', field: 'description', rule: 'not empty once sanitised', value: '<p><input value="x"></p>', message: null, api: api.blank('description') },
  { form: 'page', field: 'published', rule: 'yes or no', value: 'yes', message: null, api: api.type('published') },
];

/**
 * The cases of one form, in list order.
 * @example casesOf('mfaCode').length // 5
 */
export function casesOf(form: FormName): BadInputCase[] {
  return CASES.filter((each) => each.form === form);
}

/**
 * A short name of a case for test titles and failure messages.
 * @example caseName(CASES[0]!) // 'mfaCode.code = "" (required)'
 */
export function caseName(each: BadInputCase): string {
  const shown =
    typeof each.value === 'object'
      ? `${each.value.name} (${each.value.mimeType}, ${each.value.size} bytes)`
      : typeof each.value === 'string' && each.value.length > 40
        ? `${JSON.stringify(each.value.slice(0, 12))}... (${each.value.length} characters)`
        : JSON.stringify(each.value);
  return `${each.form}.${each.field} = ${shown} (${each.rule})`;
}

/**
 * The file of a case as bytes.
 * @example fileBytes({ name: 'a.txt', mimeType: 'text/plain', size: 3, fill: 'a' }).length // 3
 */
export function fileBytes(file: FileValue): Buffer {
  return Buffer.alloc(file.size, file.fill);
}

/**
 * A form's valid values by field, with `each`'s bad value in its field (the API's value when it
 * differs), as the API body builders and the form fillers take them.
 * @example valuesWith(CASES[0]!).code // ''
 */
export function valuesWith(each: BadInputCase, forApi = false): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(FORMS[each.form].fields)) values[name] = forApi ? (field.apiValid ?? field.valid) : field.valid;
  values[each.field] = forApi && 'apiValue' in each ? each.apiValue : each.value;
  return values;
}

/**
 * Puts `values` into a JSON body by each field's `api` path; ABSENT leaves the key out.
 * @example apiBody('forgotPassword', { email: 'x' }) // { email: 'x' }
 */
export function apiBody(form: FormName, values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(FORMS[form].fields)) {
    if (field.api === null || values[name] === ABSENT) continue;
    const path = field.api.split('.');
    let target = body;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[path[path.length - 1]!] = values[name];
  }
  return body;
}
