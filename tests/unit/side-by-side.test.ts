import { describe, expect, it } from 'vitest';
import { ratio } from '../../bench/side-by-side';

describe('ratio', () => {
  it('is the new figure over the base', () => {
    expect(ratio(120, 300)).toBeCloseTo(0.4);
    expect(ratio(300, 300)).toBe(1);
  });

  it('is 1 when both are 0 (no long task in either)', () => {
    expect(ratio(0, 0)).toBe(1);
  });

  it('is null when only the base is 0: no share says how much worse', () => {
    expect(ratio(40, 0)).toBeNull();
  });
});
