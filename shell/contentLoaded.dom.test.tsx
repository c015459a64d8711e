import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, it, vi } from 'vitest';
import { useContentLoaded } from './contentLoaded';

/** A view whose one section loads a step per press of Next: a spinner, then a SafeHtml-like busy element, then content. */
function View({ limitMs }: { limitMs: number }) {
  const container = useRef<HTMLDivElement>(null);
  const settled = useContentLoaded(container, limitMs);
  const [step, setStep] = useState(0);
  return (
    <>
      <p>{settled ? 'settled' : 'loading'}</p>
      <button type="button" onClick={() => setStep((current) => current + 1)}>
        Next
      </button>
      <div ref={container}>
        {step === 0 ? <div role="status" className="portico-spinner" /> : null}
        {step === 1 ? <div aria-busy="true" /> : null}
        {step >= 2 ? <p>Loaded</p> : null}
      </div>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useContentLoaded', () => {
  it('is false while a spinner or a busy element is inside, then true for good', async () => {
    render(<View limitMs={60_000} />);
    screen.getByText('loading');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    screen.getByText('loading');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    screen.getByText('settled');
  });

  it('is true after its time limit even while something still loads', () => {
    vi.useFakeTimers();
    render(<View limitMs={4000} />);
    act(() => vi.advanceTimersByTime(3999));
    screen.getByText('loading');
    act(() => vi.advanceTimersByTime(1));
    screen.getByText('settled');
  });
});
