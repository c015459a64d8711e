// The FAQ page's pure rules (spec 2 §2, §6, §7): where the file is, which entries the active role
// sees, and the search over question and answer.
import { validate } from 'superstruct';
import { isFaqVisible } from '../../core/domain/permissions';
import { foldText } from '../../core/domain/text';
import { fetchStaticJson } from '../../core/i18n';
import type { RoleType } from '../../core/schemas';
import { FaqFile, type FaqEntry } from '../../core/schemas/faq';

/**
 * Where the FAQ file is published: beside the configuration, for a deployer to replace (source
 * `shell/faq.json`, published by scripts/vite-portico-assets.ts; its shape is core/schemas `FaqFile`).
 */
export const FAQ_URL = '/config/faq.json';

/**
 * The FAQ file's entries, validated; a file that cannot be fetched or read is a failure (the page
 * offers Try again).
 * @example const entries = await loadFaq();
 */
export async function loadFaq(options: Parameters<typeof fetchStaticJson>[1] = {}): Promise<FaqEntry[]> {
  const [invalid, file] = validate(await fetchStaticJson(FAQ_URL, options), FaqFile);
  if (invalid) throw new Error(`${FAQ_URL} is not a FAQ file: ${invalid.message}`);
  return file.entries;
}

/**
 * The entries the active role sees (spec 2 §6: visibility both, or the active role), in order.
 * @example visibleFaqEntries(entries, 'customer').every((entry) => entry.visibility !== 'admin') // true
 */
export function visibleFaqEntries(entries: readonly FaqEntry[], activeRole: RoleType | null): FaqEntry[] {
  return entries.filter((entry) => isFaqVisible(entry.visibility, activeRole));
}

/**
 * The entries whose question or answer contains the search, in any letter case (the news search's
 * folding); every entry for a blank search.
 * @example searchFaq(entries, 'PARKING').map((entry) => entry.question) // ['Can my visitors stay overnight?']
 */
export function searchFaq<T extends Pick<FaqEntry, 'question' | 'answer'>>(entries: readonly T[], search: string): T[] {
  const needle = foldText(search.trim());
  if (needle === '') return [...entries];
  return entries.filter((entry) => foldText(entry.question).includes(needle) || foldText(entry.answer).includes(needle));
}

/**
 * An answer's paragraphs: the file's answers are plain text, blank lines between paragraphs.
 * @example answerParagraphs('One.\n\nTwo.') // ['One.', 'Two.']
 */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
