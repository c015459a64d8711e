/**
 * The widgets' named example states, as the gallery shows them: each area's `examples.ts` read
 * through one adapter into one shape (`GalleryState`): how the page starts (session, feature
 * flags, the fake API's answers), the view to render, and what the user does to reach the state.
 * Every area's examples extend core/testing's `PageExample`; what the user does differs by area.
 */
import type { ReactElement } from 'react';
import type { AuthResult, FeatureFlags } from '../../core/schemas';
import type { ExampleAnswer, PageExample } from '../../core/testing/examples';
import type { ExampleStep } from '../../core/testing/page';
import { Account } from '../../widgets/account';
import { accountExamples } from '../../widgets/account/examples';
import { Charges } from '../../widgets/charges';
import { chargesExamples } from '../../widgets/charges/examples';
import { News } from '../../widgets/news';
import { newsExamples, type NewsExample } from '../../widgets/news/examples';
import { NotificationPreferences } from '../../widgets/notification-preferences';
import { notificationPreferencesExamples, type NotificationPreferencesExample } from '../../widgets/notification-preferences/examples';
import { Requests } from '../../widgets/requests';
import { requestsExamples, type ExampleFile, type RequestsExample } from '../../widgets/requests/examples';
import { SignIn } from '../../widgets/signin';
import { signInExamples } from '../../widgets/signin/examples';
import { Signup } from '../../widgets/signup';
import { signupExamples, type SignupExample } from '../../widgets/signup/examples';
import { Statement } from '../../widgets/statement';
import { statementExamples } from '../../widgets/statement/examples';

/** An answer of the fake API, or `pending`: the call never answers (a loading state). */
export type GalleryAnswer = ExampleAnswer | 'pending';

/**
 * One thing the user does, with fields and buttons named by their catalogue ids (translated when
 * played): choose options, type, tick, attach files, then press a button.
 */
export interface GalleryStep {
  /** The step happens inside the dialog or group of this name (catalogue id). */
  within?: string;
  choose?: Readonly<Record<string, string>>;
  type?: Readonly<Record<string, string>>;
  /** Checkboxes and radios, by catalogue id, or by their label text with `checkByText`. */
  check?: readonly string[];
  checkByText?: readonly string[];
  files?: { label: string; files: readonly ExampleFile[] };
  press?: string;
  /** Values for the catalogue ids' placeholders. */
  values?: Readonly<Record<string, string>>;
}

/** One widget in one named state, ready for the gallery's state page. */
export interface GalleryState {
  name: string;
  session: AuthResult | null;
  featureFlags?: FeatureFlags;
  answers: Readonly<Record<string, GalleryAnswer>>;
  /** What each file upload does: answers, fails (500), or stays half way. */
  upload?: 'ok' | 'fail' | 'pending';
  steps: readonly GalleryStep[];
  render: () => ReactElement;
}

/** One area of widgets and its states, in the order its examples list them. */
export interface GalleryArea {
  area: string;
  title: string;
  states: readonly GalleryState[];
}

/** A state with no more than the page's start and, for some, typing and a press. */
function fromPage(example: PageExample & { steps?: readonly ExampleStep[] }, render: () => ReactElement): GalleryState {
  return {
    name: example.name,
    session: example.session,
    ...(example.featureFlags ? { featureFlags: example.featureFlags } : {}),
    answers: example.answers,
    steps: (example.steps ?? []).map((step) => ({ type: step.type, press: step.press })),
    render,
  };
}

function fromNews(example: NewsExample): GalleryState {
  return {
    name: example.name,
    session: example.session,
    answers: example.answers,
    steps: example.search === undefined ? [] : [{ type: { 'news.search.label': example.search } }],
    render: () => <News highlightNewsId={example.highlightNewsId} />,
  };
}

