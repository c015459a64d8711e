import { useStore } from '@nanostores/react';
import { $activeLanguage, t } from './catalogue';

/**
 * `t` for React components: re-renders the component when the active catalogue changes.
 * @example const t = useT(); return <button>{t('dialog.close')}</button>;
 */
export function useT(): typeof t {
  useStore($activeLanguage);
  return t;
}
