import { useState } from 'react';
// In an app of your own: `import { Account, SignIn } from 'portico'` (README.md).
import { Account, SignIn } from '../../../widgets';
import type { EmitFn } from '../../../core/elements';

/**
 * The host app's one page: its own header and layout around the Portico components, and a log of
 * the events the components report (a React host gets them through `emit`, not as DOM events).
 * @example root.render(<App configured />);
 */
export function App({ configured }: { configured: boolean }) {
  const [log, setLog] = useState<string[]>([]);
  const emit: EmitFn = (name, detail) => {
    setLog((entries) => [`${name} ${JSON.stringify(detail)}`, ...entries].slice(0, 5));
    return true;
  };

  return (
    <>
      <header className="host-header">
        <p className="host-name">Quayside Residents (a React app)</p>
      </header>
      <main className="host-main">
        <h1>Portico components in React</h1>
        {configured ? (
          <div className="host-grid">
            <section aria-labelledby="signin-heading" className="host-card">
              <h2 id="signin-heading">Sign in</h2>
              <SignIn emit={emit} />
            </section>
            <section aria-labelledby="account-heading" className="host-card">
              <h2 id="account-heading">Account</h2>
              <Account emit={emit} />
            </section>
          </div>
        ) : (
          <p role="alert">The Portico configuration could not be loaded: is the reference API running (npm start)?</p>
        )}
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
