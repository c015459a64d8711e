import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { $config, buildPageTitle, detectEnvironment } from '../core/config';
import { canAccessAdminArea, canAccessClientPortal, canAccessPremises, isClientUser, showChargesWidget } from '../core/domain/permissions';
import { t } from '../core/i18n';
import { $user } from '../core/session';
import { $viewAsAdmin } from '../core/session/state';
import { Alert } from '../core/ui/Alert';
import { SnackbarHost } from '../core/ui/Snackbar';
import { Spinner } from '../core/ui/Spinner';
import { useSignedInUser } from '../core/elements/useSignedInUser';
import { Chrome, PageEndChrome } from './chrome/Chrome';
import { ShellDialogHost } from './chrome/ShellDialogHost';
import { focusHeadingWhenShown } from './focus';
import { Header } from './Header';
import { $router, navigate } from './router';
import { LoadingUserContext } from './LoadingUserContext';
import { RenderTurn } from './renderTurn';
import { ADMIN_GUARD_RETRY, decide, ROUTE_RECORDS, routeRecord, type PageProps, type RouteName } from './routes';
import { useGuardSession } from './session';

// Each page is its own chunk, loaded the first time its route opens (DESIGN.md: lazy pages).
const pages: Partial<Record<RouteName, ComponentType<PageProps>>> = Object.fromEntries(
  Object.entries(ROUTE_RECORDS).flatMap(([route, record]) => ('page' in record ? [[route, lazy(record.page)]] : [])),
);

/**
 * Starts fetching the chunk of `route`'s page now, e.g. while the page boots (configuration,
 * language, user), so that the first page does not wait for those before its own chunk.
 * @example preloadPage($router.get()?.route);
 */
export function preloadPage(route: RouteName | undefined): void {
  const load = route ? routeRecord(route).page : undefined;
  load?.().catch(() => undefined);
}

// Only a page where an admin has viewed as a customer loads it (spec 2 §4).
const ViewAsBanner = lazy(() => import('./chrome/ViewAsBanner').then((module) => ({ default: module.ViewAsBanner })));

const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

/**
 * The portal: the header, the page of the current address behind its guard (spec 1 §2, §6), the
 * page title (core/config `buildPageTitle`) and the page's one `DialogHost` (`ShellDialogHost`: with Contact support).
 */
export function App() {
  const page = useStore($router);
  const session = useGuardSession();
  const config = useStore($config);
  const decision = decide(page, session);
  // A stored session whose user the boot could not load: the guard waits for the user, so the
  // page would spin for ever; the failure shows instead, with Try again.
  const signedInUser = useSignedInUser();
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;

  // A redirect decided for an address the user has already left is dropped: Preact may run this
  // effect after a navigation in the same turn (sign out clears the session, then opens /signin,
  // and the dashboard's own redirect must not follow with ?redirect=/dashboard).
  const decidedFor = page?.path;
  useEffect(() => {
    if (redirectTo && $router.get()?.path === decidedFor) navigate(redirectTo, true);
  }, [redirectTo, decidedFor]);

  // spec 1 §6: an admin-only route refused now is checked again for ADMIN_GUARD_RETRY's attempts
  // before the user is sent away. The decision follows the session stores, so a role that arrives
  // in the meantime shows the page and cancels this timer.
  const recheckTo = decision.kind === 'recheck' ? decision.to : null;
  useEffect(() => {
    if (!recheckTo) return;
    const timer = setTimeout(() => navigate(recheckTo, true), ADMIN_GUARD_RETRY.attempts * ADMIN_GUARD_RETRY.intervalMs);
    return () => clearTimeout(timer);
  }, [recheckTo]);

  const titleId = page ? routeRecord(page.route).title : 'routes.notFound';
  useEffect(() => {
    document.title = buildPageTitle(t(titleId), detectEnvironment(location, config.status === 'ready' ? config.config : null));
  }, [titleId, config]);

  // After a navigation (not the first page of the load) focus moves to the new page's heading.
  const main = useRef<HTMLElement>(null);
  const path = page?.path ?? location.pathname;
  const previousPath = useRef(path);
  useEffect(() => {
    if (previousPath.current === path || !main.current) return;
    previousPath.current = path;
    return focusHeadingWhenShown(main.current);
  }, [path]);

  // Once a view as a customer started on this page, its banner stays mounted: after the view it
  // says the staff area is on its way and returns there.
  const viewingAsCustomer = useStore($viewAsAdmin) !== null;
  const [viewedAsCustomer, setViewedAsCustomer] = useState(false);
  if (viewingAsCustomer && !viewedAsCustomer) setViewedAsCustomer(true);

  const user = session.status === 'signed-in' ? $user.get() : null;
  const Page = page ? pages[page.route] : undefined;
  let content;
  if (decision.kind === 'wait' && signedInUser.status === 'failed') {
    content = (
      <Alert type="error" onRetry={signedInUser.retry}>
        {signedInUser.error}
      </Alert>
    );
  } else if (decision.kind === 'wait' || decision.kind === 'recheck') content = <LoadingUserContext />;
  else if (decision.kind === 'redirect') content = null;
  // The page after the header and the chrome have painted, in a task of its own (a slow phone's first load).
  else if (page && Page)
    content = (
      <RenderTurn placeholder={<Spinner />}>
        <Page page={page} />
      </RenderTurn>
    );
  else content = <NotFoundPage />;

  return (
    <>
      {viewedAsCustomer ? (
        <Suspense fallback={null}>
          <ViewAsBanner />
        </Suspense>
      ) : null}
      <Header
        user={user}
        showCharges={session.status === 'signed-in' && showChargesWidget(session.permissions)}
        showPremises={session.status === 'signed-in' && canAccessPremises(session.permissions)}
        client={session.status === 'signed-in' && isClientUser(session.permissions)}
        clientPortal={session.status === 'signed-in' && canAccessClientPortal(session.permissions)}
        customer={session.status === 'signed-in' && session.permissions.activeRole === 'customer'}
        staff={session.status === 'signed-in' && canAccessAdminArea(session.permissions)}
      />
      <Chrome route={page?.route} />
      {/* Fixed top centre on wide screens; on a phone in the flow here, above the page, so it never covers it (shell.css). */}
      <div className="shell-snackbar">
        <SnackbarHost />
      </div>
      <main id="main" className="shell-main" tabIndex={-1} ref={main}>
        <Suspense fallback={<Spinner />}>{content}</Suspense>
      </main>
      {/* Nothing to show at first: each in a later task of its own. */}
      <RenderTurn>
        <PageEndChrome />
      </RenderTurn>
      <RenderTurn>
        <ShellDialogHost />
      </RenderTurn>
    </>
  );
}
