import { useEffect, type ReactNode } from 'react';
import { t as translate } from '../../core/i18n';
import { $news, developmentNewsStore } from '../../core/stores/news';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { preloadSanitizer } from '../../core/ui/sanitize';
import { styleRef } from '../../core/ui/styles';
import { SessionGate } from '../../core/elements/SessionGate';
import { LazyCompactSignIn } from '../signin';
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

/**
 * The news of the user's developments: a
 * spinner while it loads, errors.news with Try again when it fails, then `NewsFeed` (search,
 * category, pages of 5, the highlighted item). It needs a session: signed out it shows the
 * compact sign-in in its place, as the element does.
 * @example <News highlightNewsId="nws-riverside-water" newsHref="/news/?highlightNewsId={newsId}" emit={emit} />
 */
export function News({ developmentId, ...feed }: NewsProps) {
  const frame = (content: ReactNode) => (
    <div className="portico-ui portico-news" part="news" ref={styleRef(newsCss)}>
      {content}
    </div>
  );
  return (
    <SessionGate emit={feed.emit} signedOut={<LazyCompactSignIn emit={feed.emit} />} frame={frame}>
      {/* Keyed: another development starts from its own loading state. */}
      {() => frame(<LoadedNews key={developmentId ?? ''} developmentId={developmentId?.trim() || undefined} {...feed} />)}
    </SessionGate>
  );
}

function LoadedNews({ developmentId, ...feed }: NewsProps) {
  // Descriptions are HTML: fetch the sanitiser while the news loads.
  useEffect(preloadSanitizer, []);
  return developmentId ? <DevelopmentNews developmentId={developmentId} {...feed} /> : <AllNews {...feed} />;
}

// spec 2 §8: news failures are the generic error; here errors.news with the server's messages.

/** One development's news (its news tab): only its id is needed. */
function DevelopmentNews({ developmentId, ...feed }: NewsProps & { developmentId: string }) {
  const news = useResource(developmentNewsStore(developmentId), translate('errors.news'));
  return <Loaded state={news}>{(items) => <NewsFeed news={items} {...feed} />}</Loaded>;
}

/** The news of every development of the user (their ids from the page's developments, read once for the page). */
function AllNews(feed: NewsProps) {
  const news = useResource($news, translate('errors.news'));
  return <Loaded state={news}>{(items) => <NewsFeed news={items} {...feed} />}</Loaded>;
}
