import type { Struct } from 'superstruct';
import { validate } from 'superstruct';
import { languageSettled, t } from '../i18n';
import { ApiError } from './error';

/**
 * An answer's long array checked in slices: the first items at once, the rest between tasks.
 * @example const { first, all } = checkInSlices(raw.lines, StatementLine, { first: 100 });
 */
export interface CheckedInSlices<T> {
  /** The first items, checked before this was returned. */
  readonly first: T[];
  /** Every item checked, in order; rejects with a `validation` ApiError at the first item that does not match. */
  readonly all: Promise<T[]>;
}

/** Items checked per task after the first ones: about 20 ms of superstruct on a slow laptop, under a long task's 50. */
export const CHECK_SLICE_SIZE = 1000;

/**
 * Checks `items` against `struct` (superstruct, coercing as `request` does) without holding the
 * page for the whole array: the first `first` items at once (a bad one throws the `validation`
 * ApiError `request` would), then `sliceSize` at a time, yielding to the browser between slices
 * so it can paint what the first ones show. Nothing unchecked is ever handed out.
 * @example
 * const lines = checkInSlices(raw.lines, StatementLine, { first: 100, errorPrefix: t('errors.statementApi') });
 * show(lines.first); show(await lines.all);
 */
export function checkInSlices<T>(
  items: readonly unknown[],
  struct: Struct<T, unknown>,
  { first, sliceSize = CHECK_SLICE_SIZE, errorPrefix }: { first: number; sliceSize?: number; errorPrefix?: string },
): CheckedInSlices<T> {
  const checked: T[] = [];
  // Checks on from where it stopped; answers the first failure, if any.
  const checkUpTo = (end: number) => {
    for (let index = checked.length; index < end; index += 1) {
      const [failure, item] = validate(items[index], struct, { coerce: true });
      if (failure) return failure;
      checked.push(item);
    }
    return undefined;
  };
  const failure = checkUpTo(Math.min(first, items.length));
  if (failure) throw unreadable(failure, errorPrefix);
  const head = checked.slice();
  const all = (async () => {
    while (checked.length < items.length) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const later = checkUpTo(Math.min(checked.length + sliceSize, items.length));
      if (later) {
        // The message comes from the catalogue, which may still be loading (as in `request`).
        await languageSettled();
        throw unreadable(later, errorPrefix);
      }
    }
    return checked;
  })();
  // A caller that stopped listening (a view gone before the check ended) leaves no unhandled rejection.
  all.catch(() => undefined);
  return { first: head, all };
}

/** The error `request` gives an answer that does not match its schema. */
function unreadable(cause: unknown, prefix: string | undefined): ApiError {
  return new ApiError({ kind: 'validation', messages: [t('api.invalidResponse')], prefix, cause });
}
