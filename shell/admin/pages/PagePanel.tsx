import { useId, useState } from 'react';
import { createPost, deletePost, updatePost } from '../../../core/api/endpoints/posts';
import { checkResolver, FormDialog, useValidatedForm } from '../../../core/forms';
import { t as translate, useT } from '../../../core/i18n';
import type { Development, Post } from '../../../core/schemas/developments';
import { updateResource } from '../../../core/stores/query';
import { Field } from '../../../core/ui/Field';
import { styleRef } from '../../../core/ui/styles';
import { useApiAction } from '../../../core/ui/useApiAction';
import { ConfirmDialog } from '../../../core/ui/ConfirmDialog';
import { ActionRoot } from '../shared/actionParts';
import { RichTextField } from '../shared/editor/RichTextEditor';
import { checkPage, NEW_PAGE, pageBody, pageValues, type PageValues } from './page-form';

// The side panel: the whole screen on a phone; from 48rem a full-height sheet at the inline end
// (right, or left in a right-to-left page) sliding in unless motion is reduced. Adopted where it
// renders, so it travels in this staff chunk only.
const panelCss = `
.shell-page-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-block: 1rem; }
.portico-dialog.shell-page-panel {
  box-sizing: border-box;
  inline-size: 100vw;
  max-inline-size: 100vw;
  block-size: 100dvh;
  max-block-size: 100dvh;
  margin: 0;
  border: 0;
  border-radius: 0;
  overflow-y: auto;
}
.shell-page-panel__published { display: grid; gap: 0.5rem; margin: 0 0 1.5rem; padding: 0; border: 0; }
.shell-page-panel__published legend { margin-bottom: 0.5rem; padding: 0; font-weight: 600; }
.shell-page-panel__published label { display: flex; align-items: center; gap: 0.5rem; }
.shell-page-panel__published input { inline-size: 1.5rem; block-size: 1.5rem; margin: 0; }
@media (min-width: 48rem) {
  .portico-dialog.shell-page-panel {
    inline-size: min(40rem, 90vw);
    margin-inline-start: auto;
    border-inline-start: 1px solid var(--_p-border);
  }
}
@media (min-width: 48rem) and (prefers-reduced-motion: no-preference) {
  .portico-dialog.shell-page-panel[open] { animation: shell-page-panel-in 0.2s ease-out; }
  .portico-dialog.shell-page-panel[open]:dir(rtl) { animation-name: shell-page-panel-in-rtl; }
}
@keyframes shell-page-panel-in { from { translate: 100% 0; } }
@keyframes shell-page-panel-in-rtl { from { translate: -100% 0; } }
`;

const panelStyle = styleRef(panelCss);

type Open = 'form' | 'delete' | null;

/**
 * The development page's page (article) controls and side panel, for staff who may edit pages
 * (sl1, sl3, global; the page decides): with no `post`, Add page; with one, Edit page and Delete
 * page (after a confirmation naming it). A save or delete closes the panel and the development
 * reads again (the calls announce it); `onSaved` gets the page saved, `onDeleted` runs once it is
 * gone. A failure opens the Error Occurred dialog with the API's reasons, everything typed kept.
 * @example <PagePanel development={riverside} post={bins} onDeleted={() => navigate('/developments/dev-riverside-wharf/news')} />
 */
export function PagePanel({
  development,
  post,
  onSaved,
  onDeleted,
}: {
  development: Development;
  post?: Post | undefined;
  onSaved?: (post: Post) => void;
  onDeleted?: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <ActionRoot boxed>
      <div ref={panelStyle} className="shell-page-actions">
        <button type="button" className="portico-button" onClick={() => setOpen('form')}>
          {t(post ? 'pages.edit' : 'pages.add')}
        </button>
        {post ? (
          <button type="button" className="portico-button portico-button--secondary" onClick={() => setOpen('delete')}>
            {t('pages.delete')}
          </button>
        ) : null}
      </div>
      {open === 'form' ? <PageForm development={development} post={post} onClose={close} onSaved={onSaved} /> : null}
      {open === 'delete' && post ? <DeletePage development={development} post={post} onClose={close} onDeleted={onDeleted} /> : null}
    </ActionRoot>
  );
}

