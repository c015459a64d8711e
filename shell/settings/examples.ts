/**
 * Named example states of the settings page (STYLE.md 4), in the one example shape (core/testing
 * `PageExample`): the session, what the API answers, and what the user does to reach the state.
 * They feed the DOM tests, each state rendered and checked with axe.
 */
import type { AuthResult, User } from '../../core/schemas';
import { sampleAuthResult, sampleUser } from '../../core/testing/samples/account';
import { ok, type PageExample } from '../../core/testing/examples';

/** A state of the settings page: the page example (with the steps to it) and the configured languages. */
export interface SettingsExample extends PageExample {
  readonly languages?: readonly string[];
}

const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'];
const METADATA = { facilitiesBooking: { calendarView: 'week', bookingConfirmationEmails: true, bookingReminderEmails: false } };
const loaded = { 'GET /user/titles': ok({ titles: TITLES }), 'GET /user/metadata': ok(METADATA) } as const;
const failure = (status: number, message: string) => ({ status, body: { messages: [message] } });
const as = (user: User): AuthResult => ({ ...sampleAuthResult, user });

/** The page while the titles and the booking settings are on their way. */
export const loading: SettingsExample = { name: 'loading', session: sampleAuthResult, answers: { 'GET /user/titles': 'pending', 'GET /user/metadata': 'pending' } };

/** Olivia Owner's settings, every section loaded. */
export const populated: SettingsExample = { name: 'populated', session: sampleAuthResult, answers: loaded };

/** The titles and the booking settings failed to load: each section's error with Try again (spec 2 §8's apology for the latter). */
export const loadFailed: SettingsExample = {
  name: 'loadFailed',
  session: sampleAuthResult,
  answers: { 'GET /user/titles': failure(500, 'The server had a problem.'), 'GET /user/metadata': failure(500, 'The server had a problem.') },
};

/** A new mobile number that the API refused: the message, and the number still typed. */
export const saveFailed: SettingsExample = {
  name: 'saveFailed',
  session: sampleAuthResult,
  answers: { ...loaded, 'PUT /user': failure(503, 'The service is busy.') },
  steps: [{ type: { 'common.mobileNumber': '07400 555666' }, press: 'common.save' }],
};

/** Change password with a wrong current password: spec 2 §8's Incorrect current password. */
export const wrongCurrentPassword: SettingsExample = {
  name: 'wrongCurrentPassword',
  session: sampleAuthResult,
  answers: { ...loaded, 'PUT /user/new-password': failure(401, 'The current password is incorrect.') },
  steps: [{ type: { 'settings.password.current': 'Not-The-Password-1', 'settings.password.new': 'Portal-Demo-7' }, press: 'settings.password.change' }],
};

/** Turn on pressed: the code e-mailed, the form asking for it. */
export const mfaCode: SettingsExample = {
  name: 'mfaCode',
  session: sampleAuthResult,
  answers: { ...loaded, 'POST /user/mfa/start': ok({ challengeToken: 'challenge-token', email: sampleUser.email }) },
  steps: [{ press: 'settings.mfa.turnOn' }],
};

/** Multi-factor authentication on; Turn off pressed: the current password asked. */
export const mfaOff: SettingsExample = {
  name: 'mfaOff',
  session: as({ ...sampleUser, multiFactorPreferences: { multifactorEnabled: true } }),
  answers: loaded,
  steps: [{ press: 'settings.mfa.turnOff' }],
};

/**
 * Turn on pressed against an API without the confirming switch (its `POST /user/mfa/start` is a
 * 404): spec 1's `PUT /user` turned it on at once, and a note says so.
 */
export const mfaWithoutCode: SettingsExample = {
  name: 'mfaWithoutCode',
  session: sampleAuthResult,
  answers: {
    ...loaded,
    'POST /user/mfa/start': failure(404, 'There is no such route.'),
    'PUT /user': ok({ ...sampleUser, multiFactorPreferences: { multifactorEnabled: true } }),
  },
  steps: [{ press: 'settings.mfa.turnOn' }],
};

/** A profile left invalid: the error summary, each message at its field. */
export const invalidProfile: SettingsExample = {
  name: 'invalidProfile',
  session: sampleAuthResult,
  answers: loaded,
  steps: [{ type: { 'common.firstName': ' ', 'common.mainNumber': '020 7946 0018 0000' }, press: 'common.save' }],
};

/** A user with two role types (no demo account has two): the active-role switch. */
export const twoRoles: SettingsExample = {
  name: 'twoRoles',
  session: as({ ...sampleUser, role: { types: ['customer', 'admin'], payloads: ['owner', 'sl3'], hasBeenDowngraded: false } }),
  answers: loaded,
};

/** A configuration with English and Welsh: the language section. */
export const twoLanguages: SettingsExample = { name: 'twoLanguages', session: sampleAuthResult, answers: loaded, languages: ['en', 'cy'] };

/** A client user: no resident sections (paperless, facilities booking). */
export const clientUser: SettingsExample = {
  name: 'clientUser',
  session: as({ ...sampleUser, role: { types: ['client'], payloads: ['client_portal_access'], hasBeenDowngraded: false } }),
  answers: loaded,
};

/** A new correspondence address waiting for its link: the notifications section says where the notices go meanwhile. */
export const emailPending: SettingsExample = {
  name: 'emailPending',
  session: as({ ...sampleUser, notificationPreferences: { ...sampleUser.notificationPreferences, pendingEmail: 'olivia.new@example.com' } }),
  answers: loaded,
};

/**
 * Every named state.
 * @example for (const example of Object.values(settingsExamples)) render(example);
 */
export const settingsExamples = { loading, populated, loadFailed, saveFailed, wrongCurrentPassword, mfaCode, mfaOff, mfaWithoutCode, invalidProfile, twoRoles, twoLanguages, clientUser, emailPending } as const;
