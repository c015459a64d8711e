/**
 * Samples of the demo data: statements of a charge account and the query for one. How to use them:
 * README.md beside this file.
 */
import type { Statement, StatementLine, StatementQuery } from '../../schemas';

/**
 * Flat 1 service charge statement lines, oldest first; each balance follows from the last.
 *
 * @example
 * sampleStatementLines.at(-1)?.balance; // 1234.5
 */
export const sampleStatementLines: StatementLine[] = [
  {
    id: 'stl-flat-1-2026-07-01',
    date: '2026-07-01',
    transactionDescription: 'Service charge demand Q3 2026',
    typeDescription: 'Invoice',
    periodFromDate: '2026-07-01',
    periodToDate: '2026-09-30',
    amount: 450,
    balance: 450,
  },
  {
    id: 'stl-flat-1-2026-07-15',
    date: '2026-07-15',
    transactionDescription: 'Payment received, thank you',
    typeDescription: 'Payment',
    periodFromDate: null,
    periodToDate: null,
    amount: -450,
    balance: 0,
  },
  {
    id: 'stl-flat-1-2026-10-01',
    date: '2026-10-01',
    transactionDescription: 'Service charge demand Q4 2026',
    typeDescription: 'Invoice',
    periodFromDate: '2026-10-01',
    periodToDate: '2026-12-31',
    amount: 450,
    balance: 450,
  },
  {
    id: 'stl-flat-1-2026-10-20',
    date: '2026-10-20',
    transactionDescription: 'Major works reserve contribution',
    typeDescription: 'Invoice',
    periodFromDate: '2026-10-01',
    periodToDate: '2026-12-31',
    amount: 784.5,
    balance: 1234.5,
  },
];

/**
 * The statement of Flat 1's service charge account.
 *
 * @example
 * sampleStatement.tenantAccountNumber; // 'RW-0001-SC'
 */
export const sampleStatement: Statement = {
  serviceName: 'Service charge',
  premisesName: 'Flat 1',
  tenantAccountNumber: 'RW-0001-SC',
  paymentMethod: 'Direct debit',
  balance: 1234.5,
  toDate: '2026-11-22',
  additionalInfo: {
    importantNotes:
      '<p>Payments by bank transfer take up to <strong>3 working days</strong> to reach your account.</p>',
    bankSortCode: '12-34-56',
    bankAccountNumber: '12345678',
    bankIbanCode: 'GB33BUKB20201555555555',
    bankSwiftCode: 'BUKBGB22',
    creditControlPhone: '020 7946 0000',
  },
  lines: sampleStatementLines,
};

/**
 * The statement's last-year filter.
 *
 * @example
 * sampleStatementQuery.fromDate; // '2025-11-22'
 */
export const sampleStatementQuery: StatementQuery = { fromDate: '2025-11-22', toDate: '2026-11-22' };
