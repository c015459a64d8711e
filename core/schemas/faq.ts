import { array, enums, string, type } from 'superstruct';
import type { Infer } from 'superstruct';

/**
 * One FAQ entry: the question and its answer, both plain text (the answer's blank
 * lines separate paragraphs), and who sees it: `both`, or the role type it is for (core/domain
 * `isFaqVisible`: shown when it is both or the active role).
 *
 * @example
 * const entry: FaqEntry = { question: 'Where do I leave my bike?', answer: 'In the bike store.', visibility: 'customer' };
 */
export const FaqEntry = type({
  question: string(),
  answer: string(),
  visibility: enums(['both', 'admin', 'client', 'customer']),
});
export type FaqEntry = Infer<typeof FaqEntry>;

/**
 * The FAQ file ("loaded from a static file"), `/config/faq.json` beside the
 * configuration: the entries in the order the page lists them. A deployer replaces the file.
 *
 * @example
 * const { entries } = create(await fetchStaticJson('/config/faq.json'), FaqFile);
 */
export const FaqFile = type({ entries: array(FaqEntry) });
export type FaqFile = Infer<typeof FaqFile>;
