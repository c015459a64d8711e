import { describe, expect, it } from 'vitest';
import { leanPreloads } from './vite-preload';

// A page chunk importing the runtime (which imports preact) statically, and a lazy section that
// needs the runtime, preact and a form chunk of its own.
const bundle = {
  'page.js': { type: 'chunk', imports: ['runtime.js'] },
  'runtime.js': { type: 'chunk', imports: ['preact.js'] },
  'preact.js': { type: 'chunk', imports: [] },
  'section.js': { type: 'chunk', imports: ['runtime.js', 'form.js'] },
  'form.js': { type: 'chunk', imports: ['preact.js'] },
  'page.css': { type: 'asset' },
} as const;

function withBundle() {
  const lean = leanPreloads();
  const hook = lean.plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
  hook.handler({}, bundle);
  return lean.withoutLoadedChunks;
}

describe('leanPreloads', () => {
  it('drops the chunks the importing chunk loaded statically, directly or through others', () => {
    expect(withBundle()('section.js', ['runtime.js', 'preact.js', 'form.js'], { hostId: 'page.js', hostType: 'js' })).toEqual(['form.js']);
  });

  it('keeps every chunk for an import from the page (html) or before the bundle is known', () => {
    expect(withBundle()('section.js', ['runtime.js', 'form.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['runtime.js', 'form.js']);
    expect(leanPreloads().withoutLoadedChunks('section.js', ['runtime.js'], { hostId: 'page.js', hostType: 'js' })).toEqual(['runtime.js']);
  });
});
