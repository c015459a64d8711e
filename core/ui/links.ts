import { createElement, type HTMLAttributes, type MouseEvent } from 'react';
import type { EmitFn } from '../events';

/**
 * The heading level a view uses for its `heading-level` attribute: a whole number from 1 to
 * `deepest` (5 leaves room for one level below), 2 when absent, empty, zero or not a number.
 * @example clampHeadingLevel(props.headingLevel) // 2 when unset, 5 for 9
 */
export function clampHeadingLevel(level: number | undefined, deepest = 5): number {
  return Math.min(deepest, Math.max(1, Math.trunc(level ?? 2) || 2));
}

/**
 * A heading of the level a host asked for (`heading-level`), so the view fits the page's outline.
 * @example <Heading level={3} id={headingId}>{development.name}</Heading>
 */
export function Heading({ level, ...props }: { level: number } & HTMLAttributes<HTMLHeadingElement>) {
  return createElement(`h${clampHeadingLevel(level, 6)}`, props);
}

/**
 * Whether a click on a link is a plain one, for this page: not handled already, the main button,
 * no modifier key (those ask for another tab or window, or a download, and are the browser's).
 * @example if (isPlainClick(event)) { event.preventDefault(); void download.start(); }
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !(event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * Handles a click on a link to another area: a plain click first emits a cancelable
 * `portico-navigate` with `href`, and a host that cancels it (the shell routes itself) keeps the
 * page from loading; a click meant for another tab or window (modifier keys, middle button) is
 * left to the browser. Answers whether it was a plain click.
 * @example <a href={href} onClick={(event) => followLink(event, href, emit)}>…</a>
 */
export function followLink(event: MouseEvent<HTMLAnchorElement>, href: string, emit: EmitFn | undefined): boolean {
  if (!isPlainClick(event)) return false;
  if (emit && !emit('portico-navigate', { href })) event.preventDefault();
  return true;
}
