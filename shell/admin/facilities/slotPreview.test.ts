import { describe, expect, it } from 'vitest';
import { sampleFacility, sampleFixedFacility } from '../../../core/testing/samples/facilities';
import { checkFacilityForm, formValues, settingsOf } from './facilityForm';
import { emptyWeekReason, mondayOf, nextFreeAfter, nextWeek, previewDayLabel, previewWeek } from './slotPreview';

// Thursday 26 November 2026, noon in London.
const NOW = new Date('2026-11-26T12:00:00Z');

describe('slot preview', () => {
  it('is the coming Monday to Sunday in London', () => {
    expect(nextWeek(NOW)).toEqual({ fromDate: '2026-11-30', toDate: '2026-12-06' });
    // Sunday 23:30 in London is still that week's Sunday: next week starts the next day.
    expect(nextWeek(new Date('2026-11-29T23:30:00Z'))).toEqual({ fromDate: '2026-11-30', toDate: '2026-12-06' });
    expect(previewDayLabel('2026-11-30')).toBe('Mon 30 Nov');
  });

  it('gives the slot engine the settings the form stands for', () => {
    const week = previewWeek(settingsOf(formValues(sampleFacility)), NOW);
    expect(week[0]?.slots.length).toBe(32);
    expect(previewWeek(settingsOf(formValues(sampleFixedFacility)), NOW)[0]?.slots).toEqual([
      { start: '8:00 AM', end: '12:00 PM' },
      { start: '12:00 PM', end: '4:00 PM' },
      { start: '4:00 PM', end: '8:00 PM' },
    ]);
  });

  it('says why a week is empty', () => {
    const closed = settingsOf({ ...formValues(sampleFacility), ...Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [`${day}Closed`, true])) });
    expect(emptyWeekReason(closed, previewWeek(closed, NOW), NOW)).toBe('closed');
    const near = settingsOf({ ...formValues(sampleFacility), horizon: '3' });
    expect(emptyWeekReason(near, previewWeek(near, NOW), NOW)).toBe('beyondHorizon');
    const noSlots = settingsOf({ ...formValues(sampleFixedFacility), fixedSlots: [] });
    expect(emptyWeekReason(noSlots, previewWeek(noSlots, NOW), NOW)).toBe('noFixedSlots');
  });

  it('finds the first slot a resident would get after an empty week, within the horizon, and shows its week', () => {
    // Fourteen days of lead time from Thursday noon: next week is empty; the horizon's last day, 10 December, is not.
    const far = settingsOf({ ...formValues(sampleFacility), leadTime: String(14 * 24 * 60) });
    const { toDate } = nextWeek(NOW);
    expect(emptyWeekReason(far, previewWeek(far, NOW), NOW)).toBe('none');
    expect(nextFreeAfter(far, toDate, NOW)).toMatchObject({ startTime: '2026-12-10T12:00:00.000Z', endTime: '2026-12-10T12:30:00.000Z' });
    expect(mondayOf('2026-12-10')).toBe('2026-12-07');
    const shown = previewWeek(far, NOW, '2026-12-07');
    expect(shown.map((day) => day.slots.length)).toEqual([0, 0, 0, 20, 0, 0, 0]);
    // One more day of lead time outlasts the horizon: none.
    const farther = settingsOf({ ...formValues(sampleFacility), leadTime: String(15 * 24 * 60) });
    expect(nextFreeAfter(farther, toDate, NOW)).toBeNull();
  });
});

describe('checkFacilityForm', () => {
  it('passes the demo facilities as they are', () => {
    expect(checkFacilityForm(formValues(sampleFacility))).toEqual({});
    expect(checkFacilityForm(formValues(sampleFixedFacility))).toEqual({});
  });
});
