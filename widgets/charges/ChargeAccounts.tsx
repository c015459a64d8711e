import { useId, useRef } from 'react';
import { getBill } from '../../core/api/endpoints/charges';
import { hrefFrom } from '../../core/elements/href';
import { balanceLabel, formatGbp } from '../../core/domain/money';
import type { EmitFn } from '../../core/events';
import { t as translate, useT } from '../../core/i18n';
import type { ChargeAccount, ChargesPremises } from '../../core/schemas';
import { followLink, Heading } from '../../core/ui/links';
import { Spinner } from '../../core/ui/Spinner';
import { DownloadFailure, useFileDownload } from '../../core/ui/useFileDownload';

/**
 * Props of `ChargeAccounts`.
 * @example const props: ChargeAccountsProps = { premises, level: 3, statementHref: '/charges/{chargeAccountId}/statement' };
 */
export interface ChargeAccountsProps {
  premises: ChargesPremises;
  /** The level of each account's heading. */
  level: number;
  statementHref?: string | undefined;
  emit?: EmitFn | undefined;
}

/**
 * The charge accounts of one premises: service, account number, payment method and
 * balance, with Download bill and, when the host gave a template, View statement.
 * @example <ChargeAccounts premises={premises} level={3} statementHref={statementHref} emit={emit} />
 */
export function ChargeAccounts({ premises, level, statementHref, emit }: ChargeAccountsProps) {
  const t = useT();
  if (premises.chargeAccounts.length === 0) {
    return (
      <p className="portico-charges__empty" part="empty">
        {t('charges.empty.accounts')}
      </p>
    );
  }
  return (
    <ul className="portico-charges__accounts" part="accounts">
      {premises.chargeAccounts.map((account) => (
        <li key={account.id} className="portico-charges__account" part="account">
          <AccountCard
            account={account}
            level={level}
            statementHref={hrefFrom(statementHref, { chargeAccountId: account.id, premisesId: premises.id })}
            emit={emit}
          />
        </li>
      ))}
    </ul>
  );
}

function AccountCard({ account, level, statementHref, emit }: { account: ChargeAccount; level: number; statementHref: string | undefined; emit: EmitFn | undefined }) {
  const t = useT();
  const headingId = useId();
  const downloadRef = useRef<HTMLButtonElement>(null);
  // The bill arrives as base64 with its own name, and is saved under that name.
  const bill = useFileDownload(() => getBill(account.id, { errorPrefix: translate('charges.bill.failed') }), translate('charges.bill.failed'));
  const balance = balanceLabel(account.balance);


  return (
    <article className="portico-charges__account-card" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="portico-charges__account-heading">
        {account.serviceDescription}
      </Heading>
      <dl className="portico-charges__account-details">
        <dt>{t('common.accountNumber')}</dt>
        <dd>{account.accountNumber}</dd>
        <dt>{t('common.paymentMethod')}</dt>
        <dd>{account.paymentMethod ?? t('charges.paymentMethod.none')}</dd>
        {/* spec 1 §4: the term says Balance or Credit, so the amount goes without its sign. */}
        <dt>{t(balance.kind === 'credit' ? 'common.credit' : 'common.balance')}</dt>
        <dd>
          <span className={`portico-charges__amount portico-charges__amount--${balance.kind}`} part="amount">
            {formatGbp(balance.amount)}
          </span>
        </dd>
      </dl>
      <div className="portico-charges__account-actions">
        <button
          ref={downloadRef}
          type="button"
          className="portico-button portico-button--secondary"
          part="download-bill"
          aria-describedby={headingId}
          aria-disabled={bill.pending || undefined}
          onClick={() => void bill.start()}
        >
          {t('charges.downloadBill')}
        </button>
        {bill.pending ? <Spinner hideLabel label={t('charges.bill.downloading')} /> : null}
        {statementHref ? (
          <a
            href={statementHref}
            className="portico-charges__statement-link"
            part="statement-link"
            aria-describedby={headingId}
            onClick={(event) => followLink(event, statementHref, emit)}
          >
            {t('charges.viewStatement')}
          </a>
        ) : null}
      </div>
      {/* Try again removes the alert that holds it: focus moves to the Download bill button first,
          which shows the new attempt, so keyboard and screen reader users are not dropped to the page. */}
      <DownloadFailure download={bill} onRetry={() => downloadRef.current?.focus()} className="portico-charges__bill-error" />
    </article>
  );
}
