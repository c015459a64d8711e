/**
 * The ui gallery: every named example state of `core/ui`, once in the document and once inside an
 * open shadow root (as the custom elements render), plus the store-driven dialog and snackbar.
 * Served by Vite from the repository root at /examples/gallery/ under a strict CSP: the page
 * loads no inline script or style, and the ui stylesheet is adopted, never injected.
 */
import { StrictMode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { activateCatalogue } from '../../core/i18n';
import { compileCatalogue } from '../../core/i18n/compile';
import en from '../../core/i18n/en.json';
import {
  adoptUiStyles,
  DialogHost,
  showErrorDialog,
  showSnackbar,
  showSuccessDialog,
  SnackbarHost,
} from '../../core/ui';
import { uiExamples } from '../../core/ui/examples';

activateCatalogue(compileCatalogue(en));

function Examples({ context }: { context: string }) {
  return (
    <>
      {uiExamples.map((example) => (
        <section
          key={example.name}
          className="gallery-example"
          aria-labelledby={`${context}-${example.name}`}
          data-example={example.name}
        >
          <h3 id={`${context}-${example.name}`}>{example.name}</h3>
          {example.render()}
        </section>
      ))}
    </>
  );
}

/** Buttons that go through the stores, as widgets do; one host of each per page. */
function StoreExamples() {
  return (
    <div className="portico-ui gallery-actions">
      <button type="button" className="portico-button" onClick={() => showSnackbar('The customer was successfully added!')}>
        showSnackbar success
      </button>
      <button
        type="button"
        className="portico-button"
        onClick={() => showSnackbar('Could not save your file.', { type: 'error' })}
      >
        showSnackbar error
      </button>
      <button type="button" className="portico-button" onClick={() => void showErrorDialog({ status: 500, reload: true })}>
        showErrorDialog
      </button>
      <button
        type="button"
        className="portico-button"
        onClick={() => void showSuccessDialog({ html: '<p>Main residence status updated successfully.</p>' })}
      >
        showSuccessDialog
      </button>
      <DialogHost onReload={() => showSnackbar('Reload requested')} />
      <SnackbarHost />
    </div>
  );
}

function container(id: string): Element {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The gallery page is missing #${id}.`);
  return element;
}

adoptUiStyles(document);

// The gallery's layout inside the shadow root, adopted like the ui sheet (no <style> element).
const shadowLayout = new CSSStyleSheet();
shadowLayout.replaceSync(`
  .gallery-example { margin-block: 1.5rem; }
  .gallery-example h3 { margin-block: 0 0.5rem; font-size: 1rem; font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; }
`);
const shadow = container('shadow-host').attachShadow({ mode: 'open' });
adoptUiStyles(shadow);
shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, shadowLayout];
const shadowContainer = document.createElement('div');
shadow.append(shadowContainer);

// One root, the three places as portals: the ids of one tree are unique, while Preact (which
// the dev server serves for React, as the shell ships) numbers each root's ids from the start.
createRoot(container('store-examples')).render(
  <StrictMode>
    <StoreExamples />
    {createPortal(<Examples context="document" />, container('document-examples'))}
    {createPortal(<Examples context="shadow" />, shadowContainer)}
  </StrictMode>,
);
