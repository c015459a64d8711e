import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Booking } from '../schemas';
import { sampleBooking } from '../testing/samples/bookings';
import { bookingCalendarFile, bookingCalendarFileName, escapeText, foldLine } from './ics';

const options = { productName: 'Portico', location: 'Riverside Wharf, 1 River Lane, London' };

// Unfolds and splits the file into its content lines, as a calendar reads it.
function contentLines(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

// A property of the event (the time zone has DTSTART lines of its own).
function property(text: string, name: string): string | undefined {
  const lines = contentLines(text);
  return lines.slice(lines.indexOf('BEGIN:VEVENT')).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

describe('bookingCalendarFile', () => {
  const text = bookingCalendarFile({ ...sampleBooking, note: 'Bringing a guest.' }, options);

  test('a calendar with the Europe/London time zone and one event', () => {
    const lines = contentLines(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Portico//Facility booking//EN');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    const timeZone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(timeZone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/London',
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
    ]);
  });

  test('the event: UID from the booking id, London times, facility as summary, note as description', () => {
    expect(property(text, 'UID')).toBe('UID:bkg-gym-upcoming@facility-booking.portico');
    expect(property(text, 'DTSTAMP')).toBe('DTSTAMP:20261120T180000Z');
    // 24 November is in GMT: London time equals UTC.
    expect(property(text, 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20261124T070000');
    expect(property(text, 'DTEND')).toBe('DTEND;TZID=Europe/London:20261124T080000');
    expect(property(text, 'SUMMARY')).toBe('SUMMARY:Gym');
    expect(property(text, 'DESCRIPTION')).toBe('DESCRIPTION:Bringing a guest.');
    expect(property(text, 'LOCATION')).toBe('LOCATION:Riverside Wharf\\, 1 River Lane\\, London');
    expect(property(text, 'STATUS')).toBe('STATUS:CONFIRMED');
  });

  test('every line ends with CRLF and none is longer than 75 octets', () => {
    const long = bookingCalendarFile({ ...sampleBooking, note: 'Ünïcödé 🏋️ '.repeat(20) }, options);
    expect(long.endsWith('\r\n')).toBe(true);
    expect(long.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of long.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(property(long, 'DESCRIPTION')).toBe(`DESCRIPTION:${'Ünïcödé 🏋️ '.repeat(20)}`);
  });

  test('no note, no description; no location, no location line', () => {
    const bare = bookingCalendarFile({ ...sampleBooking, note: null }, { productName: 'Portico' });
    expect(property(bare, 'DESCRIPTION')).toBeUndefined();
    expect(property(bare, 'LOCATION')).toBeUndefined();
  });

  test('a note and a facility name with commas, semicolons, backslashes and line breaks are escaped', () => {
    const tricky: Booking = {
      ...sampleBooking,
      facility: { ...sampleBooking.facility, name: 'Gym; level 1, west' },
      note: 'C:\\towels, mats;\r\nSecond line\nThird\rFourth',
    };
    const escaped = bookingCalendarFile(tricky, options);
    expect(property(escaped, 'SUMMARY')).toBe('SUMMARY:Gym\\; level 1\\, west');
    expect(property(escaped, 'DESCRIPTION')).toBe('DESCRIPTION:C:\\\\towels\\, mats\\;\\nSecond line\\nThird\\nFourth');
  });

  test('a property cannot be injected through a note', () => {
    const injected = bookingCalendarFile({ ...sampleBooking, note: 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT' }, options);
    expect(contentLines(injected).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  test('in summer the London time is an hour ahead of UTC', () => {
    const summer = bookingCalendarFile({ ...sampleBooking, startAt: '2026-07-04T09:00:00.000Z', endAt: '2026-07-04T10:30:00.000Z' }, options);
    expect(property(summer, 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20260704T100000');
    expect(property(summer, 'DTEND')).toBe('DTEND;TZID=Europe/London:20260704T113000');
  });

  test('a booking across the October clock change keeps each end at its own offset', () => {
    // Saturday 24 October 14:00 BST to Sunday 25 October 11:00 GMT.
    const overnight = bookingCalendarFile({ ...sampleBooking, startAt: '2026-10-24T13:00:00.000Z', endAt: '2026-10-25T11:00:00.000Z' }, options);
    expect(property(overnight, 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20261024T140000');
    expect(property(overnight, 'DTEND')).toBe('DTEND;TZID=Europe/London:20261025T110000');
  });

  test('a booking across the March clock change', () => {
    // Saturday 28 March 20:00 GMT to Sunday 29 March 08:00 BST.
    const overnight = bookingCalendarFile({ ...sampleBooking, startAt: '2026-03-28T20:00:00.000Z', endAt: '2026-03-29T07:00:00.000Z' }, options);
    expect(property(overnight, 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20260328T200000');
    expect(property(overnight, 'DTEND')).toBe('DTEND;TZID=Europe/London:20260329T080000');
  });

  test('in the repeated hour the first pass is London time, the second is written in UTC', () => {
    const first = bookingCalendarFile({ ...sampleBooking, startAt: '2026-10-25T00:30:00.000Z', endAt: '2026-10-25T01:30:00.000Z' }, options);
    // 00:30 UTC is 01:30 BST, the first 01:30; 01:30 UTC is 01:30 GMT, the second.
    expect(property(first, 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20261025T013000');
    expect(property(first, 'DTEND')).toBe('DTEND:20261025T013000Z');
  });

  test.each([
    ['pending', 'TENTATIVE'],
    ['cancelled', 'CANCELLED'],
    ['cancelled_by_staff', 'CANCELLED'],
  ] as const)('a %s booking is %s', (state, status) => {
    expect(property(bookingCalendarFile({ ...sampleBooking, state }, options), 'STATUS')).toBe(`STATUS:${status}`);
  });
});

describe('foldLine', () => {
  test('a line of 75 octets stays whole; 76 fold after 75', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  test('continuations hold 74 octets after their space', () => {
    expect(foldLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
  });

  test('a multi-byte character is never split', () => {
    // 74 ASCII octets, then é (2 octets) does not fit in the first line.
    expect(foldLine(`${'x'.repeat(74)}é`)).toBe(`${'x'.repeat(74)}\r\n é`);
  });
});

describe('escapeText', () => {
  test.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['a\r\nb\nc\rd', 'a\\nb\\nc\\nd'],
    ['tab\tstays, bell\u0007 goes', 'tab\tstays\\, bell goes'],
  ])('%j -> %j', (text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });
});

describe('bookingCalendarFileName', () => {
  test('facility and London day', () => {
    expect(bookingCalendarFileName(sampleBooking)).toBe('gym-2026-11-24.ics');
    expect(bookingCalendarFileName({ ...sampleBooking, facility: { id: 'f', name: 'Guest Suite (Flat 9)' }, startAt: '2026-06-30T23:30:00.000Z' })).toBe(
      'guest-suite-flat-9-2026-07-01.ics',
    );
  });
});

// fast-check's `unit: 'binary'` (any code point but a surrogate), drawn and shrunk the same way
// (the same notes for the same seed), without the table of all 1.1 million code points that the
// built-in unit builds before its first draw (1 to 4 s by the machine's load, most of this file's time).
const SURROGATES = 0x800;
const anyCodePoint = fc.nat({ max: 0x10ffff - SURROGATES }).map(
  (index) => String.fromCodePoint(index < 0xd800 ? index : index + SURROGATES),
  (value) => {
    const code = typeof value === 'string' ? value.codePointAt(0) : undefined;
    if (code === undefined || String.fromCodePoint(code) !== value || (code >= 0xd800 && code < 0xe000)) throw new Error('Not one code point');
    return code < 0xd800 ? code : code - SURROGATES;
  },
);

describe('any note (fast-check)', () => {
  // What a calendar reads back: unfolded, one property per line, the escapes undone.
  const unescape = (text: string) => text.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));
  // What the file keeps of a note: line breaks as \n, control characters other than tab dropped.
  const kept = (note: string) => note.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex -- the control characters are the subject

  test('reads back as written, in lines of at most 75 octets, as one event', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCodePoint, maxLength: 300 }).filter((note) => note.trim() !== ''), (note) => {
        const text = bookingCalendarFile({ ...sampleBooking, note }, options);
        for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
        const lines = contentLines(text);
        expect(lines.filter((line) => line.startsWith('BEGIN:'))).toEqual(['BEGIN:VCALENDAR', 'BEGIN:VTIMEZONE', 'BEGIN:DAYLIGHT', 'BEGIN:STANDARD', 'BEGIN:VEVENT']);
        const description = property(text, 'DESCRIPTION');
        expect(unescape(description?.slice('DESCRIPTION:'.length) ?? '')).toBe(kept(note));
      }),
      { numRuns: 200 },
    );
  });
});
