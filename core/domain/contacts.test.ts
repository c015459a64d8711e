import { describe, expect, it } from 'vitest';
import { callNumbers } from './contacts';
import { telHref } from './tel';

const manager = { phone: '020 7946 0100', outOfHours: false };
const siteTeam = { phone: '020 7946 0101', outOfHours: false };
const outOfHoursLine = { phone: '0800 000 0000', outOfHours: true };

describe('callNumbers', () => {
  it.each([
    ['the first contact in office hours, the out-of-hours line out of hours', [manager, siteTeam, outOfHoursLine], { officeHours: '020 7946 0100', outOfHours: '0800 000 0000' }],
    ['the out-of-hours line listed first is still not the office-hours number', [outOfHoursLine, siteTeam], { officeHours: '020 7946 0101', outOfHours: '0800 000 0000' }],
    ['contacts without a phone are passed over', [{ phone: null }, { phone: '  ' }, siteTeam], { officeHours: '020 7946 0101', outOfHours: undefined }],
    ["another API's contacts without the flag give the office-hours number only", [{ phone: '0117 496 0100' }], { officeHours: '0117 496 0100', outOfHours: undefined }],
    ['no contacts, no numbers', [], { officeHours: undefined, outOfHours: undefined }],
  ])('%s', (_, contacts, numbers) => {
    expect(callNumbers(contacts)).toEqual(numbers);
  });
});

describe('telHref', () => {
  it.each([
    ['020 7946 0100', 'tel:02079460100'],
    ['+44 (0)20 7946-0000', 'tel:+4402079460000'],
    [' 0117 946 0000 ', 'tel:01179460000'],
  ])('%s is %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
