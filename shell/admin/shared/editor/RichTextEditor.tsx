import type { Editor } from '@tiptap/core';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useT } from '../../../../core/i18n';
import { Alert } from '../../../../core/ui/Alert';
import { Field } from '../../../../core/ui/Field';
import { sanitizeHtml } from '../../../../core/ui/sanitize';
import { Spinner } from '../../../../core/ui/Spinner';
import { styleRef } from '../../../../core/ui/styles';
import { allowedHref } from './links';
import type * as TiptapModule from './tiptap';

/**
 * What the rich-text editor takes: the HTML it starts from and reports on each change, and what a
 * form field gives its control (an id for the label, the describing hint or error, invalid).
 */
export interface RichTextEditorProps {
  id: string;
  /** The id of the element that labels the editor (the field's label). */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}

// Adopted (styleRef), never injected: the editor runs under `style-src 'self'`. ProseMirror's own
// rules (white-space, the hidden selection) are those Tiptap would have injected.
const editorCss = `
.shell-editor { max-inline-size: 45rem; }
.shell-editor__toolbar { display: flex; flex-wrap: wrap; gap: calc(var(--_p-space) * 0.5); margin-block-end: calc(var(--_p-space) * 0.5); }
.shell-editor__button { min-block-size: 2.75rem; min-inline-size: 2.75rem; padding: 0 var(--_p-space); font: inherit; color: var(--_p-text); background: var(--_p-background); border: 1px solid var(--_p-border); border-radius: var(--_p-radius); cursor: pointer; }
.shell-editor__button[aria-pressed="true"] { color: var(--_p-background); background: var(--_p-text); }
.shell-editor__button[aria-disabled="true"] { opacity: 0.6; cursor: not-allowed; }
.shell-editor__link { display: flex; flex-wrap: wrap; align-items: end; gap: calc(var(--_p-space) * 0.5); margin-block-end: calc(var(--_p-space) * 0.5); }
.shell-editor__link label { display: flex; flex-direction: column; font-weight: 600; flex: 1 1 16rem; }
.shell-editor__link-error { margin: 0; inline-size: 100%; color: var(--_p-error); font-weight: 600; }
.shell-editor__area { min-block-size: 10rem; padding: calc(var(--_p-space) * 0.75) var(--_p-space); color: var(--_p-text); background: var(--_p-background); border: 1px solid var(--_p-border); border-radius: var(--_p-radius); }
.shell-editor__area[aria-invalid="true"] { border: 2px solid var(--_p-error); }
.shell-editor__area > :first-child { margin-block-start: 0; }
.ProseMirror { position: relative; white-space: pre-wrap; word-wrap: break-word; font-variant-ligatures: none; }
.ProseMirror [contenteditable="false"] { white-space: normal; }
.ProseMirror-hideselection *::selection { background: transparent; }
.ProseMirror-hideselection { caret-color: transparent; }
.ProseMirror-separator { display: inline !important; border: none !important; margin: 0 !important; }
`;

type EditorModule = typeof TiptapModule;
let editorModule: Promise<EditorModule> | undefined;
/** The editor's code, imported once for every editor of the page; a failure is tried again next time. */
function loadEditorModule(): Promise<EditorModule> {
  editorModule ??= import('./tiptap').catch((error: unknown) => {
    editorModule = undefined;
    throw error;
  });
  return editorModule;
}

/** What the editable area is named, described and marked by. */
function areaAttributes({ id, labelledBy, describedBy, invalid }: Pick<RichTextEditorProps, 'id' | 'labelledBy' | 'describedBy' | 'invalid'>): Record<string, string> {
  return {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: 'shell-editor__area',
  };
}

/** The HTML the form gets: an editor with nothing typed gives '' (so a required field says so), not `<p></p>`. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The Tiptap editor in `host`, made once its code has loaded (and again after Try again): its
 * status, the editor, and the HTML it reported, most recent last. `latest` holds the props its
 * callbacks read.
 */
