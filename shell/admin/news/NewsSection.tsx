import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { createNews, deleteNews, getNewsItem, updateNews } from '../../../core/api/endpoints/news-admin';
import { isApiError } from '../../../core/api/error';
import { formatDateTime } from '../../../core/domain/datetime';
import { checkResolver, useValidatedForm, type ValidatedForm } from '../../../core/forms';
import { t as translate, useT } from '../../../core/i18n';
import type { DocumentFolder } from '../../../core/schemas/documents';
import type { Development } from '../../../core/schemas/developments';
import type { NewsItem, LinkedLibraryFile } from '../../../core/schemas/news';
import { NEWS_LINKS_MAX, NEWS_TITLE_MAX, type NewsAdminItem } from '../../../core/schemas/news-admin';
import { $user } from '../../../core/session';
import { documentsStore } from '../../../core/stores/documents';
import { developmentNewsStore } from '../../../core/stores/news';
import { ConfirmDialog } from '../../../core/ui/ConfirmDialog';
import { ErrorSummary } from '../../../core/ui/ErrorSummary';
import { Field, FieldError } from '../../../core/ui/Field';
import { Loaded, useLoad, useResource } from '../../../core/ui/Loaded';
import { showApiFailure } from '../../../core/ui/showApiFailure';
import { showSnackbar } from '../../../core/ui/snackbarStore';
import { useApiAction } from '../../../core/ui/useApiAction';
import { NewsItemView } from '../../../widgets/news';
import { navigate } from '../../router';
import { RichTextField } from '../shared/editor/RichTextEditor';
import { ContentImages, imageHtml } from '../shared/images/ContentImages';
import { adminPath } from '../paths';
import { checkNewsForm, linkKey, NEWS_CATEGORIES, newsFormValues, newsInputOf, type NewsFormValues } from './news-form';

/**
 * A development's news for staff at `/admin/{developmentId}/news` (the list, with a new item at
 * `news/new` and one item's editor at `news/{newsId}`): write, preview, edit and delete.
 */
export function NewsSection(props: { development: Development; developments: readonly Development[]; recordId: string | undefined }) {
  const { development, developments, recordId } = props;
  if (recordId === undefined) return <NewsList development={development} />;
  if (recordId === 'new') return <NewNews development={development} developments={developments} />;
  // Keyed: another item's page starts afresh, nothing of the previous one's form left.
  return <EditNews key={recordId} development={development} developments={developments} newsId={recordId} />;
}

