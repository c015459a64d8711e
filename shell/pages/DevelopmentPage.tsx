import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { canChangeDevelopmentImage, canEditPages, type PermissionContext } from '../../core/domain/permissions';
import { formatDateTime } from '../../core/domain/datetime';
import { useT } from '../../core/i18n';
import type { Development, Post } from '../../core/schemas';
import { Field } from '../../core/ui/Field';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { $developments } from '../../core/stores';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { Spinner } from '../../core/ui/Spinner';
import { FacilityBooking } from '../../widgets/facility-booking';
import { News } from '../../widgets/news';
import { Requests } from '../../widgets/requests';
import type { PageProps } from '../routes';
import { shellEmit } from '../emit';
import { navigate } from '../router';
import { useGuardSession } from '../session';
import { BOOKING_HREF, developmentPageTabs, LIBRARY_FILE_HREF, developmentPath, isDevelopmentPageTab, type DevelopmentPageTab } from './developments';
import { DevelopmentContactsCard } from './DevelopmentContactsCard';
import { DocumentsCard } from './DocumentsCard';
import { NotFoundPage } from './NotFoundPage';

/** Catalogue ids of the tabs' names, spelt out so each id can be found in the code. */
const TAB_NAMES: Record<DevelopmentPageTab, string> = {
  news: 'routes.news',
  requests: 'routes.requests',
  customers: 'customers.title',
  reports: 'developments.tabs.reports',
  'book-facilities': 'routes.bookFacilities',
};

// The staff tabs are the staff area's code: residents never load it.
const CustomersTab = lazy(() => import('../admin/customers/CustomersTab').then((module) => ({ default: module.CustomersTab })));
const CustomerDetailPage = lazy(() => import('../admin/customers/CustomerDetailPage').then((module) => ({ default: module.CustomerDetailPage })));
const ReportsTab = lazy(() => import('../admin/reports/ReportsTab').then((module) => ({ default: module.ReportsTab })));
const DevelopmentImageChange = lazy(() =>
  import('../admin/developments/DevelopmentImageChange').then((module) => ({ default: module.DevelopmentImageChange })),
);
const PagePanel = lazy(() => import('../admin/pages/PagePanel').then((module) => ({ default: module.PagePanel })));

/** What the address opens: one of the role's tabs (a customer's record on the customers tab), or a page (article). */
type Shown = { tab: DevelopmentPageTab; recordId: string | undefined } | { tab: 'article'; articleId: string };

/**
 * /developments/{id}/{tab} (spec 2 §2 development detail): the header (name, address, image, and
 * Change image for staff), the tabs the user may open (spec 2 §6: news for everyone, requests for
 * customers, customers for staff, reports for global and sl1, book-facilities for a customer when
 * the development has facilities booking), a tab per page (article) they may read
 * (/developments/{id}/article/{articleId}: published pages, drafts too for staff, marked (draft)),
 * a development picker when the user has more than one, the Documents card (its folders), and the
 * development's contacts and locations. Any
 * other tab, a customer's record anywhere but the customers tab, an unknown page or an id that is
 * not one of the user's developments is the 404 page.
 */
export function DevelopmentPage({ page }: PageProps) {
  // The bare /developments/{id} is redirected to its news tab by the guard (routes.ts).
  const tab = page.route === 'developmentTab' || page.route === 'developmentRecord' ? page.params.tab : 'news';
  const developmentId = page.route === 'developmentTab' || page.route === 'development' || page.route === 'developmentRecord' ? page.params.id : '';
  const recordId = page.route === 'developmentRecord' ? page.params.recordId : undefined;
  let shown: Shown;
  if (tab === 'article' && recordId !== undefined) shown = { tab, articleId: recordId };
  // A customer is the one record of a role's tab; a page needs its id.
  else if (isDevelopmentPageTab(tab) && (recordId === undefined || tab === 'customers')) shown = { tab, recordId };
  else return <NotFoundPage />;
  return <DevelopmentView developmentId={developmentId} shown={shown} facilityId={page.search.facilityId} />;
}

interface DevelopmentViewProps {
  developmentId: string;
  shown: Shown;
  facilityId: string | undefined;
}

