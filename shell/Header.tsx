import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '../core/i18n';
import type { User } from '../core/schemas';
import { $developments } from '../core/stores/developments';
import { Alert } from '../core/ui/Alert';
import { SignOutButton, signOutAndTell } from '../widgets/signin';
import { NotificationCount } from './notifications/NotificationCount';
import { bookFacilitiesPath, firstFacilitiesDevelopment } from './pages/developments';
import { navigate } from './router';

/**
 * The shell's header: the product name, the links to the areas that exist (a client user has the
 * client portal only, spec 1 §6; Book facilities for a customer with a development that has
 * facilities booking), the signed-in user's name and Sign out (spec 1 §4: sign-out clears the
 * tokens, goes to /signin and resets all state).
 */
export function Header({
  user,
  showCharges,
  client,
  showPremises = false,
  customer = false,
}: {
  user: User | null;
  showCharges: boolean;
  client: boolean;
  showPremises?: boolean;
  /** Acting as a customer: the one role that books facilities (spec 2 §6). */
  customer?: boolean;
}) {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <header className="shell-header">
      <a className="shell-skip" href="#main">
        {t('shell.skipLink')}
      </a>
      <p className="shell-product">{t('config.productName')}</p>
      {user ? (
        <>
          <nav aria-label={t('shell.nav.label')}>
            <ul className="shell-nav">
              {client ? (
                <li>
                  <a href="/client">{t('routes.client')}</a>
                </li>
              ) : (
                <li>
                  <a href="/dashboard">{t('routes.dashboard')}</a>
                </li>
              )}
              {client ? null : (
                <li>
                  <a href="/developments">{t('routes.developments')}</a>
                </li>
              )}
              {showCharges ? (
                <li>
                  <a href="/charges">{t('routes.charges')}</a>
                </li>
              ) : null}
              {showPremises ? (
                <li>
                  <a href="/premises">{t('routes.premises')}</a>
                </li>
              ) : null}
              {client ? null : (
                <li>
                  <a href="/requests">{t('routes.requests')}</a>
                </li>
              )}
              {customer ? <BookFacilitiesItem /> : null}
            </ul>
          </nav>
          <div className="shell-user">
            <NotificationCount />
            <span>{`${user.profile.firstName} ${user.profile.lastName}`.trim()}</span>
            {/* The sign-in's button and action: a spinner while the server is told, the session cleared either way. */}
            <SignOutButton
              className="shell-signout"
              onSignOut={async () => {
                setFailure(await signOutAndTell(undefined));
                navigate('/signin');
              }}
            />
          </div>
        </>
      ) : null}
      {failure ? <Alert type="error">{failure}</Alert> : null}
    </header>
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
