import { useEffect, useState, type ReactNode } from 'react';

/** Parts waiting for their turn, in the order they asked: each renders in a task of its own. */
const waiting: (() => void)[] = [];
let draining = false;

/** The longest a part waits for a frame: a page in a background tab paints no frames. */
const FRAME_WAIT_MS = 100;

/** Runs `run` in a task after the browser's next paint (after `FRAME_WAIT_MS` at the latest). */
function afterNextPaint(run: () => void): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, FRAME_WAIT_MS);
}

/** Work that waits until every part has had its turn, a task each. */
const afterwards: (() => void)[] = [];

function releaseNext(): void {
  (waiting.shift() ?? afterwards.shift())?.();
  if (waiting.length > 0 || afterwards.length > 0) setTimeout(releaseNext, 0);
  else draining = false;
}

function drainAfterNextPaint(): void {
  if (draining) return;
  draining = true;
  afterNextPaint(releaseNext);
}

/**
 * Runs `work` in a task of its own once the parts waiting for their turn have rendered (those that
 * ask meanwhile go first): for work a page will need soon but not for its first paint.
 * @example afterRenderTurns(() => i18n.number(0));
 */
export function afterRenderTurns(work: () => void): void {
  afterwards.push(work);
  drainAfterNextPaint();
}

/**
 * False in a component's first render, true from its turn on: after the page's next paint, and
 * after the parts that asked before it, each of which rendered in a task of its own. A slow
 * phone then paints what is above the fold first, and no single task holds the main thread for
 * the whole page (a tap waits for one part at most). Once true it stays true.
 * @example const turn = useRenderTurn(); return turn ? <FeedbackTab /> : null;
 */
export function useRenderTurn(): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (turn) return;
    let mounted = true;
    waiting.push(() => {
      if (mounted) setTurn(true);
    });
    drainAfterNextPaint();
    return () => {
      mounted = false;
    };
  }, [turn]);
  return turn;
}

/**
 * `children` from its turn on (`useRenderTurn`), `placeholder` before.
 * @example <RenderTurn placeholder={<Spinner />}><Page page={page} /></RenderTurn>
 */
export function RenderTurn({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  return <>{useRenderTurn() ? children : placeholder}</>;
}
