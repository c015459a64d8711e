/**
 * The widgets' named example states, as the gallery shows them: every area's `examples.ts` is in
 * the one example shape (core/testing `PageExample`: how the page starts, what the API answers,
 * the steps the user takes), so one converter reads them all; an area adds only the view to
 * render from its example (the attributes its host gives).
 */
import type { ReactElement } from 'react';
import type { PageExample } from '../../core/testing/examples';
import { Account } from '../../widgets/account';
import { accountExamples } from '../../widgets/account/examples';
import { Charges } from '../../widgets/charges';
import { chargesExamples } from '../../widgets/charges/examples';
import { FacilityBooking } from '../../widgets/facility-booking';
import { facilityBookingExamples } from '../../widgets/facility-booking/examples';
import { News } from '../../widgets/news';
import { newsExamples } from '../../widgets/news/examples';
import { NotificationPreferences } from '../../widgets/notification-preferences';
import { notificationPreferencesExamples } from '../../widgets/notification-preferences/examples';
import { Requests } from '../../widgets/requests';
import { requestsExamples } from '../../widgets/requests/examples';
import { SignIn } from '../../widgets/signin';
import { signInExamples } from '../../widgets/signin/examples';
import { Signup } from '../../widgets/signup';
import { signupExamples } from '../../widgets/signup/examples';
import { Statement } from '../../widgets/statement';
import { statementExamples } from '../../widgets/statement/examples';

/** One widget in one named state, ready for the gallery's state page: the example and its view. */
export interface GalleryState extends PageExample {
  render: () => ReactElement;
}

/** One area of widgets and its states, in the order its examples list them. */
export interface GalleryArea {
  area: string;
  title: string;
  states: readonly GalleryState[];
}

/**
 * An area's gallery entry: each of its examples with the view `render` makes of it.
 * @example area('charges', 'Charges', chargesExamples, () => <Charges />)
 */
function area<Example extends PageExample>(
  name: string,
  title: string,
  examples: Readonly<Record<string, Example>>,
  render: (example: Example) => ReactElement,
): GalleryArea {
  return { area: name, title, states: Object.values(examples).map((example) => ({ ...example, render: () => render(example) })) };
}

/**
 * Every area with its named states, in the order the gallery lists them.
 * @example GALLERY_AREAS.find((area) => area.area === 'charges')?.states.map((state) => state.name)
 */
export const GALLERY_AREAS: readonly GalleryArea[] = [
  area('signin', 'Sign-in', signInExamples, () => <SignIn />),
  area('account', 'Account', accountExamples, () => <Account />),
  area('signup', 'Sign-up', signupExamples, (example) => <Signup invitationKey={example.keyInUrl} />),
  area('charges', 'Charges', chargesExamples, () => <Charges />),
  area('statement', 'Statement', statementExamples, (example) => <Statement chargeAccountId={example.chargeAccountId} />),
  area('news', 'News', newsExamples, (example) => <News highlightNewsId={example.highlightNewsId} />),
  area('requests', 'Requests', requestsExamples, (example) => <Requests requestId={example.requestId} />),
  area('facility-booking', 'Facility booking', facilityBookingExamples, (example) => (
    <FacilityBooking developmentId={example.developmentId} facilityId={example.facilityId} bookingId={example.bookingId} />
  )),
  area('notification-preferences', 'Notification preferences', notificationPreferencesExamples, (example) => (
    <NotificationPreferences preferencesId={example.preferencesId} />
  )),
];

/**
 * The state of `area` named `name`, if there is one.
 * @example galleryState('charges', 'loading')?.render()
 */
export function galleryState(area: string, name: string): GalleryState | undefined {
  return GALLERY_AREAS.find((candidate) => candidate.area === area)?.states.find((state) => state.name === name);
}
