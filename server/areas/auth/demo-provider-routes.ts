// Demo mode's identity provider: the page a managing agent's own provider would show, so that
// single sign-on from the portal (its sign-in page's Sign in with …, and /signin/sso) can be tried
// and tested end to end. It signs in whoever's address is typed, with no password: demo mode only.
import type { Hono } from 'hono';
import { html } from 'hono/html';
import { object, optional } from 'superstruct';
import { email, id, webUrl } from '../../../core/schemas';
import type { AppEnv } from '../../area';
import { fieldError, HttpError } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { authMessages } from './messages';
import { mintSsoToken } from './sso';

/** The demo provider's sign-in page, as the configuration's `identityProvider.signInUrl` names it. */
export const DEMO_PROVIDER_PATH = '/dev/sso/authorize';

/**
 * What the portal sends (`redirect_uri`, its callback; `state`, which comes back with the token),
 * and the address typed on the page (`email`).
 */
const AuthorizeQuery = object({ redirect_uri: webUrl, state: id, email: optional(email) });

/**
 * The portal's callback, held to the configured origins (`PORTICO_CORS_ORIGINS`), as a provider
 * holds its clients to their registered addresses: a token sent anywhere else would sign a
 * stranger in. No fragment of its own: the token goes there.
 */
function callbackUrl(address: string, origins: readonly string[]): URL {
  const url = new URL(address, 'http://relative.invalid');
  if (!origins.includes(url.origin) || url.hash !== '') throw fieldError('redirect_uri', 'must be an address of the portal (PORTICO_CORS_ORIGINS)');
  return url;
}

/**
 * `GET /dev/sso/authorize?redirect_uri&state`: the demo provider's page, an e-mail field and Sign
 * in; with `email`, a 303 to `redirect_uri#token=…&state=…` (the token as `GET /dev/sso-token`
 * mints it). Cancel goes back with `#error=access_denied`.
 * @example demoProviderRoutes(app);
 */
export function demoProviderRoutes(app: Hono<AppEnv>): void {
  app.get(DEMO_PROVIDER_PATH, async (c) => {
    const { ctx } = c.var;
    if (!ctx.config.demoMode) throw new HttpError(404, [authMessages.noSuchRoute]);
    const query = readQuery(c, AuthorizeQuery);
    const callback = callbackUrl(query.redirect_uri, ctx.config.corsOrigins);
    const answer = (fields: Record<string, string>) => `${callback.href}#${new URLSearchParams({ ...fields, state: query.state }).toString()}`;
    if (query.email !== undefined) return c.redirect(answer({ token: await mintSsoToken(ctx, query.email) }), 303);
    // No script and no style: the page needs neither. The form may send only here, and the answer
    // may go on only to the portal.
    c.header('Content-Security-Policy', `default-src 'none'; form-action 'self' ${callback.origin}; frame-ancestors 'none'; base-uri 'none'`);
    c.header('Cache-Control', 'no-store');
    return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Portico demo ID: sign in</title>
  </head>
  <body>
    <main>
      <h1>Portico demo ID</h1>
      <p>Demo mode: this page stands in for a managing agent's identity provider. It signs in the account of the e-mail address typed, with no password.</p>
      <form method="get" action="${DEMO_PROVIDER_PATH}">
        <input type="hidden" name="redirect_uri" value="${query.redirect_uri}">
        <input type="hidden" name="state" value="${query.state}">
        <p>
          <label for="email">Email address</label>
          <input id="email" name="email" type="email" autocomplete="email" required>
        </p>
        <button type="submit">Sign in</button>
      </form>
      <p><a href="${answer({ error: 'access_denied' })}">Cancel and go back to the portal</a></p>
    </main>
  </body>
</html>`);
  });
}
