import type { Hono } from 'hono';
import { ConfirmEmailRequest } from '../../../core/schemas';
import type { AppEnv } from '../../area';
import { bearerToken, requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { readJson } from '../../http/validate';
import { consumeEmailLinkToken } from './email-links';
import { authMessages } from './messages';
import { revokeFamily, rotateRefreshToken } from './sessions';

/**
 * The auth routes: sign-in, the token refresh, sign-out, the MFA code, forgotten and reset
 * password, e-mail confirmation (README.md in this folder lists them).
 * @example authRoutes(app);
 */
export function authRoutes(app: Hono<AppEnv>): void {
  // spec 1 §7: GET /user/token, bearer refresh token; answers authToken, refreshToken, user.
  app.get('/user/token', async (c) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw new HttpError(401, [authMessages.sessionEnded]);
    return c.json({ data: await rotateRefreshToken(c.var.ctx, token) });
  });

  // spec 1 §7: GET /user/logout. The client sends only the access token, whose `fam` claim names
  // the session to end.
  app.get('/user/logout', requireUser, async (c) => {
    const claims = await c.var.ctx.accessTokens.verifyClaims(bearerToken(c.req.header('Authorization')) ?? '');
    if (claims?.fam) revokeFamily(c.var.ctx, claims.fam, c.var.user.id);
    return c.body(null, 204);
  });

  app.post('/user/confirm-email', async (c) => {
    const { token } = await readJson(c, ConfirmEmailRequest);
    const { ctx } = c.var;
    const confirmed = ctx.db.transaction(() => {
      const userId = consumeEmailLinkToken(ctx, token, 'confirm-email');
      if (userId) ctx.db.prepare('UPDATE users SET email_confirmed = 1 WHERE id = ?').run(userId);
      return userId !== null;
    })();
    if (!confirmed) throw new HttpError(401, [authMessages.linkInvalid]);
    return c.body(null, 204);
  });
}
