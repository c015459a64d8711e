// The charges area's public surface: the component (no side effects). `element.ts` defines the
// `portico-charges` element.
export { Charges, type ChargesProps } from './Charges';
export { ChargeAccounts, Amount, type ChargeAccountsProps } from './ChargeAccounts';
export { WIDE_SCREEN_QUERY, useMediaQuery } from './useWideScreen';
export { useChargesAccess } from './useChargesAccess';
