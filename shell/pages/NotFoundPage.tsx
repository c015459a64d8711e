import { useT } from '../../core/i18n';

/** Any address without a route (spec 1 §2): the 404 page, with a way back to the dashboard. */
export function NotFoundPage() {
  const t = useT();
  return (
    <>
      <h1>{t('routes.notFound')}</h1>
      <p>{t('shell.notFound.text')}</p>
      <p>
        <a href="/dashboard">{t('shell.notFound.link')}</a>
      </p>
    </>
  );
}
