// A booking as an iCalendar file (RFC 5545) in Europe/London time, so "Add to calendar" lands it
// in the resident's own calendar at the hour they booked, on either side of a clock change.
// Written here because no library writes a Europe/London VTIMEZONE (the `ics` package writes UTC only).
import type { Booking } from '../schemas';
import { LONDON_TIME_ZONE, londonDay, londonOffset, londonTime } from './london';

/** The media type to serve or download the file with. */
export const CALENDAR_MEDIA_TYPE = 'text/calendar;charset=utf-8';

export interface CalendarFileOptions {
  /** Where the facility is, e.g. the development's address. */
  location?: string;
  /** Names the producer in PRODID, e.g. 'Portico'. */
  productName: string;
}

const CRLF = '\r\n';
const MINUTE = 60_000;
const STATUS: Record<Booking['state'], string> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  cancelled: 'CANCELLED',
  cancelled_by_staff: 'CANCELLED',
};

// The UK rule since 1996: BST from 01:00 GMT on the last Sunday of March to 01:00 GMT (02:00
// BST) on the last Sunday of October. DTSTART is the first onset in the offset before it.
const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${LONDON_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * The `.ics` text of a booking: one event from its start to its end in Europe/London time, the
 * facility's name as its summary and the note as its description. DTSTAMP is the booking's last
 * change, so the same booking always gives the same file.
 *
 * @example
 * const text = bookingCalendarFile(booking, { productName: 'Portico', location: 'Riverside Wharf, London' });
 * new Blob([text], { type: CALENDAR_MEDIA_TYPE });
 */
export function bookingCalendarFile(booking: Booking, options: CalendarFileOptions): string {
  const event = [
    'BEGIN:VEVENT',
    `UID:${escapeText(booking.id)}@facility-booking.portico`,
    `DTSTAMP:${utcStamp(booking.updatedAt)}`,
    `CREATED:${utcStamp(booking.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(booking.updatedAt)}`,
    `DTSTART${londonStamp(booking.startAt)}`,
    `DTEND${londonStamp(booking.endAt)}`,
    `SUMMARY:${escapeText(booking.facility.name)}`,
    ...(booking.note?.trim() ? [`DESCRIPTION:${escapeText(booking.note)}`] : []),
    ...(options.location?.trim() ? [`LOCATION:${escapeText(options.location)}`] : []),
    `STATUS:${STATUS[booking.state]}`,
    'END:VEVENT',
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.productName)}//Facility booking//EN`,
    'CALSCALE:GREGORIAN',
    ...LONDON_VTIMEZONE,
    ...event,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * A file name for the booking: the facility and the London day it starts.
 * @example bookingCalendarFileName(booking) // 'gym-2026-11-24.ics'
 */
export function bookingCalendarFileName(booking: Booking): string {
  const facility = booking.facility.name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${facility || 'booking'}-${londonDay(Date.parse(booking.startAt))}.ics`;
}

/**
 * TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon and comma are escaped, every line break
 * becomes `\n`, and other control characters, which TEXT may not hold, are dropped.
 * @example escapeText('Gym; level 1, west\nBring a towel') // 'Gym\\; level 1\\, west\\nBring a towel'
 */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex -- dropping control characters is the point
}

/**
 * Folds a content line at 75 octets of UTF-8 (RFC 5545 §3.1): each continuation starts with a
 * space; a character is never split.
 * @example foldLine('DESCRIPTION:' + 'a'.repeat(70)) // 'DESCRIPTION:aaa…a\r\n aaaaaaa'
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let limit = 75;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
      limit = 74;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join(`${CRLF} `);
}

// 20261124T070000Z
function utcStamp(iso: string): string {
  return compact(new Date(Date.parse(iso)).toISOString()) + 'Z';
}

// `;TZID=Europe/London:20261124T070000`. RFC 5545 reads an ambiguous local time as its first
// occurrence, so an instant in the second pass of the repeated hour is written in UTC instead.
function londonStamp(iso: string): string {
  const instant = Date.parse(iso);
  const wall = instant + londonOffset(instant) * MINUTE;
  const day = londonDay(instant);
  const minutesAfterMidnight = Math.floor((wall - Date.parse(`${day}T00:00:00Z`)) / MINUTE);
  if (londonTime(day, minutesAfterMidnight) !== instant - (instant % MINUTE)) return `:${utcStamp(iso)}`;
  return `;TZID=${LONDON_TIME_ZONE}:${compact(new Date(wall).toISOString())}`;
}

// 2026-11-24T07:00:00.000Z → 20261124T070000
function compact(iso: string): string {
  return iso.slice(0, 19).replace(/[-:]/g, '');
}
