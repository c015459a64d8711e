import { is, type Struct } from 'superstruct';
// By file: these keys are the portal shell's only (see core/schemas/portal-config.ts).
import { PortalConfig } from '../schemas/portal-config';
import type { ConfigState } from './load';

/**
 * The portal shell's own keys of the page's configuration (`PortalConfig`), each kept only when it
 * is good: a wrong one is left out with a warning for the operator, and the rest of the portal
 * works as without it. Empty until the configuration is ready.
 * @example const { identityProvider } = portalConfig(useStore($config));
 */
export function portalConfig(state: ConfigState): PortalConfig {
  if (state.status !== 'ready') return {};
  // `Config` is a `type()`: the keys it does not name are kept as the file had them.
  const file = state.config as Record<string, unknown>;
  const keys: Record<string, unknown> = {};
  for (const [key, struct] of Object.entries(PortalConfig.schema) as [string, Struct<unknown, unknown>][]) {
    if (file[key] === undefined) continue;
    if (is(file[key], struct)) keys[key] = file[key];
    else console.warn(`Portico: the configuration's ${key} is not valid and is left out`);
  }
  return keys as PortalConfig;
}
