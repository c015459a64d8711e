import { useCallback, useEffect, useState } from 'react';
import { getDevelopments } from '../../core/api/endpoints/developments';
import { filterNews } from '../../core/api/endpoints/news';
import { isApiError } from '../../core/api/error';
import { t as translate } from '../../core/i18n';
import type { NewsItem } from '../../core/schemas/news';
import { Alert } from '../../core/ui/Alert';
import { preloadSanitizer } from '../../core/ui/sanitize';
import { Spinner } from '../../core/ui/Spinner';
import { styleRef } from '../../core/ui/styles';
import { LazyCompactSignIn } from '../signin/LazyCompactSignIn';
import { useSignedInUser } from '../signin/useSignedInUser';
import { NewsFeed, type NewsFeedProps } from './NewsFeed';
import { newsCss } from './styles';

/**
 * Props of `News`: those of `NewsFeed` but the items, which it loads, plus the development.
 * @example const props: NewsProps = { newsHref: '/news/?highlightNewsId={newsId}', dashboardHref: '/news/' };
 */
export interface NewsProps extends Omit<NewsFeedProps, 'news'> {
  /** One development's news (its news tab); without it, the news of every development of the user. */
  developmentId?: string | undefined;
}

type Loaded = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'loaded'; news: NewsItem[] };

/**
 * The news of one development, or of every development the user has (`GET /developments`, then
 * `POST /news/filter` with their ids), newest first. spec 2 §8: news failures are the generic
 * error; here errors.news with the server's messages, and `retry` loads again.
 */
function useNewsOf(developmentId: string | undefined): Loaded & { retry: () => void } {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    // Descriptions are HTML: fetch the sanitiser while the news loads.
    preloadSanitizer();
    const call = { errorPrefix: translate('errors.news') };
    const ids = developmentId ? Promise.resolve([developmentId]) : getDevelopments(call).then((developments) => developments.map((development) => development.id));
    ids
      .then((developmentIds) => (developmentIds.length === 0 ? [] : filterNews(developmentIds, call)))
      .then(
        (news) => current && setState({ status: 'loaded', news }),
        (failure: unknown) => current && setState({ status: 'failed', error: isApiError(failure) ? failure.message : translate('errors.news') }),
      );
    return () => {
      current = false;
    };
  }, [developmentId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}

/**
 * The news of the user's developments (spec 1 §2 dashboard news list, spec 2 §2 to §5, §9): a
 * spinner while it loads, errors.news with Try again when it fails, then `NewsFeed` (search,
 * category, pages of 5, the highlighted item). It needs a session: signed out it shows the
 * compact sign-in in its place, as the element does.
 * @example <News highlightNewsId="nws-riverside-water" newsHref="/news/?highlightNewsId={newsId}" emit={emit} />
 */
export function News({ developmentId, ...feed }: NewsProps) {
  const session = useSignedInUser();
  if (session.status === 'signed-out') return <LazyCompactSignIn emit={feed.emit} />;
  return (
    <div className="portico-ui portico-news" part="news" ref={styleRef(newsCss)}>
      {session.status === 'loading' ? (
        <Spinner />
      ) : session.status === 'failed' ? (
        <Alert type="error" onRetry={session.retry}>
          {session.error}
        </Alert>
      ) : (
        // Keyed: another development starts from its own loading state.
        <LoadedNews key={developmentId ?? ''} developmentId={developmentId?.trim() || undefined} {...feed} />
      )}
    </div>
  );
}

function LoadedNews({ developmentId, ...feed }: NewsProps) {
  const news = useNewsOf(developmentId);
  if (news.status === 'loading') return <Spinner />;
  if (news.status === 'failed') {
    return (
      <Alert type="error" onRetry={news.retry}>
        {news.error}
      </Alert>
    );
  }
  return <NewsFeed news={news.news} {...feed} />;
}
