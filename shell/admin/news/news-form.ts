import { validate } from 'superstruct';
import { structMessages } from '../../../core/forms/structMessages';
import { t } from '../../../core/i18n';
import { NEWS_DESCRIPTION_MAX, NEWS_LINKS_MAX, NEWS_TITLE_MAX, NewsInput, type NewsAdminItem, type NewsLinkInput } from '../../../core/schemas/news-admin';
import type { NewsCategory } from '../../../core/schemas/news';

// The news form's values and their way to the contract's `NewsInput`, which checks them: the
// same struct the API checks the request with.

/** The news form's values: a linked document is `file:{id}` or `folder:{id}`, a checkbox's value. */
export type NewsFormValues = {
  developmentIds: string[];
  title: string;
  category: NewsCategory;
  description: string;
  linkedLibraryFiles: string[];
};

/** The categories in the order the form offers them. */
export const NEWS_CATEGORIES: readonly NewsCategory[] = ['standard', 'important', 'urgent'];

/** A linked document's checkbox value. */
export const linkKey = (link: NewsLinkInput) => `${link.type}:${link.id}`;

/**
 * The form's values of an item, or of a new one in `developmentId`.
 * @example newsFormValues(undefined, 'dev-riverside-wharf').developmentIds // ['dev-riverside-wharf']
 */
export function newsFormValues(item: NewsAdminItem | undefined, developmentId: string): NewsFormValues {
  if (!item) return { developmentIds: [developmentId], title: '', category: 'standard', description: '', linkedLibraryFiles: [] };
  return {
    developmentIds: [...item.developmentIds],
    title: item.title,
    category: item.category,
    description: item.description,
    linkedLibraryFiles: item.linkedLibraryFiles.map((link) => linkKey({ type: link.type, id: link.payload.id })),
  };
}

/** The request the values stand for (not yet checked). */
export function newsInputOf(values: NewsFormValues): NewsInput {
  return {
    developmentIds: values.developmentIds,
    title: values.title.trim(),
    category: values.category,
    description: values.description,
    linkedLibraryFiles: values.linkedLibraryFiles.map((key) => {
      const [type, ...id] = key.split(':');
      return { type: type === 'folder' ? 'folder' : 'file', id: id.join(':') };
    }),
  };
}

/** The catalogue message of one failing field (`code` the failed rule). */
function newsMessage(field: keyof NewsFormValues, code: string): string {
  switch (field) {
    case 'developmentIds':
      return t('admin.news.validation.developments');
    case 'title':
      return code === 'maxLength' ? t('admin.news.validation.titleTooLong', { max: NEWS_TITLE_MAX }) : t('admin.news.validation.title');
    case 'description':
      return code === 'maxLength' ? t('admin.news.validation.descriptionTooLong', { max: NEWS_DESCRIPTION_MAX }) : t('admin.news.validation.description');
    default:
      return t('admin.news.validation.documents', { max: NEWS_LINKS_MAX });
  }
}

/**
 * Every failing field's catalogue message, checked by the contract's `NewsInput` (the first
 * failure of each field).
 * @example checkNewsForm({ ...values, title: '' }) // { title: 'Enter a title' }
 */
export function checkNewsForm(values: NewsFormValues): Partial<Record<keyof NewsFormValues, string>> {
  const [failure] = validate(newsInputOf(values), NewsInput);
  return structMessages(
    failure,
    (each) => String(each.path[0] ?? 'title') as keyof NewsFormValues,
    newsMessage,
    (each) => each.refinement ?? each.type,
  );
}
