import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusHeadingWhenShown } from './focus';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('focusHeadingWhenShown', () => {
  it('focuses the h1 at once when the page is there, making it focusable from script only', () => {
    document.body.innerHTML = '<main><h1>Charges</h1></main>';
    focusHeadingWhenShown(document.querySelector('main')!);
    const heading = document.querySelector('h1')!;
    expect(document.activeElement === heading).toBe(true);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a page that is still loading, then focuses its heading', async () => {
    document.body.innerHTML = '<main><p>Loading…</p></main>';
    const main = document.querySelector('main')!;
    focusHeadingWhenShown(main);
    main.innerHTML = '<h1>Requests</h1>';
    await Promise.resolve();
    expect(document.activeElement?.textContent).toBe('Requests');
  });

  it('stops waiting when told (the next navigation) and after its time limit', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main></main>';
    const main = document.querySelector('main')!;
    const stop = focusHeadingWhenShown(main);
    stop();
    main.innerHTML = '<h1>Too late</h1>';
    await Promise.resolve();
    expect(document.activeElement === document.body).toBe(true);

    main.innerHTML = '';
    focusHeadingWhenShown(main);
    vi.advanceTimersByTime(10_000);
    main.innerHTML = '<h1>Much too late</h1>';
    await Promise.resolve();
    expect(document.activeElement === document.body).toBe(true);
  });

  it('leaves the focus in an open dialog', () => {
    document.body.innerHTML = '<main><h1>Premises</h1></main><dialog open><button>Close</button></dialog>';
    document.querySelector('button')!.focus();
    focusHeadingWhenShown(document.querySelector('main')!);
    expect(document.activeElement?.textContent).toBe('Close');
  });
});
