// The statement area's public surface: the components (no side effects). `element.ts` defines the
// `portico-statement` element.
export { Statement, useQueryParameter, CHARGE_ACCOUNT_QUERY_PARAMETER, type StatementProps } from './Statement';
export { StatementView, STATEMENT_PAGE_SIZES, type StatementViewProps } from './StatementView';
export { HowToPay, type HowToPayProps } from './HowToPay';
export { telHref } from '../../core/domain/tel';
export {
  deriveStatement,
  filterEntries,
  balanceBroughtForward,
  periodText,
  statementCsv,
  csvFileName,
  type StatementEntry,
  type DerivedStatement,
  type StatementCsvTexts,
} from './lines';
export { printAlone, printTarget, printDocumentCss, PRINT_ATTRIBUTE, PRINT_PATH_ATTRIBUTE } from './print';
