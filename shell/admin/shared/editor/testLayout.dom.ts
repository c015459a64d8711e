// jsdom lays nothing out: ProseMirror asks a selection's Range for its rectangles to scroll to it.
// Empty rectangles stand in, for the DOM tests that type into the editor.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;
