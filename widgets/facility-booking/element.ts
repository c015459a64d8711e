import { defineElement, type ElementDefinition, type PorticoElementOf, type PorticoJsxProps } from '../../core/elements';
import { FacilityBooking, type FacilityBookingProps } from './FacilityBooking';
import { facilityBookingCss } from './styles';

/**
 * `<portico-facility-booking>`: the signed-in resident books a facility. The
 * development (a choice when the user has more than one
 * with facilities booking) and the facility (those the user may book); the facility's slots by
 * week (the user's calendar setting; by day on a narrow screen), computed in the browser by the
 * same slot engine the API checks bookings with, each day a listbox of slots said as free, taken
 * or the user's own; a free slot opens the booking form (the length in steps of the minimum
 * duration for a flexible facility, an optional note, Confirm booking). Upcoming bookings follow,
 * five per page, cancelled and past ones left out, each with View booking, which opens the
 * booking: when, state and note, Add to calendar (an `.ics` file in Europe/London time), the note
 * form and Cancel booking with a confirmation. Failures show the spec's texts: "Unable to create
 * the booking." and "The booking note could not be updated." above their form (what was typed
 * kept), "Could not change the state of booking." in the Error Occurred dialog, and "Could not
 * load slots for facility." or "Could not fetch bookings per development" with Try again. It
 * needs a session: signed out, the compact sign-in shows.
 *
 * The booking shown: `booking-id` (with `facility-id`), else the page URL's `bookingId` and
 * `facilityId` query parameters, else the calendar. With `booking-href`, View booking is a link
 * (cancelable `portico-navigate` first); without it, the booking opens in place and, unless a host
 * cancels the `portico-navigate` it emits, `?facilityId=&bookingId=` is pushed onto the URL. With
 * `facility-href`, choosing a development or facility and Back from a booking emit a cancelable
 * `portico-navigate` with it and, unless cancelled, go there; without it, in place.
 *
 * @element portico-facility-booking
 * @attr development-id - the development whose facilities to book; without it, the first of the user's developments with facilities booking (a picker when there are several)
 * @attr facility-id - the facility to show; without it, the page URL's `facilityId` query parameter, else the development's first facility
 * @attr booking-id - the booking to open; without it, the page URL's `bookingId` query parameter (followed on `popstate`); else the calendar
 * @attr booking-href - href template of View booking: `{developmentId}`, `{facilityId}`, `{bookingId}` (a cancelable `portico-navigate` first); without it the booking opens in place and `?facilityId=&bookingId=` is pushed
 * @attr facility-href - href template of another development or facility and of Back from a booking: `{developmentId}`, `{facilityId}` (empty parameters left out); emitted as a cancelable `portico-navigate`, then followed; without it, in place
 * @attr heading-level - level of the main heading, 1 to 4 (default 2); the rest are below it
 * @event portico-booking-created - the user booked a slot; `detail.bookingId`, `detail.facilityId`, `detail.developmentId`
 * @event portico-booking-cancelled - the user cancelled a booking; `detail.bookingId`, `detail.facilityId`, `detail.developmentId`
 * @event portico-navigate - View booking, a development or facility chosen, or Back from a booking; `detail.href`; cancelable: a routing host cancels it and routes
 * @event portico-signed-in - the user signed in through the compact sign-in shown in its place
 * @csspart facility-booking - the view's root, in every state
 * @csspart empty - the text shown when there are no facilities or no upcoming bookings
 * @csspart picker - the development or the facility choice: its label and select
 * @csspart development - the development select
 * @csspart facility - the facility select
 * @csspart calendar - the facility's calendar: name, navigation and days
 * @csspart image - a picture of the facility: the main one, then the others smaller
 * @csspart allowance - how many upcoming bookings of the facility the user holds of those allowed
 * @csspart toolbar - previous, today, next, the range shown and the week or day choice
 * @csspart previous - the previous week (or day) button
 * @csspart today - the Today button
 * @csspart next - the next week (or day) button
 * @csspart range - the days shown, announced when they change
 * @csspart days - the days shown
 * @csspart day - one day: its name and its slots
 * @csspart no-slots - the text of a day without slots
 * @csspart slots - one day's listbox of slots
 * @csspart slot - one slot (with one of the three below)
 * @csspart slot-free - a slot free to book
 * @csspart slot-taken - a slot someone else booked
 * @csspart slot-mine - a slot the user booked
 * @csspart booking-form - the booking form (in the dialog)
 * @csspart when - when the booking runs: its start and its end
 * @csspart length - the length select of a flexible booking
 * @csspart note - the note field (booking form and booking)
 * @csspart confirm - the Confirm booking button, the booking dialog's one primary action
 * @csspart upcoming - Upcoming bookings: heading, list and pages
 * @csspart bookings - the list of upcoming bookings
 * @csspart booking - one upcoming booking
 * @csspart booking-when - an upcoming booking's date and time
 * @csspart booking-note - an upcoming booking's note
 * @csspart view-booking - the View booking button or link
 * @csspart detail - one booking, with Back to bookings
 * @csspart back - the Back to bookings button
 * @csspart detail-title - the booking's facility name
 * @csspart state - the booking's state
 * @csspart note-text - the note of a booking that can no longer change
 * @csspart add-to-calendar - the Add to calendar button
 * @csspart cancel-booking - the Cancel booking button
 * @csspart confirm-cancel - the confirmation dialog's Cancel booking button
 * @csspart note-form - the note form
 * @csspart save-note - the Save note button
 * @example <portico-facility-booking development-id="dev-riverside-wharf"></portico-facility-booking>
 */
export const definition = {
  tag: 'portico-facility-booking',
  component: FacilityBooking,
  attributes: {
    developmentId: 'string',
    facilityId: 'string',
    bookingId: 'string',
    bookingHref: 'string',
    facilityHref: 'string',
    headingLevel: 'number',
  },
  events: ['portico-booking-created', 'portico-booking-cancelled', 'portico-navigate', 'portico-signed-in'],
  parts: [
    'facility-booking',
    'empty',
    'picker',
    'development',
    'facility',
    'calendar',
    'image',
    'allowance',
    'toolbar',
    'previous',
    'today',
    'next',
    'range',
    'days',
    'day',
    'no-slots',
    'slots',
    'slot',
    'slot-free',
    'slot-taken',
    'slot-mine',
    'booking-form',
    'when',
    'length',
    'note',
    'confirm',
    'upcoming',
    'bookings',
    'booking',
    'booking-when',
    'booking-note',
    'view-booking',
    'detail',
    'back',
    'detail-title',
    'state',
    'note-text',
    'add-to-calendar',
    'cancel-booking',
    'confirm-cancel',
    'note-form',
    'save-note',
  ],
  needsSession: true,
  summary: 'Facility booking: the week of a facility\'s slots, booking one with a note, the upcoming bookings and one booking with Add to calendar, its note and Cancel booking.',
  styles: facilityBookingCss,
} as const satisfies ElementDefinition<FacilityBookingProps>;

/**
 * The `portico-facility-booking` element class (the one already defined, if the script ran before).
 * @example document.createElement('portico-facility-booking') instanceof PorticoFacilityBooking // true
 */
export const PorticoFacilityBooking = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'portico-facility-booking': PorticoElementOf<typeof definition>;
  }
}

// React's JSX (both @types/react 18 and 19 resolve the tag through React.JSX).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX is a namespace
  namespace JSX {
    interface IntrinsicElements {
      'portico-facility-booking': PorticoJsxProps<typeof definition>;
    }
  }
}