function useEditor(host: RefObject<HTMLDivElement | null>, latest: RefObject<RichTextEditorProps>) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [editor, setEditor] = useState<Editor | null>(null);
  // Re-rendered on each transaction, so the toolbar's pressed states follow the selection.
  const [, setRevision] = useState(0);
  // The HTML the editor reported, most recent last: the form's value comes back as one of them
  // (maybe a keystroke or two behind); any other value is set from outside and replaces the content.
  const reported = useRef<string[]>([]);

  useEffect(() => {
    let live = true;
    let created: Editor | undefined;
    // HTML from outside (the value, a paste) goes through the portal's sanitiser first: Tiptap's own
    // parsing keeps only what it knows, but a handler in its input would be reported by a strict CSP.
    Promise.all([loadEditorModule(), sanitizeHtml(latest.current.value)]).then(
      ([{ createEditor }, content]) => {
        if (!live || !host.current) return;
        created = createEditor({
          element: host.current,
          content,
          attributes: areaAttributes(latest.current),
          onUpdate: (changed) => {
            const html = htmlOf(changed);
            reported.current = [...reported.current.slice(-49), html];
            latest.current.onChange(html);
          },
          onTransaction: () => setRevision((revision) => revision + 1),
          // Through the portal's sanitiser, like any HTML from outside (a copied web page's handlers).
          onPasteHtml: (html) => {
            void sanitizeHtml(html).then((clean) => {
              if (created && !created.isDestroyed) created.chain().focus().insertContent(clean).run();
            });
          },
        });
        // The value it started from counts as its own: it is not set a second time.
        reported.current = [latest.current.value];
        setEditor(created);
        setStatus('ready');
      },
      () => {
        if (live) setStatus('failed');
      },
    );
    return () => {
      live = false;
      created?.destroy();
      setEditor(null);
    };
  }, [attempt, host, latest]);
  const retry = () => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  };
  return { status, editor, reported, retry };
}

/**
 * The staff area's rich-text editor (news descriptions, pages): HTML in, HTML out, with a toolbar
 * (bold, italic, two heading levels, bullet and numbered lists, links, undo and redo; Tiptap's
 * keyboard shortcuts too). Small to import: the editor's own code loads when it first shows (a
 * spinner meanwhile; a failure says so, with Try again, and the value is kept).
 * @example <RichTextEditor id="description" labelledBy="description-label" value={html} onChange={setHtml} />
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  // The latest props, for the editor's callbacks made once.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const { status, editor, reported, retry } = useEditor(host, latest);

  useLayoutEffect(() => {
    const node = wrapper.current;
    if (!node) return;
    styleRef(editorCss)(node);
    // Left only when the focus leaves the editor: its toolbar and link field are part of it.
    const left = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && node.contains(event.relatedTarget))) latest.current.onBlur?.();
    };
    node.addEventListener('focusout', left);
    return () => node.removeEventListener('focusout', left);
  }, []);

  const { id, labelledBy, describedBy, invalid, value } = props;
  // Only when they change: setting the editor's props mid-typing would drop keystrokes.
  useEffect(() => {
    editor?.setOptions({ editorProps: { ...editor.options.editorProps, attributes: areaAttributes({ id, labelledBy, describedBy, invalid }) } });
  }, [editor, id, labelledBy, describedBy, invalid]);
  useEffect(() => {
    if (!editor || reported.current.includes(value) || value === htmlOf(editor)) return;
    let live = true;
    void sanitizeHtml(value).then((content) => {
      if (!live || editor.isDestroyed) return;
      reported.current = [];
      editor.commands.setContent(content, { emitUpdate: false });
    });
    return () => {
      live = false;
    };
  }, [editor, value, reported]);

  return (
    <div ref={wrapper} className="portico-ui shell-editor">
      {status === 'loading' ? (
        <div id={id} tabIndex={-1}>
          <Spinner label={t('admin.editor.loading')} />
        </div>
      ) : null}
      {status === 'failed' ? (
        <div id={id} tabIndex={-1}>
          <Alert
            type="error"
            onRetry={retry}
          >
            {t('admin.editor.loadFailed')}
          </Alert>
        </div>
      ) : null}
      {editor ? <Toolbar editor={editor} areaId={id} /> : null}
      {/* Tiptap puts the editable area in here; React leaves its content alone. */}
      <div ref={host} hidden={status !== 'ready'} />
    </div>
  );
}

/**
 * `RichTextEditor` as a form field (core/ui `Field`): the label names it, the hint and the error
 * describe it, an error marks it invalid.
 * @example <RichTextField id={idOf('description')} label={t('common.description')} error={errors.description} value={values.description} onChange={(html) => form.change('description', html)} />
 */
export function RichTextField(props: { id: string; label: ReactNode; hint?: ReactNode; error?: string | undefined; value: string; onChange: (html: string) => void; onBlur?: () => void }) {
  const { id, label, hint, error, ...editor } = props;
  return (
    <Field id={id} label={label} hint={hint} {...(error ? { error } : {})}>
      {(control) => <RichTextEditor id={control.id} labelledBy={`${control.id}-label`} describedBy={control['aria-describedby']} invalid={control['aria-invalid'] === true} {...editor} />}
    </Field>
  );
}

