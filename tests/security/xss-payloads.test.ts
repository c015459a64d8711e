import { describe, expect, it } from 'vitest';
import { TICKET_SUBJECT_MAX } from '../../core/schemas';
import { groupsForHtml, marker, packText, PAYLOADS } from './xss-payloads';

describe('the XSS corpus', () => {
  it('has at least 50 distinct payloads, each starting with its marker and calling the detector with its own number', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(PAYLOADS.map((payload) => payload.text)).size).toBe(PAYLOADS.length);
    for (const payload of PAYLOADS) {
      expect(payload.text.startsWith(`${marker(payload.id)} `), payload.text).toBe(true);
      // One payload spells the call with character references, which the parser decodes.
      const decoded = payload.text.replaceAll('&#95;', '_').replaceAll('&#40;', '(').replaceAll('&#41;', ')');
      expect(decoded, payload.text).toContain(`__xss(${payload.id})`);
    }
  });

  it('covers every kind, and every payload fits a request subject', () => {
    expect(new Set(PAYLOADS.map((payload) => payload.kind))).toEqual(new Set(['script', 'handler', 'url', 'svg', 'malformed', 'frame', 'css']));
    for (const payload of PAYLOADS) expect(payload.text.length, payload.text).toBeLessThanOrEqual(TICKET_SUBJECT_MAX);
  });

  it('groups payloads for one HTML field with at most one that swallows what follows, and it last', () => {
    const groups = groupsForHtml(PAYLOADS, 12);
    expect(groups.flat().map((payload) => payload.id).sort((a, b) => a - b)).toEqual(PAYLOADS.map((payload) => payload.id));
    for (const group of groups) {
      expect(group.length).toBeLessThanOrEqual(12);
      expect(group.slice(0, -1).some((payload) => payload.swallows)).toBe(false);
    }
  });

  it('packs payloads whole into texts under a limit', () => {
    const packs = packText(PAYLOADS, 255);
    expect(packs.flatMap((pack) => pack.payloads)).toEqual(PAYLOADS);
    for (const pack of packs) {
      expect(pack.text.length).toBeLessThanOrEqual(255);
      for (const payload of pack.payloads) expect(pack.text).toContain(payload.text);
    }
  });
});
