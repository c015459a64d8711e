// Printing the statement alone. The element lives in a shadow root on someone else's page, and
// its own CSS cannot reach the page around it; so for the duration of a print it adopts a
// constructable stylesheet into the document (a strict CSP allows those, never a <style>) that
// hides everything but the element, keyed on data attributes set on the element's host and on
// the host's ancestors. The shadow root's own print rules (styles.ts) hide the controls.
import { sheetFor, supportsConstructableStyles } from '../../core/ui/styles';

/**
 * The attribute on the element (the shadow root's host) that is printed.
 * @example element.hasAttribute(PRINT_ATTRIBUTE) // true while it prints
 */
export const PRINT_ATTRIBUTE = 'data-portico-print';
/**
 * The attribute on each of its ancestors, which stay in the layout but show nothing of their own.
 * @example document.querySelectorAll(`[${PRINT_PATH_ATTRIBUTE}]`).length // 0 once printed
 */
export const PRINT_PATH_ATTRIBUTE = 'data-portico-print-path';

/**
 * The document's print rules while a statement prints: every element off the path to the printed
 * element is not displayed; the ancestors on the path drop their own box (layout, spacing,
 * borders, backgrounds and stray text) so the statement starts at the top of the page at full
 * width; the element itself is visible, and its shadow tree inherits that.
 * @example document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheetFor(printDocumentCss)];
 */
export const printDocumentCss = `
@media print {
  body :not([${PRINT_PATH_ATTRIBUTE}], [${PRINT_ATTRIBUTE}]) { display: none !important; }
  [${PRINT_PATH_ATTRIBUTE}] {
    display: block !important;
    position: static !important;
    float: none !important;
    inline-size: auto !important;
    max-inline-size: none !important;
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    visibility: hidden !important;
  }
  [${PRINT_ATTRIBUTE}] {
    display: block !important;
    inline-size: auto !important;
    max-inline-size: none !important;
    margin: 0 !important;
    visibility: visible !important;
  }
}
`;

/**
 * The element a print is about: the shadow root's host for a custom element, else (a React host
 * renders the component in its own document) the component's own root node.
 * @example printTarget(sectionInShadowRoot) // the <portico-statement> element
 */
export function printTarget(node: Element): Element {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : node;
}

/**
 * Prints the element that holds `node`, alone: marks it and its ancestors, adopts
 * `printDocumentCss` into the document, calls `window.print()`, and undoes all of it on
 * `afterprint` (then calls `done`). Browsers where print() returns at once (before the dialog
 * closes) are covered, since nothing is undone before afterprint; on screen the sheet does
 * nothing. Answers a function that undoes it early (the component unmounting mid-print).
 * @example useEffect(() => (printing ? printAlone(rootRef.current!, () => setPrinting(false)) : undefined), [printing]);
 */
export function printAlone(node: Element, done: () => void): () => void {
  const target = printTarget(node);
  const marked: Element[] = [];
  target.setAttribute(PRINT_ATTRIBUTE, '');
  for (let ancestor = target.parentElement; ancestor; ancestor = ancestor.parentElement) {
    ancestor.setAttribute(PRINT_PATH_ATTRIBUTE, '');
    marked.push(ancestor);
  }
  const sheet = supportsConstructableStyles() ? sheetFor(printDocumentCss) : null;
  if (sheet && !document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  let undone = false;
  const undo = () => {
    if (undone) return;
    undone = true;
    window.removeEventListener('afterprint', finish);
    target.removeAttribute(PRINT_ATTRIBUTE);
    for (const ancestor of marked) ancestor.removeAttribute(PRINT_PATH_ATTRIBUTE);
    if (sheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
  function finish() {
    undo();
    done();
  }
  window.addEventListener('afterprint', finish);
  window.print();
  return undo;
}
