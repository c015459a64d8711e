import { onDemand } from '../../core/ui/OnDemand';
import type * as PartsModule from './interactiveChunk';

/**
 * The module of the parts loaded on demand.
 * @example const form: Parts['RaiseRequestForm'] = parts.RaiseRequestForm;
 */
export type Parts = typeof PartsModule;

/**
 * The requests view's interactive parts, loaded on demand: the raise form (checks, draft, uploads)
 * and one request (feed, composer, uploads), in one chunk. The list alone stays light, and one
 * chunk that reaches the same shared modules as the sign-in keeps the chunk every element shares
 * in one piece (each lazy chunk reaching a different part of it would split it, and every element
 * would pay for the extra files).
 * @example <WithOnDemand module={interactiveParts}>{(parts) => <parts.RequestDetail requestId={id} />}</WithOnDemand>
 */
export const interactiveParts = onDemand<Parts>(() => import('./interactiveChunk'));
