// The one place that says where Chromium is, and what `npm test` does when it is missing: the
// environment variable wins, Debian's path is the default, and only a root user on Debian with
// the default path missing gets an install; everyone else a message naming what to do.
import { describe, expect, it } from 'vitest';
import { browserStep, chromiumPath, CHROMIUM_VARIABLE, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, suiteChromiumPath } from './browser-path.mjs';

describe('chromiumPath', () => {
  it("is Debian's Chromium unless PORTICO_CHROMIUM names another", () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ PORTICO_CHROMIUM: '' })).toBe(DEBIAN_CHROMIUM);
    expect(chromiumPath({ PORTICO_CHROMIUM: ' /opt/google/chrome/chrome ' })).toBe('/opt/google/chrome/chrome');
  });
});

describe('suiteChromiumPath', () => {
  it("is Debian's headless shell where it is installed, else Debian's Chromium, and PORTICO_CHROMIUM above both", () => {
    expect(suiteChromiumPath({}, (path) => path === DEBIAN_HEADLESS_SHELL)).toBe('/usr/bin/chromium-headless-shell');
    expect(suiteChromiumPath({}, () => false)).toBe(DEBIAN_CHROMIUM);
    expect(suiteChromiumPath({ [CHROMIUM_VARIABLE]: '/opt/chrome' }, () => true)).toBe('/opt/chrome');
  });
});

describe('browserStep', () => {
  const facts = { path: DEBIAN_CHROMIUM, exists: false, isRoot: false, hasApt: true };

  it('does nothing when the browser is there, root or not', () => {
    expect(browserStep({ ...facts, exists: true })).toEqual({ action: 'none' });
    expect(browserStep({ ...facts, path: '/opt/chrome', exists: true, isRoot: true })).toEqual({ action: 'none' });
  });

  it("installs Debian's package only as root on Debian with the default path missing", () => {
    expect(browserStep({ ...facts, isRoot: true })).toEqual({ action: 'install' });
    expect(browserStep({ ...facts, isRoot: true, hasApt: false }).action).toBe('stop');
    expect(browserStep({ ...facts, path: '/opt/chrome', isRoot: true }).action).toBe('stop');
  });

  it('tells a user without root what to install, or what to set', () => {
    const step = browserStep(facts);
    expect(step.action).toBe('stop');
    const message = step.action === 'stop' ? step.message : '';
    expect(message).toContain('sudo apt-get install -y chromium');
    expect(message).toContain(`${CHROMIUM_VARIABLE}=/path/to/chrome npm test`);
  });

  it('names the variable and its value when it points at nothing, with no apt advice off Debian', () => {
    const offDebian = browserStep({ ...facts, hasApt: false });
    expect(offDebian.action === 'stop' && offDebian.message).not.toContain('apt-get');
    const wrong = browserStep({ ...facts, path: '/opt/chrome' });
    expect(wrong.action === 'stop' && wrong.message).toContain('PORTICO_CHROMIUM is /opt/chrome, but there is no browser there');
  });
});
