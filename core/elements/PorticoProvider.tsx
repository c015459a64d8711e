import { useEffect, type ReactNode } from 'react';
import { adoptUiStyles } from '../ui/styles';
import { bootPage } from './boot';
import { PageReady } from './PageReady';

/**
 * Props of `PorticoProvider`.
 * @example const props: PorticoProviderProps = { configUrl: '/portico/config.json', children: <SignIn /> };
 */
export interface PorticoProviderProps {
  /**
   * Where the configuration file is: the API address, languages, feature flags and the language
   * file's address. Without it, the page's `<meta name="portico-config-url">`, else
   * `/config/config.json`. The first start on the page decides (elements included). English needs
   * no language file: it ships with the components; another language needs the configuration's
   * `languageUrl` (else `/i18n/{lang}.json`).
   */
  configUrl?: string | undefined;
  /** Shown while the configuration and the language file load; nothing by default. */
  fallback?: ReactNode;
  /** The Portico components (and anything else): rendered once the page is ready. */
  children?: ReactNode;
}

/**
 * Starts Portico on a React page and renders `children` once it is ready: the configuration,
 * then the language file it names and the signed-in user (the same one start every element
 * shares, so elements and components on one page agree), and the components' stylesheet, adopted
 * by the document. Until then `fallback`; if no configuration can be used, the technical-issue
 * message. Nothing starts on the server: rendered there, it shows `fallback`.
 * @example
 * createRoot(root).render(
 *   <PorticoProvider configUrl="/portico/config.json" fallback={<p>Loading…</p>}>
 *     <SignIn onSignedIn={(event) => console.log(event.detail.userId)} />
 *   </PorticoProvider>,
 * );
 */
export function PorticoProvider({ configUrl, fallback = null, children }: PorticoProviderProps) {
  useEffect(() => {
    // The components render in the document, not in a shadow root: the document adopts the sheet.
    adoptUiStyles(document);
    // A React app serves no language file unless its configuration names one: English comes with the code.
    void bootPage({ ...(configUrl ? { configUrl } : {}), builtInEnglish: true });
  }, [configUrl]);
  return <PageReady fallback={fallback}>{children}</PageReady>;
}