/** The development's news as residents get it (the resident news store), each with Edit and Delete. */
function NewsList({ development }: { development: Development }) {
  const t = useT();
  const [deleting, setDeleting] = useState<NewsItem | null>(null);
  return (
    <section aria-labelledby="shell-admin-news" className="shell-admin__section">
      <h2 id="shell-admin-news">{t('routes.news')}</h2>
      <p>
        <a href={adminPath(development.id, 'news', 'new')}>{t('news.add')}</a>
      </p>
      <Loaded state={useResource(developmentNewsStore(development.id), t('admin.news.loadFailed'))}>
        {(news) =>
          news.length === 0 ? (
            <p>{t('admin.news.empty')}</p>
          ) : (
            <ul className="shell-admin__list">
              {news.map((item) => (
                <li key={item.id}>
                  <a href={adminPath(development.id, 'news', item.id)} aria-label={t('admin.news.editItem', { title: item.title })}>
                    {item.title}
                  </a>{' '}
                  <span className="shell-admin__muted">
                    {t(`common.priority.${item.category}`)}, {formatDateTime(item.createdAt)}
                  </span>{' '}
                  <button type="button" className="portico-button portico-button--secondary" aria-label={t('admin.news.deleteItem', { title: item.title })} onClick={() => setDeleting(item)}>
                    {t('common.delete')}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <DeleteNews item={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

/** Delete's confirmation (spec 2 §2); a failure opens the error dialog and the item stays. */
function DeleteNews({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  const t = useT();
  const { pending, run } = useApiAction();
  const remove = async () => {
    if (!item) return;
    const deleted = await run(
      'delete',
      async () => {
        await deleteNews(item.id);
        return true;
      },
      { failure: { prefix: translate('errors.newsItem.delete') }, done: () => translate('admin.news.deleted') },
    );
    onClose();
    if (deleted) showSnackbar(translate('admin.news.deleted'));
  };
  return (
    <ConfirmDialog open={item !== null} heading={t('news.delete')} confirmLabel={t('common.delete')} pending={pending !== null} onConfirm={() => void remove()} onClose={onClose}>
      <p>{t('news.deleteConfirm')}</p>
      {item ? <p>{item.title}</p> : null}
    </ConfirmDialog>
  );
}

function BackToList({ developmentId }: { developmentId: string }) {
  const t = useT();
  return (
    <p>
      <a href={adminPath(developmentId, 'news')}>{t('admin.news.backToList')}</a>
    </p>
  );
}

function NewNews({ development, developments }: { development: Development; developments: readonly Development[] }) {
  const t = useT();
  return (
    <section aria-labelledby="shell-admin-news-item" className="shell-admin__section">
      <BackToList developmentId={development.id} />
      <h2 id="shell-admin-news-item">{t('news.add')}</h2>
      <NewsForm development={development} developments={developments} />
    </section>
  );
}

/** One item to edit, read as its author sees it (`GET /news/{id}`); one the API does not answer (404) is not found. */
function EditNews({ development, developments, newsId }: { development: Development; developments: readonly Development[]; newsId: string }) {
  const t = useT();
  const state = useLoad(() => getNewsItem(newsId).catch(nullWhenMissing), translate('admin.news.loadFailed'));
  // Deleted by someone else while it was open: its save answers 404 too.
  const [missing, setMissing] = useState(false);
  const notFound = <h2 id="shell-admin-news-item">{t('news.textSingleNewsNotFound')}</h2>;
  return (
    <section aria-labelledby="shell-admin-news-item" className="shell-admin__section">
      <BackToList developmentId={development.id} />
      {missing ? (
        notFound
      ) : (
        <Loaded state={state}>
          {(item) =>
            item ? (
              <>
                <h2 id="shell-admin-news-item">{t('news.edit')}</h2>
                <NewsForm development={development} developments={developments} item={item} onMissing={() => setMissing(true)} />
              </>
            ) : (
              notFound
            )
          }
        </Loaded>
      )}
    </section>
  );
}

function nullWhenMissing(error: unknown): null {
  if (isApiError(error) && error.status === 404) return null;
  throw error;
}

/** A linked document as the preview shows it, by its checkbox value. */
type KnownLinks = Map<string, LinkedLibraryFile>;

/**
 * An item's form (spec 2 §7 News): the developments it shows in, title (with its countdown),
 * category, the rich-text description and linked documents, checked by the contract's
 * `NewsInput`, with the item beside it as residents will see it. A failed save opens the error
 * dialog and keeps everything typed.
 */
function NewsForm({ development, developments, item, onMissing }: { development: Development; developments: readonly Development[]; item?: NewsAdminItem; onMissing?: () => void }) {
  const t = useT();
  const ids = useId();
  const idOf = (name: string) => `${ids}-${name}`;
  const form = useValidatedForm<NewsFormValues>({ resolver: checkResolver(checkNewsForm), defaultValues: () => newsFormValues(item, development.id) });
  const { values, errors } = form;
  // What each linked document is called and where it lives: the item's own, then each loaded list's.
  const [known] = useState<KnownLinks>(() => new Map(item?.linkedLibraryFiles.map((link) => [linkKey({ type: link.type, id: link.payload.id }), link])));

  const send = async (checked: NewsFormValues) => {
    const input = newsInputOf(checked);
    try {
      if (item) await updateNews(item.id, input);
      else await createNews(input);
      showSnackbar(translate(item ? 'admin.news.saved' : 'admin.news.created'));
      navigate(adminPath(development.id, 'news'));
    } catch (error) {
      if (item && isApiError(error) && error.status === 404) {
        onMissing?.();
        return;
      }
      showApiFailure(error, { prefix: translate(item ? 'errors.newsItem.save' : 'errors.newsItem.create') });
      // Thrown on, so the form keeps what was typed and puts the API's field messages on the fields.
      throw error;
    }
  };

  const titleLeft = NEWS_TITLE_MAX - values.title.length;

  return (
    <div className="shell-admin__editor">
      <div className="shell-admin__section">
        <form noValidate aria-label={t(item ? 'news.edit' : 'news.add')} onSubmit={(event) => void form.submit(event, send)}>
          <ErrorSummary errors={form.summary(idOf)} focusKey={form.focusKey} />
          <NewsDevelopments form={form} idOf={idOf} developments={developments} known={known} />
          <Field id={idOf('title')} label={t('common.title')} error={errors.title}>
            {(control) => (
              <>
                <input
                  {...control}
                  type="text"
                  name="title"
                  aria-describedby={[control['aria-describedby'], idOf('title-count')].filter(Boolean).join(' ')}
                  value={values.title}
                  onChange={(event) => form.change('title', event.currentTarget.value)}
                  onBlur={() => form.blur('title')}
                />
                <p id={idOf('title-count')} className="shell-admin__muted">
                  {titleLeft >= 0 ? t('requests.charactersRemaining', { remaining: titleLeft }) : t('requests.charactersTooMany', { over: -titleLeft })}
                </p>
              </>
            )}
          </Field>
          <CategoryChoice form={form} idOf={idOf} />
          <RichTextField
            id={idOf('description')}
            label={t('common.description')}
            error={errors.description}
            value={values.description}
            onChange={(html) => form.change('description', html)}
            onBlur={() => form.blur('description')}
          />
          <LinkedDocuments form={form} idOf={idOf} developments={developments} known={known} />
          <p className="shell-admin__actions">
            <button type="submit" className="portico-button" aria-disabled={form.pending || undefined}>
              {t(form.pending ? 'admin.news.saving' : 'common.save')}
            </button>
          </p>
        </form>
        {/* Its own upload form: beside the news form, never inside it. */}
        <ContentImages
          developmentId={development.id}
          onInsert={(image) => {
            form.change('description', form.values.description + imageHtml(image));
            showSnackbar(translate('admin.contentImages.inserted', { name: image.name }));
          }}
        />
      </div>
      <NewsPreview values={values} item={item} known={known} />
    </div>
  );
}

interface FormPartProps {
  form: ValidatedForm<NewsFormValues>;
  idOf: (name: string) => string;
}

interface LinksPartProps extends FormPartProps {
  developments: readonly Development[];
  known: KnownLinks;
}

/** The developments the item shows in; leaving one unlinks its documents, which the API would refuse. */
function NewsDevelopments({ form, idOf, developments, known }: LinksPartProps) {
  const t = useT();
  const { values, errors } = form;
  const toggleDevelopment = (developmentId: string, ticked: boolean) => {
    const developmentIds = ticked ? [...values.developmentIds, developmentId] : values.developmentIds.filter((each) => each !== developmentId);
    form.change('developmentIds', developmentIds);
    if (!ticked) form.change('linkedLibraryFiles', values.linkedLibraryFiles.filter((key) => known.get(key)?.payload.developmentId !== developmentId));
  };
  return (
    <fieldset aria-describedby={errors.developmentIds ? idOf('developmentIds-error') : undefined}>
      <legend>{t('news.form.developments')}</legend>
      {errors.developmentIds ? <FieldError id={idOf('developmentIds-error')} message={errors.developmentIds} /> : null}
      {developments.map((each, index) => (
        <label key={each.id} className="shell-admin__check">
          <input
            type="checkbox"
            id={index === 0 ? idOf('developmentIds') : undefined}
            checked={values.developmentIds.includes(each.id)}
            onChange={(event) => toggleDevelopment(each.id, event.currentTarget.checked)}
          />
          {each.name}
        </label>
      ))}
    </fieldset>
  );
}

/** The item's category, one of the news categories. */
function CategoryChoice({ form, idOf }: FormPartProps) {
  const t = useT();
  return (
    <fieldset>
      <legend>{t('common.category')}</legend>
      {NEWS_CATEGORIES.map((category, index) => (
        <label key={category} className="shell-admin__check">
          <input
            type="radio"
            name="category"
            id={index === 0 ? idOf('category') : undefined}
            value={category}
            checked={form.values.category === category}
            onChange={() => form.change('category', category)}
          />
          {t(`common.priority.${category}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The documents linked to the item, from the library of each development it shows in. */
function LinkedDocuments({ form, idOf, developments, known }: LinksPartProps) {
  const t = useT();
  const { values, errors } = form;
  const toggleLink = (key: string, ticked: boolean) =>
    form.change('linkedLibraryFiles', ticked ? [...values.linkedLibraryFiles, key] : values.linkedLibraryFiles.filter((each) => each !== key));
  const ticked = developments.filter((each) => values.developmentIds.includes(each.id));
  return (
    <fieldset aria-describedby={[idOf('linkedLibraryFiles-hint'), errors.linkedLibraryFiles ? idOf('linkedLibraryFiles-error') : null].filter(Boolean).join(' ')}>
      <legend id={idOf('linkedLibraryFiles')} tabIndex={-1}>
        {t('admin.news.documents')}
      </legend>
      <p id={idOf('linkedLibraryFiles-hint')} className="shell-admin__muted">
        {t('admin.news.documentsHint', { max: NEWS_LINKS_MAX })}
      </p>
      {errors.linkedLibraryFiles ? <FieldError id={idOf('linkedLibraryFiles-error')} message={errors.linkedLibraryFiles} /> : null}
      {ticked.length === 0 ? <p>{t('admin.news.documentsNone')}</p> : null}
      {ticked.map((each) => (
        <DevelopmentDocuments key={each.id} development={each} chosen={values.linkedLibraryFiles} known={known} onToggle={toggleLink} />
      ))}
    </fieldset>
  );
}

/** One ticked development's documents to link: each folder, and each of its files. */
function DevelopmentDocuments(props: { development: Development; chosen: readonly string[]; known: KnownLinks; onToggle: (key: string, ticked: boolean) => void }) {
  const t = useT();
  const { development, chosen, known, onToggle } = props;
  const remember = (folders: readonly DocumentFolder[]) => {
    for (const folder of folders) {
      known.set(linkKey({ type: 'folder', id: folder.id }), { type: 'folder', payload: { id: folder.id, name: folder.name, developmentId: development.id, folderId: null } });
      for (const file of folder.files) {
        known.set(linkKey({ type: 'file', id: file.id }), { type: 'file', payload: { id: file.id, name: file.name, developmentId: development.id, folderId: folder.id } });
      }
    }
  };
  const check = (key: string, label: string) => (
    <label key={key} className="shell-admin__check">
      <input type="checkbox" checked={chosen.includes(key)} onChange={(event) => onToggle(key, event.currentTarget.checked)} />
      {label}
    </label>
  );
  return (
    <fieldset>
      <legend>{development.name}</legend>
      <Loaded state={useResource(documentsStore(development.id), t('admin.news.documentsLoadFailed'))}>
        {(folders) => {
          remember(folders);
          if (folders.length === 0) return <p>{t('admin.news.documentsEmpty')}</p>;
          return folders.map((folder) => (
            <fieldset key={folder.id}>
              <legend>{folder.name}</legend>
              {check(linkKey({ type: 'folder', id: folder.id }), t('admin.news.wholeFolder', { folder: folder.name }))}
              {folder.files.map((file) => check(linkKey({ type: 'file', id: file.id }), file.name))}
            </fieldset>
          ));
        }}
      </Loaded>
    </fieldset>
  );
}

/** The item as it is being written, shown by the residents' own news component. */
function NewsPreview({ values, item, known }: { values: NewsFormValues; item: NewsAdminItem | undefined; known: KnownLinks }) {
  const t = useT();
  const user = useStore($user);
  // The time the form opened stands in for a new item's, as the list shows it once published.
  const [createdAt] = useState(() => item?.createdAt ?? new Date().toISOString());
  const preview: NewsItem = {
    id: item?.id ?? 'preview',
    title: values.title.trim(),
    description: values.description,
    category: values.category,
    createdAt,
    authorName: item ? item.authorName : user ? `${user.profile.firstName} ${user.profile.lastName}` : null,
    authorImage: item?.authorImage ?? null,
    linkedLibraryFiles: values.linkedLibraryFiles.flatMap((key) => known.get(key) ?? []),
  };
  return (
    <section aria-labelledby="shell-admin-news-preview" className="shell-admin__preview">
      <h3 id="shell-admin-news-preview">{t('admin.news.preview')}</h3>
      <p className="shell-admin__muted">{t('admin.news.previewHint')}</p>
      {preview.title ? (
        <NewsItemView item={preview} headingLevel={4} />
      ) : (
        <p>{t('admin.news.previewEmpty')}</p>
      )}
    </section>
  );
}