const PREFERENCES_PRESSES: Record<string, GalleryStep> = {
  save: { press: 'common.save' },
  unsubscribe: { press: 'notificationPreferences.unsubscribe' },
  confirmUnsubscribe: { press: 'notificationPreferences.unsubscribe', within: 'notificationPreferences.unsubscribeConfirm' },
};

function fromPreferences(example: NotificationPreferencesExample): GalleryState {
  const { changes = {}, presses = [] } = example;
  const ticks = (['ownersCorrespondence', 'ownersReminders'] as const).filter((choice) => changes[choice] !== undefined);
  const steps: GalleryStep[] = [];
  if (ticks.length || changes.email !== undefined) {
    steps.push({
      // The examples only ever untick a box that starts ticked, so a click is the change.
      check: ticks.map((choice) => `notificationPreferences.${choice}`),
      ...(changes.email !== undefined ? { type: { 'common.email': changes.email } } : {}),
    });
  }
  for (const press of presses) steps.push(PREFERENCES_PRESSES[press] ?? {});
  return {
    name: example.name,
    session: null,
    answers: example.answers,
    steps,
    render: () => <NotificationPreferences preferencesId={example.preferencesId} />,
  };
}

function fromRequests(example: RequestsExample): GalleryState {
  const { raise } = example;
  const steps: GalleryStep[] = [];
  if (raise) {
    steps.push({ press: 'requests.raise' });
    steps.push({
      within: 'requests.form.title',
      ...(raise.choose ? { choose: raise.choose } : {}),
      ...(raise.type ? { type: raise.type } : {}),
      ...(raise.check ? { checkByText: raise.check } : {}),
      ...(raise.files ? { files: { label: 'requests.form.addAttachment', files: raise.files } } : {}),
      ...(raise.submit ? { press: 'requests.form.submit' } : {}),
    });
  }
  steps.push(...(example.presses ?? []));
  return {
    name: example.name,
    session: example.session,
    answers: example.answers,
    ...(example.upload ? { upload: example.upload } : {}),
    steps,
    render: () => <Requests requestId={example.requestId} />,
  };
}

function fromSignup(example: SignupExample): GalleryState {
  return {
    name: example.name,
    session: null,
    answers: example.answers,
    steps: example.steps.map((step) => ({ ...step, ...(example.labelValues ? { values: example.labelValues } : {}) })),
    render: () => <Signup invitationKey={example.keyInUrl} />,
  };
}

/**
 * Every area with its named states, in the order the gallery lists them.
 * @example GALLERY_AREAS.find((area) => area.area === 'charges')?.states.map((state) => state.name)
 */
export const GALLERY_AREAS: readonly GalleryArea[] = [
  { area: 'signin', title: 'Sign-in', states: Object.values(signInExamples).map((example) => fromPage(example, () => <SignIn />)) },
  { area: 'account', title: 'Account', states: Object.values(accountExamples).map((example) => fromPage(example, () => <Account />)) },
  { area: 'signup', title: 'Sign-up', states: Object.values(signupExamples).map(fromSignup) },
  { area: 'charges', title: 'Charges', states: Object.values(chargesExamples).map((example) => fromPage(example, () => <Charges />)) },
  { area: 'statement', title: 'Statement', states: Object.values(statementExamples).map((example) => fromPage(example, () => <Statement chargeAccountId={example.chargeAccountId} />)) },
  { area: 'news', title: 'News', states: Object.values(newsExamples).map(fromNews) },
  { area: 'requests', title: 'Requests', states: Object.values(requestsExamples).map(fromRequests) },
  {
    area: 'notification-preferences',
    title: 'Notification preferences',
    states: Object.values(notificationPreferencesExamples).map(fromPreferences),
  },
];

/**
 * The state of `area` named `name`, if there is one.
 * @example galleryState('charges', 'loading')?.render()
 */
export function galleryState(area: string, name: string): GalleryState | undefined {
  return GALLERY_AREAS.find((candidate) => candidate.area === area)?.states.find((state) => state.name === name);
}
