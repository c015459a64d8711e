import { describe, expect, it } from 'vitest';
import { textOrNull } from './values';

describe('textOrNull', () => {
  it('trims an optional text, and makes one of nothing but spaces null', () => {
    expect(textOrNull('  Bringing a guest. ')).toBe('Bringing a guest.');
    expect(textOrNull(' \n ')).toBeNull();
    expect(textOrNull('')).toBeNull();
  });
});
