// A development's pages as the staff who write them see them (spec 2 §4-§7): GET/POST
// /developments/{id}/posts, GET/PUT/DELETE /developments/{id}/posts/{postId}. Roles sl1, sl3 and
// global (canEditPages in core/domain/permissions); the description is stored sanitised.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { PostInput, type Post, type RolePayload } from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { sanitisedHtml } from '../../http/sanitize-html';
import { readJson } from '../../http/validate';
import { developmentAccess, type AuthUser } from '../core';
import { POST_COLUMNS, postJson, postsFor, type PostRow } from './developments';

/** spec 2 §6: pages are written by global staff and by sl1 and sl3 in their developments. */
const PAGE_ROLES: ReadonlySet<RolePayload> = new Set(['global', 'sl1', 'sl3']);

/**
 * The development, when the caller may write its pages: 404 when they may not see it (like one
 * that does not exist), 403 when they see it but their role there does not write pages.
 */
function pagesDevelopment(ctx: AppContext, user: AuthUser, developmentId: string): string {
  const access = developmentAccess(ctx.db, user).find((candidate) => candidate.developmentId === developmentId);
  if (!access) throw notFound('Development');
  if (!user.roleTypes.includes('admin') || !PAGE_ROLES.has(access.userRole)) throw new HttpError(403, ['Only the development\u2019s managers may write its pages.']);
  return access.developmentId;
}

/** The development's page, or 404 (also for a page of another development). */
function pageOf(ctx: AppContext, developmentId: string, postId: string): Post {
  const row = ctx.db
    .prepare<[string, string], PostRow>(
      `SELECT ${POST_COLUMNS} FROM development_posts p JOIN users u ON u.id = p.author_id WHERE p.id = ? AND p.development_id = ?`,
    )
    .get(postId, developmentId);
  if (!row) throw notFound('Page');
  return postJson(row);
}

/**
 * The pages routes.
 * @example registerPosts(app);
 */
export function registerPosts(app: Hono<AppEnv>): void {
  app.get('/developments/:id/posts', requireUser, (c) => {
    const { ctx, user } = c.var;
    const developmentId = pagesDevelopment(ctx, user, c.req.param('id'));
    return c.json({ data: { posts: postsFor(ctx, user, developmentId) } });
  });

  app.post('/developments/:id/posts', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = pagesDevelopment(ctx, user, c.req.param('id'));
    const input = await readJson(c, PostInput);
    const description = await sanitisedHtml(input.description, 'description');
    const id = `pst-${randomUUID()}`;
    ctx.db
      .prepare('INSERT INTO development_posts (id, development_id, title, description, published, author_id, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(id, developmentId, input.title, description, input.published ? 1 : 0, user.id, ctx.now().toISOString());
    return c.json({ data: { post: pageOf(ctx, developmentId, id) } }, 201);
  });

  app.get('/developments/:id/posts/:postId', requireUser, (c) => {
    const { ctx, user } = c.var;
    const developmentId = pagesDevelopment(ctx, user, c.req.param('id'));
    return c.json({ data: { post: pageOf(ctx, developmentId, c.req.param('postId')) } });
  });

  // The page keeps its author (who wrote it); the time is that of the change, so it lists first.
  app.put('/developments/:id/posts/:postId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const developmentId = pagesDevelopment(ctx, user, c.req.param('id'));
    const { id } = pageOf(ctx, developmentId, c.req.param('postId'));
    const input = await readJson(c, PostInput);
    const description = await sanitisedHtml(input.description, 'description');
    ctx.db
      .prepare('UPDATE development_posts SET title = ?, description = ?, published = ?, updated_at = ? WHERE id = ?')
      .run(input.title, description, input.published ? 1 : 0, ctx.now().toISOString(), id);
    return c.json({ data: { post: pageOf(ctx, developmentId, id) } });
  });

  app.delete('/developments/:id/posts/:postId', requireUser, (c) => {
    const { ctx, user } = c.var;
    const developmentId = pagesDevelopment(ctx, user, c.req.param('id'));
    const { id } = pageOf(ctx, developmentId, c.req.param('postId'));
    ctx.db.prepare('DELETE FROM development_posts WHERE id = ?').run(id);
    return c.body(null, 204);
  });
}
