import { describe, expect, it } from 'vitest';
import { clampHeadingLevel } from './links';

describe('clampHeadingLevel', () => {
  it('keeps a whole level from 1 to the deepest, and cuts a fraction to its whole part', () => {
    expect([1, 3, 5, 3.7].map((level) => clampHeadingLevel(level))).toEqual([1, 3, 5, 3]);
  });

  it('brings a level past the deepest back to it, and one below 1 up to 1', () => {
    expect(clampHeadingLevel(9)).toBe(5);
    expect(clampHeadingLevel(5, 4)).toBe(4);
    expect(clampHeadingLevel(-3)).toBe(1);
  });

  it('is 2 for an absent attribute, an empty one (0) or one that is not a number', () => {
    expect([undefined, 0, Number.NaN].map((level) => clampHeadingLevel(level))).toEqual([2, 2, 2]);
  });
});
