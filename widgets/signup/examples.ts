/**
 * Named example states of the sign-up (STYLE.md 4), one per branch of spec 1 §4 and rule of §5:
 * what the API answers to the three steps, and what the invitee types, ticks and presses to reach
 * the state. The DOM tests walk every example and run axe over the state it ends in. Labels and
 * buttons are catalogue ids (a step's `values` fill their placeholders); texts typed are fixture data.
 */
import type { SignupInvitation } from '../../core/schemas';
import { sampleAuthResult, sampleUserTitles } from '../../core/testing/samples/account';
import { sampleSignupInvitation } from '../../core/testing/samples/signup';
import type { ExampleAnswer, ExampleStep, PageExample } from '../../core/testing/examples';

/**
 * A named state of the sign-up.
 * @example const { answers, steps } = signupExamples.identityKnownEmail;
 */
export interface SignupExample extends PageExample {
  /** The invitation key in the page URL (`?invitationKey=`), submitted at once. */
  keyInUrl?: string;
  steps: readonly ExampleStep[];
}

const KEY = 'signup.invitationKey.label';
const step1 = (key: string): ExampleStep => ({ type: { [KEY]: key }, press: 'common.continue' });
const invitation = (answer: SignupInvitation): ExampleAnswer => ({ status: 200, body: { data: answer } });

/** INVITE-OWNER-1: the e-mail known, the reference of Apartment 16 asked. */
const ownerInvitation = invitation(sampleSignupInvitation);
/** INVITE-UNCONFIRMED-1: neither the e-mail nor the premises known, so the postcode is asked too. */
const unknownInvitation = invitation({ ...sampleSignupInvitation, email: null, premisesName: null, postcodeRequired: true });
/** Step 2 of INVITE-UNCONFIRMED-1 filled in: both e-mails, the reference of Loft 7 and a postcode. */
const identityFilled = (postalCode: string): Record<string, string> => ({
  'common.email': 'una@example.com',
  'common.confirmEmail': 'una@example.com',
  'signup.identity.tenantReference.any': 'HL-0007',
  'signup.identity.postcode.label': postalCode,
});
/** INVITE-SUBTENANT-1: no tenant reference. */
const subtenantInvitation = invitation({ ...sampleSignupInvitation, email: 'new.subtenant@example.com', role: { type: 'customer', payload: 'subtenant' }, premisesName: 'Flat 4' });
/** INVITE-SSO-1: a subtenant who signs in through the identity provider, so step 3 asks no password. */
const singleSignOnInvitation = invitation({
  ...sampleSignupInvitation,
  email: 'new.sso@example.com',
  role: { type: 'customer', payload: 'subtenant' },
  premisesName: 'Flat 4',
  passwordRequired: false,
});
/** INVITE-ADMIN-1: step 1 jumps to step 3. */
const adminInvitation = invitation({ email: 'new.admin@example.com', admin: true, role: { type: 'admin', payload: 'sl3' }, premisesName: null, titles: sampleUserTitles.titles });

const identityOk: ExampleAnswer = { status: 204 };
const signedInAnswer: ExampleAnswer = {
  status: 201,
  body: { data: { unconfirmedEmail: false, ...sampleAuthResult, user: { ...sampleAuthResult.user, email: 'new.owner@example.com', profile: { title: 'Ms', firstName: 'Nora', lastName: 'New' } } } },
};
const profileAnswers = { 'POST /user/signup/1': ownerInvitation, 'POST /user/signup/2': identityOk, 'POST /user/signup/3': signedInAnswer };
const toProfile = [step1('INVITE-OWNER-1'), { type: { 'signup.identity.tenantReference.forPremises': 'EC-0016' }, press: 'common.continue' }];
const profileFilled: ExampleStep = { type: { 'common.firstName': 'Nora', 'common.lastName': 'New', 'common.password': 'Portal-Demo-1' } };
/** The steps, with the premises of INVITE-OWNER-1 for the labels that name it. */
const forApartment16 = (steps: readonly ExampleStep[]): ExampleStep[] => steps.map((step) => ({ ...step, values: { premisesName: 'Apartment 16' } }));

