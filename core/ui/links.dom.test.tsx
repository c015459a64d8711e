import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './testSetup.dom';
import { followLink } from './links';
import { clickCancelled, NEW_TAB_CLICKS } from './links.test-support';

afterEach(() => vi.restoreAllMocks());

describe('followLink', () => {
  function renderLink(emit: () => boolean) {
    const followed: boolean[] = [];
    render(
      <a href="/elsewhere" onClick={(event) => followed.push(followLink(event, '/elsewhere', emit))}>
        Elsewhere
      </a>,
    );
    return { link: screen.getByRole('link', { name: 'Elsewhere' }), followed };
  }

  it('a plain click emits portico-navigate; a host that cancels it keeps the page from loading', () => {
    const emit = vi.fn(() => false);
    const { link, followed } = renderLink(emit);
    expect(clickCancelled(link)).toBe(true);
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href: '/elsewhere' });
    expect(followed).toEqual([true]);
  });

  it('a plain click that the host lets through is left to the browser', () => {
    const emit = vi.fn(() => true);
    const { link } = renderLink(emit);
    expect(clickCancelled(link)).toBe(false);
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it.each(NEW_TAB_CLICKS)('a %s opens a new tab: nothing emitted, nothing cancelled', (_name, init) => {
    const emit = vi.fn(() => false);
    const { link, followed } = renderLink(emit);
    expect(clickCancelled(link, init)).toBe(false);
    expect(emit).not.toHaveBeenCalled();
    expect(followed).toEqual([false]);
  });
});
