import { formatInstant } from '../core/domain/dateTimeFormat';
import { i18n } from '../core/i18n';
import { afterRenderTurns } from './renderTurn';

/**
 * Makes the first number and date formatters once the page's parts have rendered, each in a task
 * of its own, while their data is on its way: the first number a page formats (the `#` of a plural
 * message, such as the news' count) loads the browser's number data, the first date and time its
 * time-zone data, some 50 and 15 ms on a slow phone, which otherwise fell inside the render of the
 * first section that showed one. (Idle callbacks come too late: a loading page is seldom idle.)
 * @example booting.then(warmFormatters);
 */
export function warmFormatters(): void {
  afterRenderTurns(() => i18n.number(0));
  afterRenderTurns(() => formatInstant(new Date(0)));
}
