import { describe, expect, it } from 'vitest';
import { sampleFacility, sampleFixedFacility } from '../../../core/schemas/samples';
import { checkFacilityForm, formValues, settingsOf } from './facilityForm';
import { emptyWeekReason, nextWeek, previewDayLabel, previewWeek } from './slotPreview';

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
});

describe('checkFacilityForm', () => {
  it('passes the demo facilities as they are', () => {
    expect(checkFacilityForm(formValues(sampleFacility))).toEqual({});
    expect(checkFacilityForm(formValues(sampleFixedFacility))).toEqual({});
  });
});
