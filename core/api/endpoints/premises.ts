import { Premises, type MainResidenceUpdate, type PremisesUpdate } from '../../schemas';
import { announceChange } from '../changes';
import { apiPath, request, type CallOptions } from '../client';

/**
 * `GET /premises/{id}`.
 * @example const premises = await getPremises('p-flat-1');
 */
export function getPremises(premisesId: string, call?: CallOptions): Promise<Premises> {
  return request({ method: 'GET', path: apiPath`/premises/${premisesId}`, schema: Premises, ...call });
}

/**
 * `PUT /premises/{id}` with a correspondence address or contact preferences; answers the premises
 * as it now is (an address change raises a request, so the address may not change at once).
 * @example await updatePremises('p-flat-1', { contactPreferences: { serviceChangeReceivePost: false, statutoryNoticesReceiveDigital: true } });
 */
export async function updatePremises(premisesId: string, body: PremisesUpdate, call?: CallOptions): Promise<Premises> {
  const answer = await request({ method: 'PUT', path: apiPath`/premises/${premisesId}`, body, schema: Premises, ...call });
  return announceChange(apiPath`/premises/${premisesId}`, answer);
}

/**
 * `PUT /premises/{id}/main-residence`; answers the premises as it now is.
 * @example await setMainResidence('p-flat-1', { contactUuid: 'c-olivia', isMainResidence: true });
 */
export async function setMainResidence(premisesId: string, body: MainResidenceUpdate, call?: CallOptions): Promise<Premises> {
  const answer = await request({ method: 'PUT', path: apiPath`/premises/${premisesId}/main-residence`, body, schema: Premises, ...call });
  return announceChange(apiPath`/premises/${premisesId}/main-residence`, answer);
}
