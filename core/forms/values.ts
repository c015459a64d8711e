/**
 * An optional text field as the API takes it: trimmed, and null when nothing but spaces was typed.
 * @example textOrNull('  Bringing a guest. ') // 'Bringing a guest.'
 * @example textOrNull('   ') // null
 */
export function textOrNull(value: string): string | null {
  const text = value.trim();
  return text === '' ? null : text;
}
