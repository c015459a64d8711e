import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * Compiles a source catalogue (id to ICU text, as in `core/i18n/en.json`) into the form the
 * runtime reads. Runs at build time, in the dev server and in tests; never in the bundles.
 * @example compileCatalogue({ greet: 'Hello {name}' }) // { greet: ['Hello ', ['name']] }
 */
export function compileCatalogue(source: Record<string, string>): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
}