function DevelopmentView({ developmentId, shown, facilityId }: DevelopmentViewProps) {
  const t = useT();
  // The list, not GET /developments/{id}: the picker needs it, and the API answers one development
  // only when it is in this list (404 otherwise), so one call tells both.
  const developments = useResource($developments, t('errors.developments'));
  const session = useGuardSession();
  // The guard shows this page only when signed in, so the session has its permissions.
  const permissions = session.status === 'signed-in' ? session.permissions : null;
  const tabsOf = (development: Development) => (permissions ? developmentPageTabs(permissions, development) : []);
  return (
    <>
      {/* The development's name is the h1 once loaded; a failure still needs the page's heading. */}
      {developments.status === 'failed' ? <h1>{t('routes.developments')}</h1> : null}
      <Loaded state={developments}>
        {(list) => {
          const development = list.find((candidate) => candidate.id === developmentId);
          if (!development || !permissions) return <NotFoundPage />;
          const tabs = tabsOf(development);
          const posts = visiblePosts(permissions, development);
          // As staff only: a staff member viewing the portal in another role edits nothing.
          const editsPages = permissions.activeRole === 'admin' && canEditPages(permissions);
          const article = shown.tab === 'article' ? posts.find((post) => post.id === shown.articleId) : undefined;
          if (shown.tab === 'article' ? !article : !tabs.includes(shown.tab)) return <NotFoundPage />;
          const current = shown.tab === 'article' ? articlePath(development.id, shown.articleId) : developmentPath(development.id, shown.tab);
          const tabLink = (href: string, name: string) => (
            <li key={href}>
              <a href={href} aria-current={href === current ? 'page' : undefined}>
                {name}
              </a>
            </li>
          );
          return (
            <div className="shell-development">
              <div className="shell-development__header">
                {development.imgUrl ? (
                  <img className="shell-development__image" src={development.imgUrl} alt={t('developments.image.alt', { name: development.name })} />
                ) : null}
                <div>
                  <h1>{development.name}</h1>
                  {development.addressString ? <p className="shell-development__address">{development.addressString}</p> : null}
                </div>
                {/* Staff only: the control is the staff area's code, so residents never load it. */}
                {canChangeDevelopmentImage(permissions) ? (
                  <details className="shell-development__image-change">
                    <summary>{t('developments.changeImage')}</summary>
                    <Suspense fallback={<Spinner />}>
                      <DevelopmentImageChange development={development} />
                    </Suspense>
                  </details>
                ) : null}
              </div>
              {list.length > 1 ? <Picker key={development.id} developments={list} current={development.id} tab={shown.tab} tabsOf={tabsOf} /> : null}
              <nav aria-label={t('developments.tabs.label')} className="shell-tabs">
                <ul>
                  {tabs.map((name) => tabLink(developmentPath(development.id, name), t(TAB_NAMES[name])))}
                  {posts.map((post) => tabLink(articlePath(development.id, post.id), postTitle(post, t('pages.draft'))))}
                </ul>
              </nav>
              {editsPages ? (
                <Suspense fallback={null}>
                  <PagePanel development={development} onSaved={(post) => navigate(articlePath(development.id, post.id))} />
                </Suspense>
              ) : null}
              {/* Keyed: another development's tab starts from its own loading state. */}
              {article ? (
                <Article key={`${development.id}/article/${article.id}`} post={article} development={editsPages ? development : null} />
              ) : shown.tab !== 'article' ? (
                <TabContent key={`${development.id}/${shown.tab}`} development={development} tab={shown.tab} recordId={shown.recordId} facilityId={facilityId} />
              ) : null}
              <DocumentsCard key={`${development.id}/documents`} developmentId={development.id} developmentName={development.name} />
              <DevelopmentContactsCard key={`${development.id}/contacts`} developmentId={development.id} />
            </div>
          );
        }}
      </Loaded>
    </>
  );
}

// The pages' rules live here, not in developments.ts: the header's links put that file in every first load.
/**
 * The development's pages (articles) `permissions` may open, each a tab of its own (spec 2 §2, §4):
 * the published ones for everyone, the drafts too for staff (the API sends drafts to staff only;
 * a resident never sees one, whatever it sends).
 * @example visiblePosts(owner, riversideWharf).map((post) => post.title) // ['Bin collection days']
 */
function visiblePosts<P extends Pick<Post, 'published'>>(permissions: PermissionContext, development: { posts: readonly P[] }): P[] {
  return development.posts.filter((post) => post.published || permissions.activeRole === 'admin');
}

/**
 * The address of a development's page (article) tab.
 * @example articlePath('d-1', 'pst-bins') // '/developments/d-1/article/pst-bins'
 */
function articlePath(developmentId: string, postId: string): string {
  return `/developments/${encodeURIComponent(developmentId)}/article/${encodeURIComponent(postId)}`;
}

