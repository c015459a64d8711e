import { describe, expect, it } from 'vitest';
import { foldText } from './text';

describe('foldText', () => {
  it('ignores letter case and the way an accent was typed', () => {
    expect(foldText('CAFÉ')).toBe(foldText('café'));
    expect(foldText('Cafe\u0301')).toBe(foldText('café'.normalize('NFD')));
    expect(foldText('Riverside WHARF')).toBe('riverside wharf');
  });
});
