// The calls the specification does not name, read from the OpenAPI document the package ships
// beside the command (`x-portico-extension`, `x-portico-without-it`): the one list of them, so
// that an API without one gets a warning that says what the portal does instead.
import { readFileSync } from 'node:fs';

/** What the portal does without each extension, by `callKey`. */
export type Extensions = ReadonlyMap<string, string>;

/**
 * A call's key whatever its parameters are called: `GET /developments/{}/documents`.
 * @example callKey('GET', '/developments/{developmentId}/documents') // 'GET /developments/{}/documents'
 */
export const callKey = (method: string, path: string): string => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, '{}')}`;

interface OpenApiOperation {
  readonly 'x-portico-extension'?: boolean;
  readonly 'x-portico-without-it'?: string;
}

/**
 * The extensions of an OpenAPI document built by Portico, with what the portal does without each.
 * @example extensionsOf(document).get('GET /user/contact-offers') // 'An answer of 404 or 405 counts as no offers: …'
 */
export function extensionsOf(document: { readonly paths: Record<string, Record<string, OpenApiOperation>> }): Extensions {
  const extensions = new Map<string, string>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation['x-portico-extension']) extensions.set(callKey(method, path), operation['x-portico-without-it'] ?? 'lacks what the call gives');
    }
  }
  return extensions;
}

/**
 * The extensions of the document shipped with the package (`dist/npm/openapi.json`, beside the
 * built command's folder); none when it cannot be read, so every missing call is then a failure.
 * @example const extensions = shippedExtensions();
 */
export function shippedExtensions(): Extensions {
  try {
    return extensionsOf(JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')));
  } catch {
    return new Map();
  }
}
