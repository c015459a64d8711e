import { useT } from '../../core/i18n';
import { Statement } from '../../widgets/statement';
import type { PageProps } from '../routes';
import { shellEmit } from '../emit';

/** /charges/{chargeAccountId}/statement (spec 1 §2): one charge account's statement. */
export function StatementPage({ page }: PageProps) {
  const t = useT();
  const chargeAccountId = page.route === 'statement' ? page.params.id : undefined;
  return (
    <>
      <h1>{t('routes.statement')}</h1>
      <Statement {...(chargeAccountId ? { chargeAccountId } : {})} chargesHref="/charges" emit={shellEmit} />
    </>
  );
}
