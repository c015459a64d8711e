// The lint step checks the browser code against the supported browsers (`browserslist` in
// package.json): an API beyond them fails, whether eslint-plugin-compat knows it or our list of
// newer APIs does, and the same line in a test file or a script passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

const BEYOND_SUPPORT = [
  'export const idle = window.requestIdleCallback(() => {});',
  'export const grouped = Object.groupBy([1, 2], (n) => String(n % 2));',
  'export const deferred = Promise.withResolvers<void>();',
  'export const either = AbortSignal.any([]);',
].join('\n');

async function ruleIds(filePath: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(BEYOND_SUPPORT, { filePath });
  return (result?.messages ?? []).map((message) => `${message.line}: ${message.ruleId}`);
}

describe('browser support in lint', () => {
  it('states the supported browsers in package.json', () => {
    expect(packageJson.browserslist).toEqual(['chrome >= 111', 'edge >= 111', 'firefox >= 120', 'safari >= 16.4', 'ios_saf >= 16.4']);
  });

  it('fails browser code that uses an API beyond the supported browsers', async () => {
    expect(await ruleIds('widgets/probe/probe.ts')).toEqual([
      '1: compat/compat',
      '2: no-restricted-properties',
      '3: no-restricted-properties',
      '4: no-restricted-properties',
    ]);
  }, 60_000);

  it('leaves tests and Node code alone', async () => {
    expect(await ruleIds('widgets/probe/probe.test.ts')).toEqual([]);
    expect(await ruleIds('server/probe.ts')).toEqual([]);
  }, 60_000);
});
