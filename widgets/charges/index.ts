// The charges area's public surface: the component (no side effects). `element.ts` defines the
// `portico-charges` element.
export { Charges, type ChargesProps } from './Charges';
export { ChargeAccounts, type ChargeAccountsProps } from './ChargeAccounts';
