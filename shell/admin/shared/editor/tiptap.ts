// The editor itself (Tiptap on ProseMirror, about 100 KB gzip): loaded by RichTextEditor with
// import() the first time it shows, so no staff screen's first load and no resident carries it.
import { Editor, Node } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { allowedHref } from './links';

/** What RichTextEditor gives the editor: where it goes, what it starts with, what it hears. */
export interface EditorSetup {
  element: HTMLElement;
  content: string;
  attributes: Record<string, string>;
  onUpdate: (editor: Editor) => void;
  onTransaction: () => void;
  /** Pasted HTML, which the editor does not parse itself (RichTextEditor sanitises and inserts it). */
  onPasteHtml: (html: string) => void;
}

/**
 * An image of news and pages (`<img src alt>`, the staff area's ContentImages adds them), kept
 * as a block of its own: without it the editor would drop every image of the text it edits.
 */
const ContentImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: '' } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', HTMLAttributes],
});

/**
 * A Tiptap editor with what news and pages need and the sanitiser keeps: paragraphs, h3/h4
 * headings, bold, italic, links (http, https, mailto), bullet and numbered lists, images, undo/redo.
 * `injectCSS: false`: its CSS is adopted by RichTextEditor, so the strict `style-src` holds.
 * @example const editor = createEditor({ element, content: '<p>Hi</p>', attributes: {}, onUpdate, onTransaction, onPasteHtml });
 */
export function createEditor(setup: EditorSetup): Editor {
  return new Editor({
    element: setup.element,
    content: setup.content,
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        dropcursor: false,
        gapcursor: false,
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          // Pasted or typed links too: nothing the sanitiser would take out, no script URL.
          isAllowedUri: (url) => allowedHref(url) !== null,
        },
      }),
      ContentImageNode,
    ],
    editorProps: {
      attributes: setup.attributes,
      // ProseMirror would parse pasted HTML before any paste handler: it parses nothing here, and
      // handlePaste hands the HTML over instead.
      transformPastedHTML: () => '',
      handlePaste: (_view, event) => {
        const html = event.clipboardData?.getData('text/html');
        if (!html) return false;
        event.preventDefault();
        setup.onPasteHtml(html);
        return true;
      },
    },
    onUpdate: ({ editor }) => setup.onUpdate(editor),
    onTransaction: () => setup.onTransaction(),
  });
}
