// A development's pages for the staff who edit them (spec 2 §7: GET/POST /developments/{id}/posts,
// GET/PUT/DELETE /developments/{id}/posts/{postId}). The request body is `PostInput`
// (developments.ts). Imported by file by the staff area and the API only.
import { array, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { Post } from './developments';

/**
 * The answer of `GET /developments/{id}/posts`: `data.posts`, drafts included for staff, most
 * recently changed first.
 *
 * @example
 * const { posts } = create(json.data, PostsResponse);
 */
export const PostsResponse = type({ posts: array(Post) });
export type PostsResponse = Infer<typeof PostsResponse>;

/**
 * The answer of `GET`, `POST` (201) and `PUT /developments/{id}/posts/{postId}`: `data.post`.
 *
 * @example
 * const { post } = create(json.data, PostResponse);
 */
export const PostResponse = type({ post: Post });
export type PostResponse = Infer<typeof PostResponse>;
