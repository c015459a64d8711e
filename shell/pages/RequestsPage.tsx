import { useT } from '../../core/i18n';
import { Requests } from '../../widgets/requests';
import type { PageProps } from '../routes';
import { shellEmit } from '../emit';

/** /requests and /requests/{id} (spec 2 §2): the list, or one request with its feed. */
export function RequestsPage({ page }: PageProps) {
  const t = useT();
  const requestId = page.route === 'request' ? page.params.id : undefined;
  return (
    <>
      <h1>{t('routes.requests')}</h1>
      <Requests requestId={requestId} detailHref="/requests/{requestId}" listHref="/requests" dialogHost={false} emit={shellEmit} />
    </>
  );
}
