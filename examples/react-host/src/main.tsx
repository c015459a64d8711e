// A React host: it renders the npm package's components itself (no custom elements), inside the
// package's provider, which starts Portico (configuration, language file, user, stylesheet) once.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// In an app of your own: `from '@portico/portal'` (README.md). Inside this repository the example
// imports the same package entry from source (`widgets/`), so it runs without a build.
import { PorticoProvider } from '../../../widgets';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    {/* <meta name="portico-config-url"> in index.html names the configuration file. */}
    <PorticoProvider fallback={<p>Loading…</p>}>
      <App />
    </PorticoProvider>
  </StrictMode>,
);
