import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterRenderTurns, RenderTurn } from './renderTurn';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Parts({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name) => (
        <RenderTurn key={name} placeholder={<p>{`${name} waits`}</p>}>
          <p>{name}</p>
        </RenderTurn>
      ))}
    </>
  );
}

/** Which parts show their content, which their placeholder. */
const shown = (names: string[]) => names.map((name) => (screen.queryByText(name) ? name : `(${name})`)).join(' ');

describe('RenderTurn', () => {
  it('shows each part after the next frame, one part per task, in the order the parts asked', async () => {
    vi.useFakeTimers();
    const names = ['Charges', 'News', 'Requests'];
    render(<Parts names={names} />);
    expect(shown(names)).toBe('(Charges) (News) (Requests)');
    // The frame: its callback only asks for a task.
    await act(async () => vi.advanceTimersToNextTimer());
    expect(shown(names)).toBe('(Charges) (News) (Requests)');
    const steps: string[] = [];
    for (let task = 0; task < 3; task += 1) {
      await act(async () => vi.advanceTimersToNextTimer());
      steps.push(shown(names));
    }
    expect(steps).toEqual(['Charges (News) (Requests)', 'Charges News (Requests)', 'Charges News Requests']);
  });

  it('does not wait for a frame that never comes (a page in a background tab): at most 100 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    render(<Parts names={['News']} />);
    await act(async () => vi.advanceTimersByTime(99));
    expect(shown(['News'])).toBe('(News)');
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown(['News'])).toBe('News');
  });

  it('passes a part that left the page before its turn, and keeps a part shown once its turn came', async () => {
    vi.useFakeTimers();
    function Page() {
      const [names, setNames] = useState(['Parcels', 'News']);
      return (
        <>
          <button type="button" onClick={() => setNames(['News'])}>
            Hide parcels
          </button>
          <button type="button" onClick={() => setNames(['News', 'Later'])}>
            Add later
          </button>
          <Parts names={names} />
        </>
      );
    }
    render(<Page />);
    act(() => screen.getByRole('button', { name: 'Hide parcels' }).click());
    await act(async () => vi.runAllTimers());
    expect(shown(['News'])).toBe('News');
    // A part mounted later waits for its own turn; the part already shown stays.
    act(() => screen.getByRole('button', { name: 'Add later' }).click());
    expect(shown(['News', 'Later'])).toBe('News (Later)');
    await act(async () => vi.runAllTimers());
    expect(shown(['News', 'Later'])).toBe('News Later');
  });

  it('runs work asked for after the parts in a task of its own, once every waiting part has rendered', async () => {
    vi.useFakeTimers();
    const names = ['Header', 'Page'];
    render(<Parts names={names} />);
    const seen: string[] = [];
    afterRenderTurns(() => seen.push(`warm-up after: ${shown(names)}`));
    await act(async () => vi.advanceTimersToNextTimer());
    const steps: string[] = [];
    for (let task = 0; task < 3; task += 1) {
      await act(async () => vi.advanceTimersToNextTimer());
      steps.push(`${shown(names)}; ${seen.length} warm-up`);
    }
    expect(steps).toEqual(['Header (Page); 0 warm-up', 'Header Page; 0 warm-up', 'Header Page; 1 warm-up']);
    expect(seen).toEqual(['warm-up after: Header Page']);
  });
});
