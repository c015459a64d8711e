import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { failureText, isApiError } from '../api/error';
import { Alert } from './Alert';
import { Spinner } from './Spinner';
import type { ResourceStore } from '../stores/query';

/**
 * What a view knows of one call: still loading, failed with the text to show, or loaded.
 * @example const state: LoadState<Statement> = { status: 'loaded', data: statement };
 */
export type LoadState<T> = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'loaded'; data: T };

/**
 * Runs `load` when the component mounts and again on `retry` (the state goes back to loading
 * first). A failure becomes the `ApiError`'s message (its prefix and the server's messages), or
 * `failureText` for anything else; an answer that arrives after unmounting is dropped. The first
 * `load` is the one used: a component that loads something else is keyed by it, so it mounts
 * afresh and nothing of the previous answer shows.
 * @example const statement = useLoad(() => getStatement(id, {}, call), t('errors.statementApi'));
 */
export function useLoad<T>(load: () => Promise<T>, failureText: string): LoadState<T> & { retry: () => void } {
  const [call] = useState(() => ({ load, failureText }));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    call.load().then(
      (data) => current && setState({ status: 'loaded', data }),
      (failure: unknown) => current && setState({ status: 'failed', error: isApiError(failure) ? failure.message : call.failureText }),
    );
    return () => {
      current = false;
    };
  }, [call, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { ...state, retry };
}

/**
 * A store of core/stores as a view reads it: loaded once it has data (kept while it is read again,
 * so a revalidation never flashes a spinner), else failed with `failurePrefix` and what the server
 * said, else loading. `retry` reads it again. Reading it is what makes it load: the store's first
 * reader on the page starts the one request, and every other reader shares it.
 * @example <Loaded state={useResource($developments, t('errors.developments'))}>{(list) => <List items={list} />}</Loaded>
 */
export function useResource<T>($store: ResourceStore<T>, failurePrefix: string): LoadState<T> & { retry: () => void } {
  const { data, error } = useStore($store);
  const retry = () => $store.revalidate();
  if (data !== undefined) return { status: 'loaded', data, retry };
  if (error !== undefined) return { status: 'failed', error: failureText(error, failurePrefix), retry };
  return { status: 'loading', retry };
}

/**
 * A loaded call as a view shows it: the spinner while loading, the error in an Alert with Try
 * again when it failed, else `children` with the data.
 * @example <Loaded state={useLoad(loadNews, t('errors.news'))}>{(news) => <NewsFeed news={news} />}</Loaded>
 */
export function Loaded<T>({ state, children }: { state: LoadState<T> & { retry: () => void }; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') {
    return (
      <Alert type="error" onRetry={state.retry}>
        {state.error}
      </Alert>
    );
  }
  return <>{children(state.data)}</>;
}
