import { validate } from 'superstruct';
import { PostInput, type Post } from '../../../core/schemas/developments';
import { fieldAmong, sharedOrRequired, structMessages } from '../../../core/forms/structMessages';

/** The page form's values, as typed: the description is the editor's HTML. */
export interface PageValues {
  title: string;
  description: string;
  published: boolean;
}

/** A new page's form, its fields in the order the form shows them: a draft until staff say Yes (spec 2 §5). */
export const NEW_PAGE: PageValues = { title: '', description: '', published: false };

/**
 * The form of an existing page.
 * @example pageValues(samplePost).published // true
 */
export function pageValues(post: Pick<Post, 'title' | 'description' | 'published'>): PageValues {
  return { title: post.title, description: post.description, published: post.published };
}

/**
 * `POST` and `PUT /developments/{id}/posts[/{postId}]`'s body: the title trimmed; a description
 * with neither text nor a picture (an emptied editor leaves `<p></p>`) sent as empty, so it counts
 * as missing, as the API counts it.
 * @example pageBody({ title: ' Gym ', description: '<p> </p>', published: false }) // { title: 'Gym', description: '', published: false }
 */
export function pageBody(values: PageValues): PostInput {
  const blank = values.description.replace(/<[^>]*>|&nbsp;/g, '').trim() === '' && !/<img\b/i.test(values.description);
  return { title: values.title.trim(), description: blank ? '' : values.description, published: values.published };
}

/**
 * The form's messages, from `PostInput`, the struct the API checks the same body with: title and
 * description required (spec 2 §5). At most one message per field.
 * @example checkPage(NEW_PAGE).title // 'This field is required'
 */
export function checkPage(values: PageValues): Partial<Record<keyof PageValues, string>> {
  const [failure] = validate(pageBody(values), PostInput);
  return structMessages(failure, fieldAmong<keyof PageValues>(['title', 'description']), sharedOrRequired);
}