type Mark = 'bold' | 'italic' | 'bulletList' | 'orderedList';

/** The editor's buttons, in the tab order; the link's address is asked for in a small field. */
function Toolbar({ editor, areaId }: { editor: Editor; areaId: string }) {
  const t = useT();
  const [linkOpen, setLinkOpen] = useState(false);
  const linkButton = useRef<HTMLButtonElement>(null);

  const toggle = (name: Mark) => {
    const chain = editor.chain().focus();
    if (name === 'bold') chain.toggleBold().run();
    else if (name === 'italic') chain.toggleItalic().run();
    else if (name === 'bulletList') chain.toggleBulletList().run();
    else chain.toggleOrderedList().run();
  };
  const button = (label: string, pressed: boolean | undefined, onClick: () => void, disabled = false) => (
    <button
      type="button"
      className="shell-editor__button"
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      // A click keeps the focus (and the selection) in the text; the keyboard still reaches the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      {label}
    </button>
  );
  const closeLink = () => {
    setLinkOpen(false);
    linkButton.current?.focus();
  };

  return (
    <>
      <div role="toolbar" aria-label={t('admin.editor.toolbar')} aria-controls={areaId} className="shell-editor__toolbar">
        {button(t('admin.editor.bold'), editor.isActive('bold'), () => toggle('bold'))}
        {button(t('admin.editor.italic'), editor.isActive('italic'), () => toggle('italic'))}
        {button(t('admin.editor.heading'), editor.isActive('heading', { level: 3 }), () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
        {button(t('admin.editor.subheading'), editor.isActive('heading', { level: 4 }), () => editor.chain().focus().toggleHeading({ level: 4 }).run())}
        {button(t('admin.editor.bulletList'), editor.isActive('bulletList'), () => toggle('bulletList'))}
        {button(t('admin.editor.orderedList'), editor.isActive('orderedList'), () => toggle('orderedList'))}
        <button
          ref={linkButton}
          type="button"
          className="shell-editor__button"
          aria-pressed={editor.isActive('link')}
          aria-expanded={linkOpen}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setLinkOpen(!linkOpen)}
        >
          {t('admin.editor.link')}
        </button>
        {button(t('admin.editor.undo'), undefined, () => editor.chain().focus().undo().run(), !editor.can().undo())}
        {button(t('admin.editor.redo'), undefined, () => editor.chain().focus().redo().run(), !editor.can().redo())}
      </div>
      {linkOpen ? <LinkField editor={editor} onClose={closeLink} /> : null}
    </>
  );
}

/**
 * The address of the selected link, or of a new one (on the selected text, or inserted as its own
 * text when nothing is selected): web and e-mail addresses only. Enter adds it, Escape cancels.
 */
function LinkField({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useT();
  const ids = useId();
  const current = editor.isActive('link') ? String(editor.getAttributes('link').href ?? '') : '';
  const [address, setAddress] = useState(current);
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const apply = () => {
    const href = allowedHref(address);
    if (!href) {
      setError(true);
      input.current?.focus();
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor.chain().focus().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter must not submit the form the editor is in.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <div className="shell-editor__link" role="group" aria-labelledby={`${ids}-label`}>
      <label id={`${ids}-label`}>
        {t('admin.editor.linkAddress')}
        <input
          ref={input}
          type="url"
          className="portico-input"
          value={address}
          aria-invalid={error || undefined}
          aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
          onChange={(event) => {
            setAddress(event.currentTarget.value);
            setError(false);
          }}
          onKeyDown={keys}
        />
      </label>
      <p id={`${ids}-hint`} className="portico-visually-hidden">
        {t('admin.editor.linkHint')}
      </p>
      {error ? (
        <p id={`${ids}-error`} className="shell-editor__link-error">
          <span className="portico-visually-hidden">{t('ui.field.errorPrefix')}</span> {t('admin.editor.linkInvalid')}
        </p>
      ) : null}
      <button type="button" className="shell-editor__button" onClick={apply}>
        {t('admin.editor.linkApply')}
      </button>
      {current ? (
        <button
          type="button"
          className="shell-editor__button"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          {t('admin.editor.linkRemove')}
        </button>
      ) : null}
      <button type="button" className="shell-editor__button" onClick={onClose}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
