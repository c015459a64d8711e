import type { EmitFn } from '../core/events';
import { dispatchPorticoEvent } from '../core/events';
import { navigate } from './router';

/**
 * The `emit` the shell passes to every component: `portico-navigate` is routed in place (and
 * answered false, "cancelled", so the component does not load the page itself); the other events
 * are dispatched on the document for anyone listening.
 * @example <Charges emit={shellEmit} statementHref="/charges/{chargeAccountId}/statement" />
 */
export const shellEmit: EmitFn = (name, detail) => {
  if (name === 'portico-navigate') {
    navigate((detail as { href: string }).href);
    return false;
  }
  return dispatchPorticoEvent(document, name, detail);
};