/** Step 1, nothing typed yet. */
export const keyStep: SignupExample = { name: 'keyStep', session: null, answers: {}, steps: [] };
/** Step 1 submitted empty: This field is required, the summary focused. */
export const keyMissing: SignupExample = { name: 'keyMissing', session: null, answers: {}, steps: [{ press: 'common.continue' }] };
/** An unknown key: the API's message inline, the key kept. */
export const keyUnknown: SignupExample = {
  name: 'keyUnknown',
  session: null,
  answers: { 'POST /user/signup/1': { status: 404, body: { messages: ['This invitation key is not valid. Please check it and try again.'] } } },
  steps: [step1('INVITE-NOBODY-1')],
};
/** INVITE-USED-1: the Invitation key already used dialog, then the sign-in page. */
export const keyUsed: SignupExample = {
  name: 'keyUsed',
  session: null,
  answers: { 'POST /user/signup/1': { status: 410, body: { messages: ['Invitation key already used'] } } },
  steps: [step1('INVITE-USED-1')],
};
/** INVITE-EXISTING-1: the Signing up with existing user dialog, then the sign-in page. */
export const existingUser: SignupExample = {
  name: 'existingUser',
  session: null,
  answers: { 'POST /user/signup/1': { status: 409, body: { messages: ['Signing up with existing user'] } } },
  steps: [step1('INVITE-EXISTING-1')],
};
/** The key from the page URL, submitted at once: step 2 of INVITE-OWNER-1 (e-mail locked, the reference of Apartment 16). */
export const identityKnownEmail: SignupExample = { name: 'identityKnownEmail', session: null, keyInUrl: 'INVITE-OWNER-1', answers: { 'POST /user/signup/1': ownerInvitation }, steps: [] };
/** Step 2 of INVITE-UNCONFIRMED-1: e-mail and confirm e-mail, the reference of any premises and its postcode. */
export const identityUnknownEmail: SignupExample = { name: 'identityUnknownEmail', session: null, answers: { 'POST /user/signup/1': unknownInvitation }, steps: [step1('INVITE-UNCONFIRMED-1')] };
/** Step 2 of INVITE-SUBTENANT-1: no tenant reference field. */
export const identitySubtenant: SignupExample = { name: 'identitySubtenant', session: null, answers: { 'POST /user/signup/1': subtenantInvitation }, steps: [step1('INVITE-SUBTENANT-1')] };
/** Step 2 submitted empty: both e-mails, the reference and the postcode marked. */
export const identityMissing: SignupExample = {
  name: 'identityMissing',
  session: null,
  answers: { 'POST /user/signup/1': unknownInvitation },
  steps: [step1('INVITE-UNCONFIRMED-1'), { press: 'common.continue' }],
};
/** Two different e-mails: the Emails don't match dialog, nothing sent. */
export const emailsDontMatch: SignupExample = {
  name: 'emailsDontMatch',
  session: null,
  answers: { 'POST /user/signup/1': unknownInvitation },
  steps: [
    step1('INVITE-UNCONFIRMED-1'),
    {
      type: { ...identityFilled('LS1 4BP'), 'common.confirmEmail': 'uma@example.com' },
      press: 'common.continue',
    },
  ],
};
/** A postcode of another shape: the form's message on the field, nothing sent. */
export const postcodeInvalid: SignupExample = {
  name: 'postcodeInvalid',
  session: null,
  answers: { 'POST /user/signup/1': unknownInvitation },
  steps: [step1('INVITE-UNCONFIRMED-1'), { type: identityFilled('LS1-4BP'), press: 'common.continue' }],
};
/**
 * A reference and postcode of different premises: the API's 422 names both, and the form marks
 * both with one message, as the API does not say which was wrong.
 */
