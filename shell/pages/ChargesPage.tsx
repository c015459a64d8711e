import { useT } from '../../core/i18n';
import { Charges } from '../../widgets/charges';
import type { PageProps } from '../routes';
import { shellEmit } from '../emit';

/** /charges and /charges/{premisesId} (spec 1 §2): the charges with that premises selected. */
export function ChargesPage({ page }: PageProps) {
  const t = useT();
  const premisesId = page.route === 'charges' ? page.params.id : undefined;
  return (
    <>
      <h1>{t('routes.charges')}</h1>
      <Charges
        {...(premisesId ? { premisesId } : {})}
        premisesHref="/charges/{premisesId}"
        statementHref="/charges/{chargeAccountId}/statement"
        emit={shellEmit}
      />
    </>
  );
}