/** The developments store's copy of the development's pages, changed at once to what the API answered. */
function showPages(developmentId: string, change: (posts: Post[]) => Post[]): void {
  updateResource<Development[]>('developments', (list) =>
    list.map((development) => (development.id === developmentId ? { ...development, posts: change(development.posts) } : development)),
  );
}

/**
 * The panel's form (spec 2 §5): title and description required, Published Yes or No (No for a new
 * page), checked by the contract's `PostInput`. Mounted for each opening, so a new page starts empty.
 */
function PageForm({
  development,
  post,
  onClose,
  onSaved,
}: {
  development: Development;
  post: Post | undefined;
  onClose: () => void;
  onSaved: ((post: Post) => void) | undefined;
}) {
  const t = useT();
  const ids = useId();
  const idOf = (name: keyof PageValues & string) => `${ids}-${name}`;
  const form = useValidatedForm<PageValues>({ resolver: checkResolver(checkPage), defaultValues: post ? pageValues(post) : NEW_PAGE });
  const { run } = useApiAction();
  const { values, errors } = form;

  const send = async (checked: PageValues) => {
    const body = pageBody(checked);
    const saved = await run(
      'save',
      () => (post ? updatePost(development.id, post.id, body) : createPost(development.id, body)),
      { failure: { prefix: translate(post ? 'errors.pages.save' : 'errors.pages.create') } },
    );
    if (!saved) return;
    // The list reads again (announced); meanwhile the page shows what was saved, so a new page's tab opens at once.
    showPages(development.id, (posts) => (post ? posts.map((each) => (each.id === saved.id ? saved : each)) : [...posts, saved]));
    onClose();
    onSaved?.(saved);
  };

  return (
    <FormDialog
      heading={t(post ? 'pages.edit' : 'pages.add')}
      className="shell-page-panel"
      form={form}
      summary={form.summary(idOf)}
      formClassName="shell-customer-actions__form"
      send={send}
      onClose={onClose}
      submitLabel={t(form.pending ? 'pages.saving' : 'common.save')}
      errorTitle={t(post ? 'errors.pages.save' : 'errors.pages.create')}
      ready
    >
      <Field id={idOf('title')} label={t('common.title')} error={errors.title}>
        <input type="text" name="title" autoComplete="off" value={values.title} onChange={(event) => form.change('title', event.target.value)} />
      </Field>
      <RichTextField
        id={idOf('description')}
        label={t('common.description')}
        error={errors.description}
        value={values.description}
        onChange={(html) => form.change('description', html)}
        onBlur={() => form.blur('description')}
      />
      <fieldset className="shell-page-panel__published">
        <legend>{t('pages.published')}</legend>
        {([true, false] as const).map((published) => (
          <label key={String(published)}>
            <input type="radio" name="published" checked={values.published === published} onChange={() => form.change('published', published)} />
            {t(published ? 'common.yes' : 'common.no')}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}

/** Delete page: a confirmation naming the page (pages.deleteConfirm), then the call. */
function DeletePage({
  development,
  post,
  onClose,
  onDeleted,
}: {
  development: Development;
  post: Post;
  onClose: () => void;
  onDeleted: (() => void) | undefined;
}) {
  const t = useT();
  const { pending, run } = useApiAction();
  const remove = async () => {
    const deleted = await run('delete', () => deletePost(development.id, post.id).then(() => true), { failure: { prefix: translate('errors.pages.delete') } });
    if (!deleted) return;
    onClose();
    // Away from the page's address first: without the page it is the 404 page.
    onDeleted?.();
    showPages(development.id, (posts) => posts.filter((each) => each.id !== post.id));
  };
  return (
    <ConfirmDialog open heading={t('pages.delete')} confirmLabel={t(pending ? 'pages.deleting' : 'common.delete')} pending={pending !== null} spinner onConfirm={() => void remove()} onClose={onClose}>
      <p>{t('pages.deleteConfirm', { title: post.title })}</p>
    </ConfirmDialog>
  );
}