export const premisesMismatch: SignupExample = {
  name: 'premisesMismatch',
  session: null,
  answers: {
    'POST /user/signup/1': unknownInvitation,
    'POST /user/signup/2': {
      status: 422,
      body: {
        messages: ['tenantAccountNumber and postalCode: do not belong to the same premises in our records'],
        fields: { tenantAccountNumber: ['do not belong to the same premises in our records'], postalCode: ['do not belong to the same premises in our records'] },
      },
    },
  },
  steps: [step1('INVITE-UNCONFIRMED-1'), { type: identityFilled('SE16 4JX'), press: 'common.continue' }],
};
/** A reference that does not match: the API's 422 said on the field, in the form's words. */
export const referenceMismatch: SignupExample = {
  name: 'referenceMismatch',
  session: null,
  answers: {
    'POST /user/signup/1': ownerInvitation,
    'POST /user/signup/2': { status: 422, body: { messages: ['tenantAccountNumber: does not match our records'], fields: { tenantAccountNumber: ['does not match our records'] } } },
  },
  steps: forApartment16([step1('INVITE-OWNER-1'), { type: { 'signup.identity.tenantReference.forPremises': 'EC-9999' }, press: 'common.continue' }]),
};
/** Step 3 of INVITE-OWNER-1, nothing typed yet. */
export const profileStep: SignupExample = { name: 'profileStep', session: null, answers: profileAnswers, steps: forApartment16(toProfile) };
/** Step 3 of INVITE-SSO-1: no password field; the invitee will sign in through the identity provider. */
export const profileWithoutPassword: SignupExample = {
  name: 'profileWithoutPassword',
  session: null,
  answers: { ...profileAnswers, 'POST /user/signup/1': singleSignOnInvitation },
  steps: [step1('INVITE-SSO-1'), { press: 'common.continue' }],
};
/** Step 3 of INVITE-ADMIN-1: Confirm Identity struck through, Admin account confirmed. */
export const adminProfile: SignupExample = { name: 'adminProfile', session: null, answers: { 'POST /user/signup/1': adminInvitation }, steps: [step1('INVITE-ADMIN-1')] };
/** Step 3 submitted with every rule broken: names, a weak password, numbers over 17, text alerts without a number. */
export const profileInvalid: SignupExample = {
  name: 'profileInvalid',
  session: null,
  answers: profileAnswers,
  steps: forApartment16([
    ...toProfile,
    {
      type: { 'common.mainNumber': '+44 20 7946 0018 000', 'common.password': 'aaaaaaa1' },
      check: ['common.newsPreferences.urgentNewsText'],
      press: 'signup.register',
    },
  ]),
};
/** Step 3 with text alerts on and a number from another country. */
export const smsNotGb: SignupExample = {
  name: 'smsNotGb',
  session: null,
  answers: profileAnswers,
  steps: forApartment16([...toProfile, { ...profileFilled, check: ['common.newsPreferences.urgentNewsText'] }, { type: { 'common.newsPreferences.smsNumber': '+353 1 234 5678' }, press: 'signup.register' }]),
};
/** Step 3 refused by the API (a server-side rule): its message inline, everything kept. */
export const profileFailed: SignupExample = {
  name: 'profileFailed',
  session: null,
  answers: { ...profileAnswers, 'POST /user/signup/3': { status: 400, body: { messages: ['password: must contain a letter, a digit and at least four different characters'], fields: { password: ['must contain a letter, a digit and at least four different characters'] } } } },
  steps: forApartment16([...toProfile, { ...profileFilled, press: 'signup.register' }]),
};
/** INVITE-UNCONFIRMED-1 registered: the confirm-e-mail dialog. */
export const confirmEmail: SignupExample = {
  name: 'confirmEmail',
  session: null,
  answers: { ...profileAnswers, 'POST /user/signup/3': { status: 201, body: { data: { unconfirmedEmail: true } } } },
  steps: forApartment16([...toProfile, { ...profileFilled, press: 'signup.register' }]),
};
/** INVITE-OWNER-1 registered: signed in as Nora New. */
export const signedIn: SignupExample = { name: 'signedIn', session: null, answers: profileAnswers, steps: forApartment16([...toProfile, { ...profileFilled, press: 'signup.register' }]) };

/**
 * Every named state, by name.
 * @example for (const example of Object.values(signupExamples)) await walk(example);
 */
export const signupExamples = {
  keyStep,
  keyMissing,
  keyUnknown,
  keyUsed,
  existingUser,
  identityKnownEmail,
  identityUnknownEmail,
  identitySubtenant,
  identityMissing,
  emailsDontMatch,
  postcodeInvalid,
  premisesMismatch,
  referenceMismatch,
  profileStep,
  profileWithoutPassword,
  adminProfile,
  profileInvalid,
  smsNotGb,
  profileFailed,
  confirmEmail,
  signedIn,
} as const;
