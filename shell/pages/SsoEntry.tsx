import { useState } from 'react';
import { useT } from '../../core/i18n';
import type { IdentityProvider } from '../../core/schemas/portal-config';
import { newSsoState, rememberSsoAttempt, ssoSignInHref } from '../sso';

/**
 * Sign in with {provider} (spec 1 §1, §2): a link to the configuration's identity provider
 * (shell/sso.ts), which remembers the sign-in in this tab as it is followed, with the page's
 * `redirect` for afterwards. `or`: the sign-in page's "Or" above it, beside the password form.
 * @example <SsoEntry provider={identityProvider} redirect={page.search.redirect} or />
 */
export function SsoEntry({ provider, redirect, or = false }: { provider: IdentityProvider; redirect: string | undefined; or?: boolean }) {
  const t = useT();
  const [state] = useState(newSsoState);
  return (
    <div className="portico-ui shell-sso">
      {or ? <p className="shell-sso__or">{t('signin.sso.or')}</p> : null}
      {/* rel external: another site, never the shell's router (router.ts followLinks). */}
      <a className="portico-button portico-button--secondary" href={ssoSignInHref(provider, state, location.origin)} rel="external" onClick={() => rememberSsoAttempt(state, redirect)}>
        {t('signin.sso.with', { provider: provider.name })}
      </a>
    </div>
  );
}
