import { useT } from '../../core/i18n';

/**
 * A request's status as a labelled badge (spec 2 does not list the statuses: the API's text).
 * @example <RequestStatus status="In progress" />
 */
export function RequestStatus({ status }: { status: string }) {
  const t = useT();
  const slug = status.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <span className={`portico-requests__status portico-requests__status--${slug}`} part="status">
      <span className="portico-visually-hidden">{t('requests.status')}: </span>
      {status}
    </span>
  );
}
