import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { canAccessPremises, showChargesWidget, showClientPortalWidget } from '../../core/domain/permissions';
import { useT } from '../../core/i18n';
import { Spinner } from '../../core/ui/Spinner';
import { Charges } from '../../widgets/charges';
import { News } from '../../widgets/news';
import { Requests } from '../../widgets/requests';
import type { PageProps } from '../routes';
import { shellEmit } from '../emit';
import { useContentLoaded } from '../contentLoaded';
import { MyDevelopments } from '../MyDevelopments';
import { useGuardSession } from '../session';
import { LIBRARY_FILE_HREF } from './developments';
import { PremisesWidget } from './PremisesWidget';
import { RenderTurn } from '../renderTurn';

/**
 * The longest the dashboard keeps its sections hidden while they load: a slow one then shows its
 * own spinner rather than holding back the others.
 */
const DASHBOARD_REVEAL_LIMIT_MS = 4000;

// Its own chunk: the dashboard's first load is at its budget.
const DashboardParcels = lazy(() => import('./DashboardParcels').then((module) => ({ default: module.DashboardParcels })));
const ContactOffers = lazy(() => import('./ContactOffers').then((module) => ({ default: module.ContactOffers })));
const ClientPortalWidget = lazy(() => import('./ClientPortalWidget').then((module) => ({ default: module.ClientPortalWidget })));

/** A section from its turn on; before, an empty element marked busy, which `useContentLoaded` counts as loading. */
function Turn({ children }: { children: ReactNode }) {
  return <RenderTurn placeholder={<div aria-busy="true" />}>{children}</RenderTurn>;
}

/**
 * /dashboard (spec 1 §2, spec 2 §2): premises staff added for a customer to accept or decline, the charges and premises (owner role only, spec 1 §6), a
 * resident's parcels awaiting collection, my developments, the client portal (for a user who is also a
 * development's client), the news with the item of
 * `highlightNewsId` shown alone, and the requests with Raise request; one spinner until they have loaded (`useContentLoaded`), then all at once.
 */
export function DashboardPage({ page }: PageProps) {
  const t = useT();
  // The guards' permission context: while an admin views as a customer, it carries the admin's role (spec 1 §6).
  const session = useGuardSession();
  const permissions = session.status === 'signed-in' ? session.permissions : null;
  const charges = permissions !== null && showChargesWidget(permissions);
  const premises = permissions !== null && canAccessPremises(permissions);
  const sections = useRef<HTMLDivElement>(null);
  const settled = useContentLoaded(sections, DASHBOARD_REVEAL_LIMIT_MS);
  return (
    <div className="shell-dashboard">
      <h1>{t('routes.dashboard')}</h1>
      {settled ? null : <Spinner />}
      {/* Hidden, not absent, while the sections load: they lay out in place and show at once. */}
      <div ref={sections} className={settled ? undefined : 'shell-dashboard__loading'}>
        {/* Each section in a task of its own, in the page's order (a slow phone's first load);
            one not rendered yet counts as loading, so the sections still show at once. */}
        {permissions?.activeRole === 'customer' ? (
          <Turn>
            <Suspense fallback={<Spinner />}>
              <ContactOffers headingLevel={2} />
            </Suspense>
          </Turn>
        ) : null}
        {charges ? (
          <Turn>
            <section aria-labelledby="dashboard-charges" className="shell-section">
              <h2 id="dashboard-charges">{t('routes.charges')}</h2>
              <Charges
                headingLevel={3}
                premisesHref="/charges/{premisesId}"
                statementHref="/charges/{chargeAccountId}/statement"
                emit={shellEmit}
              />
              <p>
                <a href="/charges">{t('dashboard.charges.link')}</a>
              </p>
            </section>
          </Turn>
        ) : null}
        {premises ? (
          <Turn>
            <section aria-labelledby="dashboard-premises" className="shell-section">
              <h2 id="dashboard-premises">{t('dashboard.premises.title')}</h2>
              <PremisesWidget />
            </section>
          </Turn>
        ) : null}
        {permissions?.activeRole === 'customer' ? (
          <Turn>
            <Suspense fallback={<Spinner />}>
              <DashboardParcels />
            </Suspense>
          </Turn>
        ) : null}
        <Turn>
          <MyDevelopments />
        </Turn>
        {permissions !== null && showClientPortalWidget(permissions) ? (
          <Turn>
            <Suspense fallback={<Spinner />}>
              <ClientPortalWidget />
            </Suspense>
          </Turn>
        ) : null}
        <Turn>
          <section aria-labelledby="dashboard-news" className="shell-section">
            <h2 id="dashboard-news">{t('dashboard.news.title')}</h2>
            <News
              highlightNewsId={page.search.highlightNewsId}
              newsHref="/news/{newsId}"
              dashboardHref="/dashboard"
              fileHref={LIBRARY_FILE_HREF}
              headingLevel={3}
              emit={shellEmit}
            />
          </section>
        </Turn>
        {/* The requests view has its own heading (My requests). */}
        <Turn>
          <section className="shell-section">
            <Requests detailHref="/requests/{requestId}" listHref="/requests" headingLevel={2} dialogHost={false} emit={shellEmit} />
          </section>
        </Turn>
      </div>
    </div>
  );
}
