/**
 * The standalone portal (DESIGN.md: the shell). It starts the page's runtime the way every element
 * does (core/elements `bootPage`: the configuration, the language file it names, the user of a
 * stored session), then renders the router's pages. The components render in the document, so the
 * document adopts the ui stylesheet.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { $config, appendStyleUrls } from '../core/config';
import { bootPage } from '../core/elements/boot';
import { $language, t } from '../core/i18n';
import { Alert } from '../core/ui/Alert';
import { adoptUiStyles } from '../core/ui/styles';
import { App, preloadPage } from './App';
import { $router, followLinks } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The shell page has no #root element');
const root = createRoot(container);

adoptUiStyles(document);
// The first page's chunk loads while the runtime boots, not after it.
preloadPage($router.get()?.route);
// The portal renders once the configuration and the language are in, while the user of a stored
// session may still be on its way (the guard shows its loading state meanwhile): a slow phone
// renders the header then, not after the user's answer.
await Promise.race([bootPage(), languageSettled()]);
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

/** Settles once the language file has loaded or failed (the configuration came first). */
function languageSettled(): Promise<void> {
  return new Promise((settled) => {
    const stop = $language.subscribe((state) => {
      if (state.status === 'loading') return;
      settled();
      queueMicrotask(() => stop());
    });
  });
}
