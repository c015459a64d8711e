import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useT } from '../core/i18n';
import type { User } from '../core/schemas';
import { $developments } from '../core/stores/developments';
import { Alert } from '../core/ui/Alert';
import { SignOutButton, signOutAndTell } from '../widgets/signin';
import { NotificationCount } from './notifications/NotificationCount';
import { RoleSwitch } from './settings/RoleSwitch';
import { bookFacilitiesPath, firstFacilitiesDevelopment } from './pages/developments';
import { $router, navigate } from './router';
import { RenderTurn } from './renderTurn';

/**
 * The shell's header: the product name, the links to the areas that exist (a client user has the
 * client portal, notifications and settings only, spec 1 §6; staff have no Dashboard, their landing
 * page is the developments, spec 1 §2; the property managers spec 1 §6 lets into the client portal
 * have a link to it; Book facilities for a customer with a development that has facilities booking), the notification count, the active-role switch (users
 * with more than one role type), the signed-in user's name and Sign out (spec 1 §4: sign-out clears the
 * tokens, goes to /signin and resets all state).
 *
 * Below 64rem (phones, tablets: shell.css) the links, the name and Sign out fold into a Menu button, a
 * disclosure that opens them in the flow below the bar, so the page starts right under one line;
 * the notification count stays beside the button. shell.css shows the button and hides the panel
 * on narrow screens only, so the wide header never waits on script.
 */
export function Header({
  user,
  showCharges,
  client,
  clientPortal = false,
  showPremises = false,
  customer = false,
  staff = false,
}: {
  user: User | null;
  showCharges: boolean;
  client: boolean;
  /** May open the client portal: a client user, or a property manager spec 1 §6 lets in. */
  clientPortal?: boolean;
  showPremises?: boolean;
  /** Acting as a customer: the one role that books facilities (spec 2 §6). */
  customer?: boolean;
  /** Acting as staff (role type admin): the staff area's link (spec 1 §6), and Developments in place of Dashboard (spec 1 §2). */
  staff?: boolean;
}) {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const { links, bookFacilitiesAt } = navLinks({ client, clientPortal, showCharges, showPremises, staff });
  const navItem = ([href, label]: NavLink) => (
    <li key={href}>
      <a href={href}>{t(label)}</a>
    </li>
  );
  const panelId = useId();
  const { open, menuButton, closeOnEscape, toggle, close } = useMenu();
  return (
    <header className="shell-header">
      <a className="shell-skip" href="#main">
        {t('shell.skipLink')}
      </a>
      <p className="shell-product">{t('config.productName')}</p>
      {/* The signed-in part in a task after the user's arrival has painted (the paperless dialog, when
          due, comes first): on a slow phone the two together were one long task. Keyed by the
          user, so another sign-in waits its own turn. */}
      {user ? (
        <RenderTurn key={user.id}>
          <div className="shell-header__quick">
            {/* Beside the menu button on a phone; at the end of the bar on a wide screen. */}
            <NotificationCount />
            <MenuButton buttonRef={menuButton} open={open} panelId={panelId} onToggle={toggle} onKeyDown={closeOnEscape} />
          </div>
          {/* Escape anywhere in the open menu closes it, and a link chosen in it folds it away (the
              router follows the link): the listeners are on the panel, which holds the controls. */}
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
          <div
            id={panelId}
            className={open ? 'shell-header__panel shell-header__panel--open' : 'shell-header__panel'}
            onKeyDown={closeOnEscape}
            onClick={(event) => {
              if (event.target instanceof Element && event.target.closest('a')) close();
            }}
          >
            <nav aria-label={t('shell.nav.label')}>
              <ul className="shell-nav">
                {/* Book facilities sits after Requests, once the developments show one with booking. */}
                {links.slice(0, bookFacilitiesAt).map(navItem)}
                {customer ? <BookFacilitiesItem /> : null}
                {links.slice(bookFacilitiesAt).map(navItem)}
              </ul>
            </nav>
            <div className="shell-user">
              {/* For users with more than one role type only; in the menu on a phone. */}
              <RoleSwitch />
              <span className="shell-user__name">{`${user.profile.firstName} ${user.profile.lastName}`.trim()}</span>
              {/* The sign-in's button and action: a spinner while the server is told, the session cleared either way. */}
              <SignOutButton
                className="shell-signout"
                onSignOut={async () => {
                  setFailure(await signOutAndTell(undefined));
                  navigate('/signin');
                }}
              />
            </div>
          </div>
        </RenderTurn>
      ) : null}
      {failure ? <Alert type="error">{failure}</Alert> : null}
    </header>
  );
}

