import { Development, DevelopmentsResponse } from '../../schemas/developments';
import { apiPath, request, type CallOptions } from '../client';

/**
 * `GET /developments`: the user's developments (the answer's `data.developments`).
 * @example const developments = await getDevelopments();
 */
export async function getDevelopments(call?: CallOptions): Promise<Development[]> {
  const { developments } = await request({ method: 'GET', path: '/developments', schema: DevelopmentsResponse, ...call });
  return developments;
}

/**
 * `GET /developments/{id}`.
 * @example const development = await getDevelopment('d-riverside');
 */
export function getDevelopment(developmentId: string, call?: CallOptions): Promise<Development> {
  return request({ method: 'GET', path: apiPath`/developments/${developmentId}`, schema: Development, ...call });
}
