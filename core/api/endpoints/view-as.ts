// spec 2 §7 View as customer. Imported by file by core/stores/view-as.ts alone, which the staff
// area loads: residents never do.
import type { AuthResult } from '../../schemas/auth';
import { ViewAsResponse } from '../../schemas/customers';
import { apiPath, noData, request, type CallOptions } from '../client';

/**
 * `GET /customers/{id}/view-as?developmentUUID=…`: a short-lived session of the customer for the
 * admin who asks, with the customer as its user.
 * @example const { authToken, refreshToken, user } = await getViewAsSession('usr-olivia-owner', 'dev-riverside-wharf');
 */
export async function getViewAsSession(customerId: string, developmentId: string, call?: CallOptions): Promise<AuthResult> {
  const { customer } = await request({
    method: 'GET',
    path: apiPath`/customers/${customerId}/view-as`,
    query: { developmentUUID: developmentId },
    schema: ViewAsResponse,
    ...call,
  });
  return customer;
}

/**
 * `GET /user/logout` with the view's own token: ends the customer's view-as session on the server
 * when the admin leaves it, rather than leaving it to run out its time.
 * @example await endViewAsSession(customerSession.getAuthToken());
 */
export async function endViewAsSession(authToken: string, call?: CallOptions): Promise<void> {
  await request({ method: 'GET', path: '/user/logout', auth: { bearer: authToken }, schema: noData, ...call });
}
