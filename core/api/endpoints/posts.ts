import { t } from '../../i18n';
import type { Post, PostInput } from '../../schemas/developments';
import { PostResponse, PostsResponse } from '../../schemas/posts';
import { announceChange } from '../changes';
import { apiPath, noData, request, type CallOptions } from '../client';

// spec 2 §7 A development's pages (articles, posts) as the staff who edit them call them (sl1, sl3,
// global). Imported by file by the staff area only, so no resident's bundle carries them. Every
// write is announced under `/developments/{id}`: the developments store, where every view reads a
// development's pages, reads the list again.

/**
 * `GET /developments/{id}/posts`: the development's pages, drafts included, most recently changed
 * first. Fails with "Unable to fetch pages." and the API's reasons.
 * @example const pages = await getPosts('dev-riverside-wharf');
 */
export async function getPosts(developmentId: string, call?: CallOptions): Promise<Post[]> {
  const { posts } = await request({
    method: 'GET',
    path: apiPath`/developments/${developmentId}/posts`,
    schema: PostsResponse,
    errorPrefix: t('errors.pages.fetch'),
    ...call,
  });
  return posts;
}

/**
 * `GET /developments/{id}/posts/{postId}`: one page. Fails with "Unable to fetch pages." and the
 * API's reasons.
 * @example const bins = await getPost('dev-riverside-wharf', 'pst-riverside-bins');
 */
export async function getPost(developmentId: string, postId: string, call?: CallOptions): Promise<Post> {
  const { post } = await request({
    method: 'GET',
    path: apiPath`/developments/${developmentId}/posts/${postId}`,
    schema: PostResponse,
    errorPrefix: t('errors.pages.fetch'),
    ...call,
  });
  return post;
}

/**
 * `POST /developments/{id}/posts`: a new page (201). Fails with "Unable to create page." and the
 * API's reasons.
 * @example const page = await createPost('dev-riverside-wharf', { title: 'Gym rules', description: '<p>Bring a towel.</p>', published: false });
 */
export async function createPost(developmentId: string, body: PostInput, call?: CallOptions): Promise<Post> {
  const { post } = await request({
    method: 'POST',
    path: apiPath`/developments/${developmentId}/posts`,
    body,
    schema: PostResponse,
    errorPrefix: t('errors.pages.create'),
    ...call,
  });
  return announceChange(apiPath`/developments/${developmentId}`, post);
}

/**
 * `PUT /developments/{id}/posts/{postId}`: the page's title, description and published flag.
 * Fails with "Unable to save page." and the API's reasons.
 * @example const page = await updatePost('dev-riverside-wharf', 'pst-riverside-bins', { title: 'Bins', description: '<p>Tuesdays.</p>', published: true });
 */
export async function updatePost(developmentId: string, postId: string, body: PostInput, call?: CallOptions): Promise<Post> {
  const { post } = await request({
    method: 'PUT',
    path: apiPath`/developments/${developmentId}/posts/${postId}`,
    body,
    schema: PostResponse,
    errorPrefix: t('errors.pages.save'),
    ...call,
  });
  return announceChange(apiPath`/developments/${developmentId}`, post);
}

/**
 * `DELETE /developments/{id}/posts/{postId}` (204). Fails with "Unable to delete page." and the
 * API's reasons.
 * @example await deletePost('dev-riverside-wharf', 'pst-riverside-summer-party');
 */
export async function deletePost(developmentId: string, postId: string, call?: CallOptions): Promise<void> {
  await request({
    method: 'DELETE',
    path: apiPath`/developments/${developmentId}/posts/${postId}`,
    schema: noData,
    errorPrefix: t('errors.pages.delete'),
    ...call,
  });
  announceChange(apiPath`/developments/${developmentId}`, undefined);
}
