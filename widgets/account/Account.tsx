import { useId, type ReactNode } from 'react';
import type { EmitFn } from '../../core/elements';
import { useT } from '../../core/i18n';
import type { RolePayload, User } from '../../core/schemas';
import { SessionGate } from '../../core/elements/SessionGate';
import { displayName } from '../../core/session/user';
import { LazyCompactSignIn, SignOutButton, signOutAndTell } from '../signin';

/**
 * Props of `Account`.
 * @example const props: AccountProps = { emit };
 */
export interface AccountProps {
  /** Tells the host page about a sign-out here (`portico-signed-out`) or a sign-in in its compact sign-in (`portico-signed-in`). */
  emit?: EmitFn;
}

/** Catalogue ids of the role payloads, spelt out so each id can be found in the code. */
const payloadLabels: Record<RolePayload, string> = {
  global: 'account.rolePayload.global',
  sl1: 'account.rolePayload.sl1',
  sl3: 'account.rolePayload.sl3',
  sl4: 'account.rolePayload.sl4',
  owner: 'account.rolePayload.owner',
  subtenant: 'account.rolePayload.subtenant',
  client_portal_access: 'account.rolePayload.client_portal_access',
};

/**
 * The signed-in user's name, e-mail and role with a Sign out button: a small element that needs a
 * session. Signed out it shows the compact sign-in in its place (the element factory does so for
 * the element; a React host gets the same from the component), and a sign-in anywhere on the page
 * fills it in, since every element shares the session.
 * @example <Account emit={(name) => name === 'portico-signed-out' && router.open('/')} />
 */
export function Account({ emit }: AccountProps) {
  const t = useT();
  return (
    <SessionGate emit={emit} signedOut={<LazyCompactSignIn emit={emit} />} frame={accountFrame}>
      {(user) => <AccountCard user={user} emit={emit} heading={t('account.heading')} />}
    </SessionGate>
  );
}

const accountFrame = (content: ReactNode) => <div className="portico-ui portico-account">{content}</div>;

function AccountCard({ user, emit, heading }: { user: User; emit: EmitFn | undefined; heading: string }) {
  const t = useT();
  const headingId = useId();
  // The session is cleared whatever the server answered, so this card is replaced at once by the
  // signed-out view; a server failure is still logged for the operators.
  const signOut = async () => {
    const failure = await signOutAndTell(emit);
    if (failure) console.warn(`Portico: ${failure}`);
  };

  return (
    <section className="portico-ui portico-account" part="account" aria-labelledby={headingId}>
      <h2 id={headingId} className="portico-account__heading" part="heading">
        {heading}
      </h2>
      <dl className="portico-account__details" part="details">
        <dt>{t('common.name')}</dt>
        <dd>{displayName(user)}</dd>
        <dt>{t('common.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('account.role')}</dt>
        <dd>
          <ul className="portico-account__roles">
            {user.role.payloads.map((payload) => (
              <li key={payload}>{t(payloadLabels[payload])}</li>
            ))}
          </ul>
        </dd>
      </dl>
      <SignOutButton className="portico-account__actions" onSignOut={signOut} />
    </section>
  );
}
