import { useState } from 'react';
// In an app of your own: `import { Account, SignIn, type PorticoEvent } from '@portico/portal'` (README.md).
import { Account, SignIn, type PorticoEvent, type PorticoEventName } from '../../../widgets';

/**
 * The host app's one page: its own header and layout around the Portico components, and a log of
 * the events the components report (a React host gets them through the `on…` props, not as DOM
 * events). `PorticoProvider` (main.tsx) renders it once Portico is ready.
 * @example root.render(<PorticoProvider><App /></PorticoProvider>);
 */
export function App() {
  const [log, setLog] = useState<string[]>([]);
  const record = (event: PorticoEvent<PorticoEventName>) =>
    setLog((entries) => [`${event.type} ${JSON.stringify(event.detail)}`, ...entries].slice(0, 5));

  return (
    <>
      <header className="host-header">
        <p className="host-name">Quayside Residents (a React app)</p>
      </header>
      <main className="host-main">
        <h1>Portico components in React</h1>
        <div className="host-grid">
          <section aria-labelledby="signin-heading" className="host-card">
            <h2 id="signin-heading">Sign in</h2>
            <SignIn onSignedIn={record} onSignedOut={record} onNavigate={record} />
          </section>
          <section aria-labelledby="account-heading" className="host-card">
            <h2 id="account-heading">Account</h2>
            <Account onSignedIn={record} onSignedOut={record} />
          </section>
        </div>
        <section aria-labelledby="events-heading">
          <h2 id="events-heading">Events from the components</h2>
          <ul aria-live="polite">
            {log.map((entry, index) => (
              <li key={`${index}-${entry}`}>
                <code>{entry}</code>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </>
  );
}
