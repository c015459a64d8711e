import { balanceLabel, formatGbp } from '../domain/money';
import { useT } from '../i18n';

/**
 * An amount of money labelled: Balance when it is owed (or zero), Credit when
 * it is negative, followed by the amount in GBP without its sign (core/domain `balanceLabel`).
 * Its classes (`portico-amount`, `--credit` or `--balance`, `__label`, `__value`) are for the
 * area that shows it to style.
 * @example <Amount amount={-120.75} /> // Credit £120.75
 */
export function Amount({ amount }: { amount: number }) {
  const t = useT();
  const label = balanceLabel(amount);
  return (
    <span className={`portico-amount portico-amount--${label.kind}`} part="amount">
      <span className="portico-amount__label">{t(label.kind === 'credit' ? 'common.credit' : 'common.balance')}</span>{' '}
      <span className="portico-amount__value">{formatGbp(label.amount)}</span>
    </span>
  );
}
