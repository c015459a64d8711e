import { Fragment, useId } from 'react';
import { telHref } from '../../core/domain/tel';
import { useT } from '../../core/i18n';
import type { Statement } from '../../core/schemas';
import { Dialog } from '../../core/ui/Dialog';
import { withElement } from '../../core/ui/withElement';

/**
 * Props of `HowToPay`.
 * @example const props: HowToPayProps = { open, statement, onClose: () => setOpen(false) };
 */
export interface HowToPayProps {
  open: boolean;
  statement: Pick<Statement, 'tenantAccountNumber' | 'additionalInfo'>;
  /** Runs when the dialog closes (Close, Escape); the dialog gives focus back to its opener. */
  onClose: () => void;
}

/**
 * The how-to-pay dialog: bank transfer details (sort code, account number, IBAN and
 * swift code, whichever the statement has, and the reference, which is the tenant account
 * number), direct debit information, cheque instructions and the credit-control phone as a
 * `tel:` link. Escape or Close closes it, and focus returns to the button that opened it.
 * @example <HowToPay open={open} statement={statement} onClose={() => setOpen(false)} />
 */
export function HowToPay({ open, statement, onClose }: HowToPayProps) {
  const t = useT();
  const ids = useId();
  const info = statement.additionalInfo;
  const reference = statement.tenantAccountNumber;
  const bank: [string, string | null][] = [
    [t('statement.howToPay.sortCode'), info.bankSortCode],
    [t('common.accountNumber'), info.bankAccountNumber],
    [t('statement.howToPay.iban'), info.bankIbanCode],
    [t('statement.howToPay.swiftCode'), info.bankSwiftCode],
  ];
  const bankShown = bank.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
  const phone = info.creditControlPhone?.trim();

  return (
    <Dialog open={open} heading={t('statement.howToPay.title')} onClose={onClose}>
      <div className="portico-statement__pay" part="payment-details">
        {bankShown.length > 0 ? (
          <section aria-labelledby={`${ids}-bank`}>
            <h3 id={`${ids}-bank`}>{t('statement.howToPay.bankTransfer.title')}</h3>
            <p>{t('statement.howToPay.bankTransfer.text')}</p>
            <dl className="portico-statement__bank">
              {bankShown.map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
              <dt>{t('statement.howToPay.reference')}</dt>
              <dd>{reference}</dd>
            </dl>
          </section>
        ) : null}
        <section aria-labelledby={`${ids}-direct-debit`}>
          <h3 id={`${ids}-direct-debit`}>{t('statement.howToPay.directDebit.title')}</h3>
          <p>{t('statement.howToPay.directDebit.text')}</p>
        </section>
        <section aria-labelledby={`${ids}-cheque`}>
          <h3 id={`${ids}-cheque`}>{t('statement.howToPay.cheque.title')}</h3>
          <p>{t('statement.howToPay.cheque.text', { reference })}</p>
        </section>
        {phone ? (
          <p>
            {withElement(
              (value) => t('statement.howToPay.creditControl', { phone: value }),
              <a href={telHref(phone)}>{phone}</a>,
            )}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
