import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../core/testing/samples/account';
import { pureSchemas } from './pure-schemas.mjs';

/** Bundles `code` (run from the repository root) with or without the plugin; superstruct stays out. */
async function bundle(code: string, plugins = [pureSchemas]): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    external: ['superstruct'],
    plugins,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('pureSchemas', () => {
  const usesOnlyTheUser = `import { User } from './core/schemas'; export const check = User;`;

  it('lets a bundle drop the schemas it does not use', async () => {
    const without = await bundle(usesOnlyTheUser, []);
    const withPlugin = await bundle(usesOnlyTheUser);
    // ProfileInput sits in core/schemas/user.ts beside User, which does not use it.
    expect(without).toContain('ProfileInput');
    expect(withPlugin).not.toContain('ProfileInput');
    expect(withPlugin.length).toBeLessThan(without.length);
  });

  it('keeps the schemas that are used, and they still validate', async () => {
    const code = await bundle(usesOnlyTheUser);
    expect(code).toContain('/* @__PURE__ */');
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code.replace(/from "superstruct"/g, `from "${import.meta.resolve('superstruct')}"`)).toString('base64')}`)) as { check: unknown };
    const { is } = await import('superstruct');
    expect(is(sampleUser, module.check as never)).toBe(true);
    expect(is({ ...sampleUser, email: 42 }, module.check as never)).toBe(false);
  });
});
