/**
 * The standalone portal (DESIGN.md: the shell). It starts the page's runtime the way every element
 * does (core/elements `bootPage`: the configuration, the language file it names, the user of a
 * stored session) and renders the router's pages once the configuration and the language are in.
 * The components render in the document, so the document adopts the ui stylesheet.
 */
import type { ReadableAtom } from 'nanostores';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { $config, appendStyleUrls } from '../core/config';
import { bootPage } from '../core/elements/boot';
import { $language, t } from '../core/i18n';
import { $isSignedIn, $user } from '../core/session';
import { Alert } from '../core/ui/Alert';
import { adoptUiStyles } from '../core/ui/styles';
import { App, preloadPage } from './App';
import { $router, followLinks } from './router';
import { warmFormatters } from './warmFormatters';

const container = document.getElementById('root');
if (!container) throw new Error('The shell page has no #root element');
const root = createRoot(container);

adoptUiStyles(document);
const booting = bootPage();
// The first page's chunk loads while the runtime boots, not after it; with a stored session, in the
// task after the user has been asked for: the preload's links cost a slow phone some 25 ms, which
// would hold back that request, whose answer the signed-in page waits for.
const route = $router.get()?.route;
if ($isSignedIn.get()) void settled($config, (state) => state.status !== 'loading').then(() => setTimeout(() => preloadPage(route)));
else preloadPage(route);
// The portal renders once the configuration and the language are in, while the user of a stored
// session may still be on its way (the guard shows its loading state meanwhile): a slow phone
// renders the header then, not after the user's answer.
await Promise.race([booting, settled($language, (state) => state.status !== 'loading')]);
// In a task of its own: the language's activation (some 25 ms on a slow phone) ends the task before.
await new Promise((next) => setTimeout(next, 0));
const config = $config.get();
// The page's own loading indicator (index.html) gives way to the portal in the same task: no blank frame.
container.replaceChildren();

if (config.status === 'ready') {
  // spec 1 §1: custom stylesheets named in the configuration are appended.
  appendStyleUrls(config.config, document);
  followLinks(document.body);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // For a signed-in page, once its user is in (the page's parts then ask for their turns first);
  // the sign-in page formats no number.
  void booting.then(() => {
    if ($user.get()) warmFormatters();
  });
} else {
  // spec 1 §8: neither configuration file could be used; the fallback catalogue has the text.
  root.render(
    <main className="shell-main">
      <Alert type="error" title={t('config.technicalIssue.title')}>
        {t('config.technicalIssue.description')}
      </Alert>
    </main>,
  );
}

/** Settles once `store`'s value is `done` (at once when it is already). */
function settled<T>(store: ReadableAtom<T>, done: (value: T) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = store.subscribe((value) => {
      if (!done(value)) return;
      resolve();
      queueMicrotask(() => stop());
    });
  });
}
