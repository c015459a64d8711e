import { useEffect, useId, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { formatDateTime } from '../../core/domain/datetime';
import { hrefFrom } from '../../core/elements/href';
import type { EmitFn } from '../../core/events';
import { useT } from '../../core/i18n';
import type { NewsItem } from '../../core/schemas/news';
import { clampHeadingLevel, followLink, Heading } from '../../core/ui/links';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { pushUrl, urlWithout, useQueryParameter } from '../../core/ui/useQueryParameter';
import { LibraryFiles } from './LibraryFiles';
import { NEWS_CATEGORY_FILTERS, NEWS_PAGE_SIZE, searchNews, type NewsCategoryFilter, type NewsQuery } from './search';

/**
 * The page URL's query parameter read when no `highlightNewsId` is given (the shell's
 * /news/{newsId} redirects to the dashboard with it).
 * @example `/news/?${HIGHLIGHT_NEWS_QUERY_PARAMETER}=nws-riverside-water`
 */
export const HIGHLIGHT_NEWS_QUERY_PARAMETER = 'highlightNewsId';

/**
 * How long a highlighted id must stay the same before the view shows that item alone and scrolls
 * to it (a 100 ms debounce).
 * @example setTimeout(show, HIGHLIGHT_DEBOUNCE_MS)
 */
export const HIGHLIGHT_DEBOUNCE_MS = 100;

/**
 * Props of `NewsFeed`.
 * @example const props: NewsFeedProps = { news, newsHref: '/news/?highlightNewsId={newsId}' };
 */
export interface NewsFeedProps {
  /** The items, newest first, as `POST /news/filter` answers them. */
  news: readonly NewsItem[];
  /** The item to show alone; without it, the page URL's `highlightNewsId` query parameter. */
  highlightNewsId?: string | undefined;
  /** Href template of each item's title: `{newsId}`; no link without it. */
  newsHref?: string | undefined;
  /** Where View all news leads (a link); without it the button clears the highlight in place. */
  dashboardHref?: string | undefined;
  /** Href template of each linked library file or folder: `{id}`, `{type}`, `{developmentId}`, `{folderId}`. */
  fileHref?: string | undefined;
  /** Level of each item's title, 1 to 5 (default 2); Attached files is one below. */
  headingLevel?: number | undefined;
  /** Tells the host about a link followed (`portico-navigate`, cancelable). */
  emit?: EmitFn | undefined;
}

/** `value` once it has stayed the same for `ms`; undefined at once when it becomes undefined. */
function useDebounced(value: string | undefined, ms: number): string | undefined {
  const [debounced, setDebounced] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (value === undefined) return;
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value !== undefined && debounced === value ? value : undefined;
}

/**
 * Loaded news as the dashboard shows it: a labelled search and
 * category filter over the title and description (case-insensitive, combined), the count in a
 * polite live region, five items at a time with Show more news, and the No items found text. With
 * a highlighted id (the prop, else the URL's `highlightNewsId`), after a 100 ms debounce, that
 * item alone, scrolled into view and focused, or textSingleNewsNotFound, each with View all news.
 * @example <NewsFeed news={news} highlightNewsId="nws-riverside-water" emit={emit} />
 */
export function NewsFeed({ news, highlightNewsId, newsHref, dashboardHref, fileHref, headingLevel, emit }: NewsFeedProps) {
  const t = useT();
  const level = clampHeadingLevel(headingLevel);
  const fromAttribute = highlightNewsId?.trim() || undefined;
  const fromQuery = useQueryParameter(HIGHLIGHT_NEWS_QUERY_PARAMETER);
  const requested = fromAttribute ?? fromQuery;
  // View all news dismisses the id it was pressed for; another id (or the same one coming back
  // through history navigation after the URL lost it) is shown again.
  const [dismissed, setDismissed] = useState<string | undefined>(undefined);
  const [lastRequested, setLastRequested] = useState(requested);
  if (requested !== lastRequested) {
    // State adjusted while rendering (react.dev "you might not need an effect"), not in an effect.
    setLastRequested(requested);
    setDismissed(undefined);
  }
  const highlighted = useDebounced(requested !== dismissed ? requested : undefined, HIGHLIGHT_DEBOUNCE_MS);
  const searchRef = useRef<HTMLInputElement>(null);
  // Held here, so the search and the category survive a visit to a single item.
  const [query, setQuery] = useState<NewsQuery>({ search: '', category: 'all' });
  // After View all news, focus goes to the search field once the list is back.
  const focusSearchNext = useRef(false);
  useEffect(() => {
    if (!focusSearchNext.current || highlighted) return;
    focusSearchNext.current = false;
    searchRef.current?.focus();
  });

  const viewAll = (event: MouseEvent<HTMLElement>) => {
    if (dashboardHref) {
      // A link elsewhere: the host routes it (cancelling portico-navigate) or the browser follows it.
      followLink(event as MouseEvent<HTMLAnchorElement>, dashboardHref, emit);
    } else if (!fromAttribute && fromQuery) {
      // The id came from this page's URL: the address loses it too, unless the host routes.
      const href = urlWithout(HIGHLIGHT_NEWS_QUERY_PARAMETER);
      if (!emit || emit('portico-navigate', { href })) pushUrl(href);
    }
    setDismissed(requested);
    focusSearchNext.current = true;
  };

  if (highlighted) {
    const item = news.find((candidate) => candidate.id === highlighted);
    return (
      <div className="portico-news__single" part="single">
        {item ? (
          <NewsArticle item={item} level={level} newsHref={newsHref} fileHref={fileHref} emit={emit} highlighted />
        ) : (
          <p className="portico-news__not-found" part="not-found">
            {t('news.textSingleNewsNotFound')}
          </p>
        )}
        <p className="portico-news__view-all-row">
          {dashboardHref ? (
            <a href={dashboardHref} className="portico-button portico-button--secondary" part="view-all" onClick={viewAll}>
              {t('news.viewAll')}
            </a>
          ) : (
            <button type="button" className="portico-button portico-button--secondary" part="view-all" onClick={viewAll}>
              {t('news.viewAll')}
            </button>
          )}
        </p>
      </div>
    );
  }
  return <NewsList news={news} query={query} onQuery={setQuery} level={level} newsHref={newsHref} fileHref={fileHref} emit={emit} searchRef={searchRef} />;
}

interface ListProps {
  news: readonly NewsItem[];
  level: number;
  newsHref: string | undefined;
  fileHref: string | undefined;
  emit: EmitFn | undefined;
  searchRef: RefObject<HTMLInputElement | null>;
  query: NewsQuery;
  onQuery: (query: NewsQuery) => void;
}

function NewsList({ news, query, onQuery, level, newsHref, fileHref, emit, searchRef }: ListProps) {
  const t = useT();
  const searchId = useId();
  const hintId = useId();
  const categoryId = useId();
  const { search, category } = query;
  const [visible, setVisible] = useState(NEWS_PAGE_SIZE);
  const focusNext = useRef<number | null>(null);
  const articles = useRef(new Map<number, HTMLElement>());
  const matches = useMemo(() => searchNews(news, { search, category }), [news, search, category]);
  const shown = matches.slice(0, visible);

  // Show more news: focus the first item added, so keyboard and screen reader users go on from there.
  useEffect(() => {
    if (focusNext.current === null) return;
    articles.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  return (
    <div className="portico-news__feed">
      <NewsControls
        query={query}
        // A new search starts from the first page of what it finds.
        onQuery={(next) => {
          onQuery(next);
          setVisible(NEWS_PAGE_SIZE);
        }}
        searchRef={searchRef}
        ids={{ search: searchId, hint: hintId, category: categoryId }}
      />
      <p role="status" className="portico-news__status" part="status">
        {matches.length === 0 ? t('ui.table.empty') : t('news.count', { total: matches.length, shown: shown.length })}
      </p>
      {shown.length > 0 ? (
        <ul className="portico-news__list" part="list">
          {shown.map((item, index) => (
            <li key={item.id}>
              <NewsArticle
                item={item}
                level={level}
                newsHref={newsHref}
                fileHref={fileHref}
                emit={emit}
                articleRef={(element) => {
                  if (element) articles.current.set(index, element);
                  else articles.current.delete(index);
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {shown.length < matches.length ? (
        <p className="portico-news__more-row">
          <button
            type="button"
            className="portico-button portico-button--secondary"
            part="load-more"
            onClick={() => {
              focusNext.current = shown.length;
              setVisible((count) => count + NEWS_PAGE_SIZE);
            }}
          >
            {t('news.loadMore')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

interface ControlsProps {
  query: NewsQuery;
  onQuery: (query: NewsQuery) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  ids: { search: string; hint: string; category: string };
}

/** Search (with its hint) and the category filter. */
function NewsControls({ query, onQuery, searchRef, ids }: ControlsProps) {
  const t = useT();
  const { search, category } = query;
  return (
    <div className="portico-news__controls" part="controls">
      <div className="portico-news__control portico-news__control--search">
        <label htmlFor={ids.search}>{t('news.search.label')}</label>
        <input
          ref={searchRef}
          id={ids.search}
          type="search"
          className="portico-input"
          part="search"
          value={search}
          aria-describedby={ids.hint}
          autoComplete="off"
          onChange={(event) => onQuery({ search: event.currentTarget.value, category })}
        />
        <p id={ids.hint} className="portico-news__hint">
          {t('news.searchHint')}
        </p>
      </div>
      <div className="portico-news__control">
        <label htmlFor={ids.category}>{t('common.category')}</label>
        <select
          id={ids.category}
          className="portico-input"
          part="category"
          value={category}
          onChange={(event) => onQuery({ search, category: event.currentTarget.value as NewsCategoryFilter })}
        >
          {NEWS_CATEGORY_FILTERS.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 'all' ? t('news.filter.all') : t(`common.priority.${choice}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Props of `NewsArticle`. */
export interface ArticleProps {
  item: NewsItem;
  level: number;
  newsHref: string | undefined;
  fileHref: string | undefined;
  emit: EmitFn | undefined;
  highlighted?: boolean;
  articleRef?: (element: HTMLElement | null) => void;
}

/**
 * One news item: category badge, title, author and date, description, linked files.
 * Exported by file for `NewsItemView` (one item alone, as the staff area's preview shows it).
 * @example <NewsArticle item={item} level={3} newsHref={undefined} fileHref={undefined} emit={undefined} />
 */
export function NewsArticle({ item, level, newsHref, fileHref, emit, highlighted, articleRef }: ArticleProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLElement | null>(null);
  const href = hrefFrom(newsHref, { newsId: item.id });
  const date = formatDateTime(item.createdAt);

  // spec 1 §2: the highlighted item is scrolled to; focus follows, so a keyboard or screen
  // reader user starts there too.
  useEffect(() => {
    if (!highlighted || !ref.current) return;
    ref.current.scrollIntoView?.({ block: 'start' });
    ref.current.focus({ preventScroll: true });
  }, [highlighted, item.id]);

  return (
    <article
      ref={(element) => {
        ref.current = element;
        articleRef?.(element);
      }}
      className={`portico-news__item portico-news__item--${item.category}${highlighted ? ' portico-news__item--highlighted' : ''}`}
      part={highlighted ? 'item highlighted' : 'item'}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-news-id={item.id}
    >
      <div className="portico-news__header">
        {item.category === 'standard' ? null : (
          // spec 2 §4: urgent and important carry a coloured badge, and the word says it too.
          <span className={`portico-news__badge portico-news__badge--${item.category}`} part={`badge badge-${item.category}`}>
            {t(`common.priority.${item.category}`)}
          </span>
        )}
        <Heading level={level} id={titleId} className="portico-news__title" part="title">
          {href ? (
            <a href={href} onClick={(event) => followLink(event, href, emit)}>
              {item.title}
            </a>
          ) : (
            item.title
          )}
        </Heading>
      </div>
      <div className="portico-news__byline" part="byline">
        {item.authorImage ? (
          <img
            className="portico-news__author-image"
            part="author-image"
            src={item.authorImage}
            alt={item.authorName ? t('news.authorPicture', { author: item.authorName }) : ''}
            width={40}
            height={40}
            loading="lazy"
          />
        ) : null}
        <p className="portico-news__posted">
          {item.authorName ? t('news.postedBy', { author: item.authorName, date }) : <time dateTime={item.createdAt}>{date}</time>}
        </p>
      </div>
      <div className="portico-news__description" part="description">
        <SafeHtml html={item.description} />
      </div>
      {item.linkedLibraryFiles.length > 0 ? (
        <div className="portico-news__files" part="files">
          <Heading level={level + 1} className="portico-news__files-heading">
            {t('news.attachments')}
          </Heading>
          <LibraryFiles files={item.linkedLibraryFiles} fileHref={fileHref} emit={emit} />
        </div>
      ) : null}
    </article>
  );
}
