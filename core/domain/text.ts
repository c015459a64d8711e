/**
 * Text as a case-insensitive search compares it, in the user's sense: lower case in en-GB and
 * compatibility-normalised, so "CAFÉ" finds "Café" whichever way the é was typed. Every search of
 * the portal (news, developments) folds both sides with it.
 * @example foldText('CAFÉ') === foldText('café') // true
 */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('en-GB');
}
