// The customers tab's search rule (spec 2 §9): split on commas and spaces; every word must be found
// in the customer's name, premises or relationship, ignoring case and accents. Pure, so the tab,
// its tests and the bench share it.
import { foldText } from '../../../core/domain/text';
import type { CustomerRelationship } from '../../../core/schemas/customers';

/**
 * Text as the customer search compares it: foldText's case folding with the accents taken off, so
 * "zoe" finds "Zoë" and "ZOË" finds "Zoe".
 * @example foldSearchText('Zoë O’Brien') // 'zoe o’brien'
 */
export function foldSearchText(text: string): string {
  return foldText(text.normalize('NFD').replace(/\p{M}/gu, ''));
}

/**
 * The words of a search: folded, split on commas and white space, blanks dropped. No words means
 * every customer matches.
 * @example searchWords(' Olivia, flat 2 ') // ['olivia', 'flat', '2']
 */
export function searchWords(search: string): string[] {
  return foldSearchText(search)
    .split(/[\s,]+/u)
    .filter((word) => word !== '');
}

/**
 * A row ready to be searched many times: its name, premises and relationship folded once, on
 * separate lines so that no word (which holds no white space) can match across two of them.
 * @example const searchable = rows.map(searchableCustomer);
 */
export function searchableCustomer<Row extends Pick<CustomerRelationship, 'fullName' | 'premiseName' | 'relationship'>>(row: Row): { row: Row; text: string } {
  return { row, text: foldSearchText(`${row.fullName}\n${row.premiseName}\n${row.relationship}`) };
}

/**
 * Whether every word is found in the searchable row's name, premises or relationship.
 * @example matchesWords(searchableCustomer(oliviaFlat2), searchWords('olivia, flat 2')) // true
 */
export function matchesWords(searchable: { text: string }, words: readonly string[]): boolean {
  return words.every((word) => searchable.text.includes(word));
}

/**
 * The rows the search keeps, in their order.
 * @example searchCustomers(rows, 'owner flat').map((row) => row.premiseName) // ['Flat 1', 'Flat 2']
 */
export function searchCustomers<Row extends Pick<CustomerRelationship, 'fullName' | 'premiseName' | 'relationship'>>(rows: readonly Row[], search: string): Row[] {
  const words = searchWords(search);
  if (words.length === 0) return [...rows];
  return rows.map(searchableCustomer).filter((searchable) => matchesWords(searchable, words)).map(({ row }) => row);
}

/**
 * Whether a row shows with "show inactive" off: the customer and this relationship both active.
 * @example isActiveRow({ stateCode: 0, relationshipStateCode: 1 }) // false
 */
export function isActiveRow(row: Pick<CustomerRelationship, 'stateCode' | 'relationshipStateCode'>): boolean {
  return row.stateCode === 0 && row.relationshipStateCode === 0;
}
