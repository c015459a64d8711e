import type { LoadState } from './Loaded';

type Loading<T> = LoadState<T> & { retry: () => void };

/**
 * Loads a view needs all of, as one: loaded when all are, failed (the first failure's text) when
 * any failed, and one Try again that reads again every one that failed, so a view never shows a
 * second error only once the first is retried.
 * @example <Loaded state={joinLoads(statuses, tasks)}>{([statusList, taskList]) => …}</Loaded>
 */
export function joinLoads<T extends unknown[]>(...states: { [K in keyof T]: Loading<T[K]> }): Loading<T> {
  const all = states as Loading<unknown>[];
  const retry = () => all.forEach((state) => state.status === 'failed' && state.retry());
  const failed = all.find((state) => state.status === 'failed');
  if (failed?.status === 'failed') return { status: 'failed', error: failed.error, retry };
  if (all.every((state) => state.status === 'loaded')) return { status: 'loaded', data: all.map((state) => (state.status === 'loaded' ? state.data : undefined)) as T, retry };
  return { status: 'loading', retry };
}
