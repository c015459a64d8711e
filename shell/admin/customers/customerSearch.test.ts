import { describe, expect, it } from 'vitest';
import { foldSearchText, isActiveRow, searchCustomers, searchWords } from './customerSearch';

const row = (fullName: string, premiseName: string, relationship: string) => ({ fullName, premiseName, relationship });
const ROWS = [
  row('Olivia Owner', 'Flat 1', 'Owner'),
  row('Olivia Owner', 'Flat 2', 'Owner'),
  row('Sam Subtenant', 'Flat 4', 'Subtenant'),
  row('Zoë Ångström', 'Flat 12', 'Tenant'),
  row('Uma Unregistered', 'Flat 6', 'Owner'),
];
const found = (search: string) => searchCustomers(ROWS, search).map((match) => `${match.fullName}/${match.premiseName}`);

describe('customer search (spec 2 §9: split on commas and spaces; each word must match name, premises or relationship)', () => {
  it('splits on commas, spaces and both, dropping blanks', () => {
    expect(searchWords('olivia,flat')).toEqual(['olivia', 'flat']);
    expect(searchWords('olivia flat')).toEqual(['olivia', 'flat']);
    expect(searchWords(' olivia, ,  flat 2,')).toEqual(['olivia', 'flat', '2']);
    expect(searchWords('olivia\tflat')).toEqual(['olivia', 'flat']);
  });

  it('a blank search, or only commas and spaces, keeps every row in its order', () => {
    expect(found('')).toHaveLength(ROWS.length);
    expect(found(' ,, ')).toEqual(ROWS.map((match) => `${match.fullName}/${match.premiseName}`));
  });

  it('commas: "olivia, flat 2" narrows to her Flat 2 row', () => {
    expect(found('olivia, flat 2')).toEqual(['Olivia Owner/Flat 2']);
  });

  it('spaces: "olivia flat" keeps both her rows', () => {
    expect(found('olivia flat')).toEqual(['Olivia Owner/Flat 1', 'Olivia Owner/Flat 2']);
  });

  it('several words across the fields: a name word, a premises word and a relationship word', () => {
    expect(found('sam flat subtenant')).toEqual(['Sam Subtenant/Flat 4']);
    expect(found('owner 6')).toEqual(['Uma Unregistered/Flat 6']);
  });

  it('every word must match: one unmatched word leaves the row out', () => {
    expect(found('olivia tenant')).toEqual([]);
    expect(found('sam, flat 1')).toEqual([]);
  });

  it('a word matches inside a field (part of a name or of a premises number)', () => {
    expect(found('livi')).toEqual(['Olivia Owner/Flat 1', 'Olivia Owner/Flat 2']);
    expect(found('flat 1')).toEqual(['Olivia Owner/Flat 1', 'Zoë Ångström/Flat 12']);
  });

  it('a word never matches across two fields', () => {
    // "owner\nflat" is how the fields meet; a word holds no white space, so "ownerflat" finds nothing.
    expect(found('ownerflat')).toEqual([]);
  });

  it('ignores case both ways', () => {
    expect(found('OLIVIA, FLAT 2')).toEqual(['Olivia Owner/Flat 2']);
    expect(found('sUbTeNaNt')).toEqual(['Sam Subtenant/Flat 4']);
  });

  it('ignores accents both ways, however the accent was typed', () => {
    expect(found('zoe angstrom')).toEqual(['Zoë Ångström/Flat 12']);
    expect(found('ZOË')).toEqual(['Zoë Ångström/Flat 12']);
    // e + combining diaeresis, as some keyboards type it.
    expect(found('zoe\u0308')).toEqual(['Zoë Ångström/Flat 12']);
    expect(searchCustomers([row('Zoe Plain', 'Flat 9', 'Owner')], 'Zoë')).toHaveLength(1);
    expect(foldSearchText('Ångström')).toBe('angstrom');
  });
});

describe('isActiveRow (spec 2 §9: inactive customers and relationships hidden unless show inactive)', () => {
  it('only a row whose customer and relationship are both active', () => {
    expect(isActiveRow({ stateCode: 0, relationshipStateCode: 0 })).toBe(true);
    expect(isActiveRow({ stateCode: 0, relationshipStateCode: 1 })).toBe(false);
    expect(isActiveRow({ stateCode: 1, relationshipStateCode: 1 })).toBe(false);
    expect(isActiveRow({ stateCode: 1, relationshipStateCode: 0 })).toBe(false);
  });
});
