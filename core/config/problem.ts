import type { StructError } from 'superstruct';
import type { ConfigProblem } from './load';

// Loaded only when no configuration could be used (`loadConfig`), so the chunk every element
// loads does not carry it. It imports nothing at run time (a superstruct error is known by its
// `failures`), so the bundles split no shared code out for it.

/**
 * What the web team must fix in the configuration at `url`, from the error its load ended with and
 * the addresses the page's Content-Security-Policy blocked (`blockedURI` of each violation: the
 * URL, or for some browsers only its origin).
 * @example configProblem('https://cdn.agent.example/portico/config.json', new TypeError('Failed to fetch'), new Set(['https://cdn.agent.example/portico/config.json'])) // { kind: 'blocked', url, origin: 'https://cdn.agent.example' }
 */
export function configProblem(url: string, error: unknown, blocked: ReadonlySet<string>): ConfigProblem {
  const origin = /^\w+:\/\/[^/]+/.exec(url)?.[0] ?? url;
  if (blocked.has(url) || blocked.has(origin)) return { kind: 'blocked', url, origin };
  const invalid = error instanceof Error && 'failures' in error ? (error as StructError) : undefined;
  if (invalid && invalid.path.length > 0) return { kind: 'invalid', url, fields: wrongFields(invalid) };
  // Not JSON (`response.json()` throws a SyntaxError), or JSON that is not an object.
  if (invalid || error instanceof SyntaxError) return { kind: 'unreadable', url };
  return { kind: 'missing', url };
}

/** Every wrong field of a configuration, with what is wrong, on one line: `baseUrl: missing; banners.0.enabled: Expected a value of type `boolean`, …`. */
function wrongFields(error: StructError): string {
  return error
    .failures()
    .map((failure) => `${failure.path.join('.')}: ${failure.value === undefined ? 'missing' : failure.message}`)
    .join('; ');
}
