import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $config } from '../../core/config';
import { $user } from '../../core/session';
import { CookieBanner } from './CookieBanner';
import { ConfigBanners } from './ConfigBanners';
import { FeedbackTab } from './FeedbackTab';
import { InBreach } from './InBreach';
import { PaperlessDialog } from './PaperlessDialog';
import { useGuardSession } from '../session';
import type { RouteName } from '../routes';

/** spec 1 §2: the cookie banner is hidden on the sign-up routes. */
const SIGNUP_ROUTES: ReadonlySet<RouteName> = new Set(['signupStart', 'signup']);

/**
 * The application shell's chrome (spec 1 §2): the cookie banner, the configuration's banners, the
 * in-breach notice and dialog and the paperless-billing dialog. Mounted once by `App`, between the
 * header and the page; the feedback tab is `PageEndChrome`, after the page. The error and success
 * dialogs are `App`'s `DialogHost`.
 * @example <Chrome route={page?.route} />
 */
export function Chrome({ route }: { route: RouteName | undefined }) {
  const config = useStore($config);
  const session = useGuardSession();
  const user = useStore($user);
  const [breachDialog, setBreachDialog] = useState(false);
  const signedIn = session.status === 'signed-in' && user !== null;
  const permissions = session.status === 'signed-in' ? session.permissions : null;
  const ready = config.status === 'ready' ? config.config : null;

  return (
    <>
      <CookieBanner hidden={route !== undefined && SIGNUP_ROUTES.has(route)} />
      {ready ? <ConfigBanners banners={ready.banners} signedIn={signedIn} /> : null}
      {/* Keyed by the user, so that another sign-in loads its own developments. */}
      {signedIn && user.role.hasBeenDowngraded ? <InBreach key={`breach-${user.id}`} onDialog={setBreachDialog} /> : null}
      <PaperlessDialog user={signedIn ? user : null} permissions={permissions} allowed={!breachDialog} />
    </>
  );
}

/**
 * The chrome after the page: the feedback tab with its box. It comes after the content so that
 * where it is not fixed (chrome.css: below the width that leaves it a margin beside the page, as
 * on a phone) it ends the page instead of covering a column of it, and keyboard users meet it
 * after the page's own controls.
 * @example <PageEndChrome />
 */
export function PageEndChrome() {
  const config = useStore($config);
  const session = useGuardSession();
  const user = useStore($user);
  const signedIn = session.status === 'signed-in' && user !== null;
  const permissions = session.status === 'signed-in' ? session.permissions : null;
  const ready = config.status === 'ready' ? config.config : null;
  return <FeedbackTab key={`feedback-${user?.id ?? 'none'}`} user={signedIn ? user : null} permissions={permissions} reviewLinks={ready?.reviewLinks} />;
}
