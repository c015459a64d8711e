import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../api/error';
import { Alert } from './Alert';
import { Spinner } from './Spinner';

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
