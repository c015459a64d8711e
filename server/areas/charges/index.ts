import type { ServerArea } from '../../area';
import { chargesMigrations } from './migrations';
import { chargeRoutes } from './routes';
import { seedCharges } from './seed';

/**
 * Residents' charges (spec 1 §2-5): charge accounts of premises, their statement lines with the
 * running balance, and bills. Needs the core area's premises and the developments area's files.
 * Routes in README.md.
 * @example export const areas = [coreArea, ..., premisesArea, chargesArea, newsArea];
 */
export const chargesArea: ServerArea = {
  name: 'charges',
  migrations: chargesMigrations,
  seed: seedCharges,
  routes: chargeRoutes,
};

export { benchmarkStatement, insertStatementLines, statementLines, balanceOn, premisesBalance, BENCHMARK_ACCOUNT_ID } from './service';
export { ukDate, pounds } from './statements';
export { chargesDemoIds } from './seed';
export type { ChargesTables } from './migrations';
