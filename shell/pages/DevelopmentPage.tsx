import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useT } from '../../core/i18n';
import type { Development } from '../../core/schemas';
import { Field } from '../../core/ui/Field';
import { $developments } from '../../core/stores';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { Spinner } from '../../core/ui/Spinner';
import { FacilityBooking } from '../../widgets/facility-booking';
import { News } from '../../widgets/news';
import { Requests } from '../../widgets/requests';
import type { PageProps } from '../App';
import { shellEmit } from '../emit';
import { navigate } from '../router';
import { useGuardSession } from '../session';
import { BOOKING_HREF, developmentPageTabs, LIBRARY_FILE_HREF, developmentPath, isDevelopmentPageTab, type DevelopmentPageTab } from './developments';
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

/**
 * /developments/{id}/{tab} (spec 2 §2 development detail): the header (name, address, image), the
 * tabs built so far that the user may open (news, requests; book-facilities for a customer when the
 * development has facilities booking, spec 2 §6; any other tab is the 404 page), and a development
 * picker when the user has more than one, and the Documents card (its folders). An id that is not
 * one of the user's developments is the 404 page.
 */
export function DevelopmentPage({ page }: PageProps) {
  // The bare /developments/{id} is redirected to its news tab by the guard (routes.ts).
  const tab = page.route === 'developmentTab' || page.route === 'developmentRecord' ? page.params.tab : 'news';
  const developmentId = page.route === 'developmentTab' || page.route === 'development' || page.route === 'developmentRecord' ? page.params.id : '';
  const recordId = page.route === 'developmentRecord' ? page.params.recordId : undefined;
  if (!isDevelopmentPageTab(tab)) return <NotFoundPage />;
  // Only a customer is a record of a tab so far.
  if (recordId !== undefined && tab !== 'customers') return <NotFoundPage />;
  return <DevelopmentView developmentId={developmentId} tab={tab} recordId={recordId} facilityId={page.search.facilityId} />;
}

interface DevelopmentViewProps {
  developmentId: string;
  tab: DevelopmentPageTab;
  recordId: string | undefined;
  facilityId: string | undefined;
}

function DevelopmentView({ developmentId, tab, recordId, facilityId }: DevelopmentViewProps) {
  const t = useT();
  // The list, not GET /developments/{id}: the picker needs it, and the API answers one development
  // only when it is in this list (404 otherwise), so one call tells both.
  const developments = useResource($developments, t('errors.developments'));
  const session = useGuardSession();
  // The guard shows this page only when signed in, so the session has its permissions.
  const tabsOf = (development: Development) => (session.status === 'signed-in' ? developmentPageTabs(session.permissions, development) : []);
  return (
    <>
      {/* The development's name is the h1 once loaded; a failure still needs the page's heading. */}
      {developments.status === 'failed' ? <h1>{t('routes.developments')}</h1> : null}
      <Loaded state={developments}>
        {(list) => {
          const development = list.find((candidate) => candidate.id === developmentId);
          if (!development) return <NotFoundPage />;
          const tabs = tabsOf(development);
          if (!tabs.includes(tab)) return <NotFoundPage />;
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
              </div>
              {list.length > 1 ? <Picker key={development.id} developments={list} current={development.id} tab={tab} tabsOf={tabsOf} /> : null}
              <nav aria-label={t('developments.tabs.label')} className="shell-tabs">
                <ul>
                  {tabs.map((name) => (
                    <li key={name}>
                      <a href={developmentPath(development.id, name)} aria-current={name === tab ? 'page' : undefined}>
                        {t(TAB_NAMES[name])}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              {/* Keyed: another development's tab starts from its own loading state. */}
              <TabContent key={`${development.id}/${tab}`} development={development} tab={tab} recordId={recordId} facilityId={facilityId} />
              <DocumentsCard key={`${development.id}/documents`} developmentId={development.id} developmentName={development.name} />
            </div>
          );
        }}
      </Loaded>
    </>
  );
}

function TabContent({ development, tab, recordId, facilityId }: Omit<DevelopmentViewProps, 'developmentId'> & { development: Development }) {
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
  tab: DevelopmentPageTab;
  tabsOf: (development: Development) => DevelopmentPageTab[];
}) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The tab is kept, the same section of the other development, when that one has it; else its news.
    const next = developments.find((development) => development.id === chosen);
    if (next && chosen !== current) navigate(developmentPath(chosen, tabsOf(next).includes(tab) ? tab : 'news'));
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
