// A React host: it renders the npm package's components itself (no custom elements), after the
// one start-up every Portico page does: the configuration, then the language file it names.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// In an app of your own: `from 'portico'` and `from 'portico/core'` (README.md). Inside this
// repository the example imports the same package entries from source, so it runs without a build.
import { adoptUiStyles, loadConfig, loadLanguage } from '../../../core';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// The components render in the document, not in a shadow root: the document adopts their styles.
adoptUiStyles(document);
const state = await loadConfig();
if (state.status === 'ready') await loadLanguage(state.config);

root.render(
  <StrictMode>
    <App configured={state.status === 'ready'} />
  </StrictMode>,
);
