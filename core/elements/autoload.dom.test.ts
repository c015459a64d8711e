import { afterEach, describe, expect, test, vi } from 'vitest';
import { autoload } from './autoload';

const TAGS = ['portico-signin', 'portico-news'];
let observer: MutationObserver | undefined;

afterEach(() => {
  observer?.disconnect();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('autoload (portico.js)', () => {
  test('loads the file of each tag on the page once, and only of the tags present', () => {
    document.body.innerHTML = '<portico-signin></portico-signin><p><portico-signin></portico-signin></p><main></main>';
    const load = vi.fn(() => Promise.resolve());
    observer = autoload(TAGS, load);
    expect(load.mock.calls).toEqual([['portico-signin']]);
  });

  test('loads a tag added after it ran, also inside an added subtree', async () => {
    const load = vi.fn(() => Promise.resolve());
    observer = autoload(TAGS, load);
    expect(load).not.toHaveBeenCalled();
    const section = document.createElement('section');
    section.innerHTML = '<div><portico-news></portico-news></div>';
    document.body.append(section);
    await vi.waitFor(() => expect(load.mock.calls).toEqual([['portico-news']]));
  });

  test('reports an unknown portico-* tag without fetching it, and leaves other tags alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<portico-sigin></portico-sigin><my-widget></my-widget>';
    const load = vi.fn(() => Promise.resolve());
    observer = autoload(TAGS, load);
    expect(load).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('there is no element <portico-sigin>'));
  });

  test('tries again when the same tag is added after its file failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<portico-news></portico-news>';
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    observer = autoload(TAGS, load);
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    document.body.append(document.createElement('portico-news'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
