// Test support (not part of the public surface) for the calendar rules, which keep Europe/London
// time wherever the code runs: London wall-clock times read through Intl alone, an oracle that
// shares nothing with core/domain/london.ts, and a way to run code with the process in another
// time zone, so that a test shows nothing reads the machine's zone.

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Zones far from London either way, both with daylight saving on other dates than the UK's. */
export const FOREIGN_ZONES = ['America/New_York', 'Pacific/Auckland'] as const;

const londonFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * An instant's London calendar day and wall-clock time (`HH:mm`), as Intl reads them.
 * @example londonWall(Date.parse('2026-06-30T23:30:00Z')) // { day: '2026-07-01', time: '00:30' }
 */
export function londonWall(instant: number | Date): { day: string; time: string } {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  let wall = wallCache.get(time);
  if (!wall) {
    const parts = Object.fromEntries(londonFormat.formatToParts(time).map((part) => [part.type, part.value]));
    wall = { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
    if (wallCache.size >= 100_000) wallCache.clear();
    wallCache.set(time, wall);
  }
  return wall;
}

// Sweeps over a year ask the same instants again and again; Intl takes microseconds each time.
const wallCache = new Map<number, { day: string; time: string }>();

/**
 * The instant a London wall-clock time (whole minutes) happens on a day: the first of the two on
 * the day clocks go back, null for a time in the hour skipped when they go forward.
 * @example londonInstant('2026-10-25', '01:30') // Date.parse('2026-10-25T00:30:00Z'), still BST
 */
export function londonInstant(day: string, time: string): number | null {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // BST first, so that a repeated time answers its first occurrence.
  for (const offset of [60, 0]) {
    const instant = wall - offset * MINUTE;
    const read = londonWall(instant);
    if (read.day === day && read.time === time) return instant;
  }
  return null;
}

/**
 * `londonInstant` for a time that exists, failing loudly otherwise.
 * @example londonAt('2026-03-29', '12:00') // Date.parse('2026-03-29T11:00:00Z')
 */
export function londonAt(day: string, time: string): number {
  const instant = londonInstant(day, time);
  if (instant === null) throw new Error(`${day} ${time} does not happen in London`);
  return instant;
}

/**
 * A calendar day `days` later (earlier when negative), counted on the calendar alone.
 * @example plusDays('2028-02-28', 1) // '2028-02-29'
 */
export function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/**
 * Every calendar day from `first` to `last`, both included.
 * @example daysFrom('2026-01-01', '2026-12-31').length // 365
 */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = plusDays(day, 1)) days.push(day);
  return days;
}

/**
 * The weekday of a calendar day, lower case, as `BusinessDays` names it.
 * @example weekdayOf('2026-03-29') // 'sunday'
 */
export function weekdayOf(day: string): 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday' {
  return (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
}

/** The zone the process was started in: `TZ` as given, else the machine's. */
export const MACHINE_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The machine's zone and the foreign ones, each once (run with TZ=America/New_York, that is two). */
export const TEST_ZONES: readonly string[] = [...new Set([MACHINE_ZONE, ...FOREIGN_ZONES])];

/**
 * Runs `run` with the process's local time zone set to `zone`, then puts the previous one back.
 * Node re-reads `process.env.TZ` when it is assigned; where it cannot (a worker thread) this
 * throws rather than let a test pass in the machine's zone.
 * @example inZone('Pacific/Auckland', () => expect(seedDays()).toEqual(expected));
 */
export function inZone<T>(zone: string, run: () => T): T {
  const restore = enterZone(zone);
  try {
    return run();
  } finally {
    restore();
  }
}

/**
 * `inZone` for asynchronous work: the zone stays set until the promise settles.
 * @example await inZoneAsync('America/New_York', () => startTestApi({}, { start }));
 */
export async function inZoneAsync<T>(zone: string, run: () => Promise<T>): Promise<T> {
  const restore = enterZone(zone);
  try {
    return await run();
  } finally {
    restore();
  }
}

function enterZone(zone: string): () => void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  const actual = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  // A January and a July date: the local offsets must be the zone's own, daylight saving or not.
  const offsetsMatch = [Date.UTC(2026, 0, 15, 12), Date.UTC(2026, 6, 15, 12)].every(
    (instant) => -new Date(instant).getTimezoneOffset() === zoneOffsetMinutes(zone, instant),
  );
  if (actual !== zone || !offsetsMatch) {
    restoreZone(before);
    throw new Error(`The process's time zone could not be set to ${zone} (it reads ${actual}); run the tests in a forked process, not a worker thread.`);
  }
  return () => restoreZone(before);
}

function restoreZone(before: string | undefined): void {
  if (before === undefined) delete process.env.TZ;
  else process.env.TZ = before;
}

function zoneOffsetMinutes(zone: string, instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return (Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - instant) / MINUTE;
}