/** A page's name as its tab and heading say it: a draft marked (draft) (spec 2 §4). */
const postTitle = (post: Post, draftMark: string) => (post.published ? post.title : `${post.title} ${draftMark}`);

/**
 * A page (article) of the development: its title, its HTML (sanitised) and who changed it last.
 * Given the `development` (staff with canEditPages), Edit page and Delete page in a side panel
 * (spec 2 §2); deleted, the development's news shows.
 */
function Article({ post, development }: { post: Post; development: Development | null }) {
  const t = useT();
  return (
    <article aria-labelledby="development-article" className="shell-section shell-article">
      <h2 id="development-article">{postTitle(post, t('pages.draft'))}</h2>
      <SafeHtml html={post.description} />
      <p className="shell-article__updated">
        {t('developments.article.updated', { date: formatDateTime(post.updatedAt), author: `${post.author.firstName} ${post.author.lastName}`.trim() })}
      </p>
      {development ? (
        <Suspense fallback={null}>
          <PagePanel development={development} post={post} onDeleted={() => navigate(developmentPath(development.id, 'news'))} />
        </Suspense>
      ) : null}
    </article>
  );
}

function TabContent({
  development,
  tab,
  recordId,
  facilityId,
}: {
  development: Development;
  tab: DevelopmentPageTab;
  recordId: string | undefined;
  facilityId: string | undefined;
}) {
  const t = useT();
  const developmentId = development.id;
  if (tab === 'customers') {
    return (
      <Suspense fallback={<Spinner />}>
        {recordId === undefined ? (
          <CustomersTab development={development} />
        ) : (
          <CustomerDetailPage key={recordId} development={development} relationshipId={recordId} />
        )}
      </Suspense>
    );
  }
  if (tab === 'reports') {
    return (
      <Suspense fallback={<Spinner />}>
        <ReportsTab development={development} />
      </Suspense>
    );
  }
  if (tab === 'news') {
    return (
      <section aria-labelledby="development-news" className="shell-section">
        <h2 id="development-news">{t('routes.news')}</h2>
        {/* A title opens the item on the dashboard (/news/{id} redirects there, spec 1 §2). */}
        <News developmentId={developmentId} newsHref="/news/{newsId}" fileHref={LIBRARY_FILE_HREF} headingLevel={3} emit={shellEmit} />
      </section>
    );
  }
  if (tab === 'book-facilities') {
    return (
      <section aria-labelledby="development-book-facilities" className="shell-section">
        <h2 id="development-book-facilities">{t('routes.bookFacilities')}</h2>
        {/* View booking opens the booking page (spec 2 §2 facility bookings list); another facility stays on this tab. */}
        <FacilityBooking
          developmentId={developmentId}
          facilityId={facilityId}
          bookingHref={BOOKING_HREF}
          facilityHref="/developments/{developmentId}/book-facilities?facilityId={facilityId}"
          headingLevel={3}
          dialogHost={false}
          emit={shellEmit}
        />
      </section>
    );
  }
  // The requests view has its own heading (My requests) and Raise request, the form preselecting this development.
  return (
    <section className="shell-section">
      <Requests
        developmentId={developmentId}
        detailHref="/requests/{requestId}"
        listHref={developmentPath(developmentId, 'requests')}
        headingLevel={2}
        dialogHost={false}
        emit={shellEmit}
      />
    </section>
  );
}

/**
 * spec 2 §2: the development picker, shown when the user has more than one development. A select
 * with a button rather than a select that navigates on change: choosing an option must not change
 * the page by itself (WCAG 3.2.2), and keyboard users move through the options freely.
 */
function Picker({
  developments,
  current,
  tab,
  tabsOf,
}: {
  developments: Development[];
  current: string;
  tab: DevelopmentPageTab | 'article';
  tabsOf: (development: Development) => DevelopmentPageTab[];
}) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The tab is kept, the same section of the other development, when that one has it; else its
    // news (a page is the development's own, so another development opens on its news).
    const next = developments.find((development) => development.id === chosen);
    if (next && chosen !== current) navigate(developmentPath(chosen, tab !== 'article' && tabsOf(next).includes(tab) ? tab : 'news'));
  };
  return (
    <form className="portico-ui shell-development__picker" onSubmit={submit}>
      <Field id={id} label={t('developments.picker.label')}>
        <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {developments.map((development) => (
            <option key={development.id} value={development.id}>
              {development.name}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" className="portico-button">
        {t('developments.picker.submit')}
      </button>
    </form>
  );
}
