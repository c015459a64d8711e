// The account area's public surface: the component (no side effects). `element.ts` defines the
// `portico-account` element.
export { Account, type AccountProps } from './Account';