type NavLink = [href: string, label: string];

/**
 * The areas this user may open, in the header's order (a client user: the client portal and
 * settings), and where Book facilities goes among them. spec 1 §2: each role's landing page comes
 * first: the dashboard for residents, the developments for staff, who have no dashboard of their
 * own (afterSignInPath, routes.ts).
 */
function navLinks({ client, clientPortal, showCharges, showPremises, staff }: { client: boolean; clientPortal: boolean; showCharges: boolean; showPremises: boolean; staff: boolean }) {
  const links: NavLink[] = [];
  if (client) links.push(['/client', 'routes.client']);
  else if (!staff) links.push(['/dashboard', 'routes.dashboard']);
  if (!client) links.push(['/developments', 'routes.developments']);
  if (showCharges) links.push(['/charges', 'routes.charges']);
  if (showPremises) links.push(['/premises', 'routes.premises']);
  if (!client) links.push(['/requests', 'routes.requests']);
  if (staff) links.push(['/admin', 'routes.admin']);
  // spec 1 §6: sl1 property managers with the client-portal flag open the client portal too.
  if (clientPortal && !client) links.push(['/client', 'routes.client']);
  const bookFacilitiesAt = links.length;
  if (!client) links.push(['/documents', 'routes.documents'], ['/faq', 'routes.faq']);
  links.push(['/settings', 'routes.settings']);
  return { links, bookFacilitiesAt };
}

/**
 * The narrow screen's menu, a disclosure: open at the address where it was opened, so another
 * address (a link chosen in it, Back) closes it; a link or Escape too.
 */
function useMenu() {
  const menuButton = useRef<HTMLButtonElement>(null);
  const path = useStore($router)?.path ?? '';
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt !== null && openAt === path;
  const closeOnEscape = (event: KeyboardEvent) => {
    // On a wide screen the button is not shown (shell.css), so there is no menu to close.
    const button = menuButton.current;
    if (!open || event.key !== 'Escape' || !button || getComputedStyle(button).display === 'none') return;
    event.preventDefault();
    setOpenAt(null);
    button.focus();
  };
  return { open, menuButton, closeOnEscape, toggle: () => setOpenAt(open ? null : path), close: () => setOpenAt(null) };
}

/** The narrow screen's Menu button, which opens and closes the links below the bar. */
function MenuButton(props: { buttonRef: RefObject<HTMLButtonElement | null>; open: boolean; panelId: string; onToggle: () => void; onKeyDown: (event: KeyboardEvent) => void }) {
  const { buttonRef, open, panelId, onToggle, onKeyDown } = props;
  const t = useT();
  return (
    <button
      ref={buttonRef}
      type="button"
      className="portico-button portico-button--secondary shell-menu-button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      onKeyDown={onKeyDown}
    >
      <svg className="shell-menu-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
      </svg>
      {t('shell.menu')}
    </button>
  );
}

/**
 * The Book facilities link, once the developments show one with facilities booking. Only a
 * customer's header reads them: the dashboard and the developments pages read the same store, so
 * it is one request; a failure leaves the link out (the pages that need the list say why).
 */
function BookFacilitiesItem() {
  const t = useT();
  const { data } = useStore($developments);
  const first = data ? firstFacilitiesDevelopment(data) : undefined;
  if (!first) return null;
  return (
    <li>
      <a href={bookFacilitiesPath(first.id)}>{t('routes.bookFacilities')}</a>
    </li>
  );
}
