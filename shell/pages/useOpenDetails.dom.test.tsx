import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenDetails } from './useOpenDetails';

describe('useOpenDetails', () => {
  it('starts with the initial keys open; toggle opens and closes one; openOnly opens just those', () => {
    const { result } = renderHook(() => useOpenDetails(() => ['accounts']));
    expect(result.current.isOpen('accounts')).toBe(true);
    act(() => result.current.toggle('safety', true));
    expect(result.current.isOpen('safety')).toBe(true);
    act(() => result.current.toggle('accounts', false));
    expect(result.current.isOpen('accounts')).toBe(false);
    act(() => result.current.openOnly(['lease']));
    expect(['accounts', 'safety', 'lease'].filter((key) => result.current.isOpen(key))).toEqual(['lease']);
  });

  it('a toggle event that arrives after a newer openOnly (the browser sends it a task later) changes only its own entry', () => {
    const { result } = renderHook(() => useOpenDetails<string>());
    act(() => result.current.toggle('password', true));
    // The handler the reader's close will run with was rendered before the search.
    const renderedBeforeTheSearch = result.current;
    act(() => result.current.openOnly(['visitors']));
    act(() => renderedBeforeTheSearch.toggle('password', false));
    expect(result.current.isOpen('visitors')).toBe(true);
    expect(result.current.isOpen('password')).toBe(false);
  });
});
