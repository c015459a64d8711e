import type { LoadState } from '../../../core/ui/Loaded';

type Loading<T> = LoadState<T> & { retry: () => void };

/**
 * Two loads a view needs both of, as one: loaded when both are, failed (the first failure's text)
 * when either failed, and one Try again that reads again whichever failed, so a view never shows
 * a second error only once the first is retried.
 * @example <Loaded state={together(statuses, tasks)}>{([statusList, taskList]) => …}</Loaded>
 */
export function together<A, B>(first: Loading<A>, second: Loading<B>): Loading<[A, B]> {
  const retry = () => {
    if (first.status === 'failed') first.retry();
    if (second.status === 'failed') second.retry();
  };
  if (first.status === 'failed') return { status: 'failed', error: first.error, retry };
  if (second.status === 'failed') return { status: 'failed', error: second.error, retry };
  if (first.status === 'loaded' && second.status === 'loaded') return { status: 'loaded', data: [first.data, second.data], retry };
  return { status: 'loading', retry };
}
