// The contract between the portal and an agent's API: one record per call, by area (README.md).
import { accountOperations } from './account';
import { authOperations } from './auth';
import { customersOperations } from './customers';
import { documentsOperations } from './documents';
import { facilitiesOperations } from './facilities';
import { notificationsOperations } from './notifications';
import type { Operation } from './operation';
import { parcelsOperations } from './parcels';
import { requestsOperations } from './requests';
import { residentsOperations } from './residents';
import { tasksOperations } from './tasks';

export * from './operation';

/**
 * Every call of the reference API that the portal and the elements make, in the order the
 * document lists them: signing in and the user's own account first, then residents' records,
 * then the staff areas.
 * @example operations.filter((operation) => operation.spec === undefined) // the extensions
 */
export const operations: readonly Operation[] = [
  ...authOperations,
  ...accountOperations,
  ...residentsOperations,
  ...requestsOperations,
  ...facilitiesOperations,
  ...notificationsOperations,
  ...documentsOperations,
  ...customersOperations,
  ...parcelsOperations,
  ...tasksOperations,
];
