// Helpers for this area's tests (not part of the API): accounts made for one test, the outbox,
// sign-in calls.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../auth/passwords';
import type { TestApi } from '../../testing';
import { DEMO_PASSWORD } from '../core';

/**
 * A customer account of its own for a test that changes it (password, confirmation), so the demo
 * accounts stay as docs/demo-data.md says for every other test.
 * @example const id = await createTestUser(api, { email: 'reset.me@example.com' });
 */
export async function createTestUser(
  api: TestApi,
  { email, password = DEMO_PASSWORD, confirmed = true, mfa = false }: { email: string; password?: string; confirmed?: boolean; mfa?: boolean },
): Promise<string> {
  const id = `usr-${randomUUID()}`;
  await api.ctx.db
    .insertInto('users')
    .values({
      id,
      email,
      password_hash: await hashPassword(password),
      email_confirmed: confirmed ? 1 : 0,
      first_name: 'Test',
      last_name: 'User',
      role_types: '["customer"]',
      role_payloads: '["owner"]',
      mfa_enabled: mfa ? 1 : 0,
      news_preferences: JSON.stringify({ urgentNewsText: false, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: false, smsNumber: null }),
      notification_preferences: JSON.stringify({ ownersCorrespondence: true, ownersReminders: true, email }),
      created_at: api.ctx.now().toISOString(),
    })
    .execute();
  return id;
}

/** A message as `GET /dev/outbox` lists it. */
export interface OutboxMessage {
  to: string;
  channel: string;
  subject: string;
  body: string;
}

/**
 * The outbox for one address, newest first.
 * @example const [latest] = await outbox(api, 'mfa@example.com');
 */
export async function outbox(api: TestApi, to: string): Promise<OutboxMessage[]> {
  const { status, body } = await api.call(`/dev/outbox?to=${encodeURIComponent(to)}`);
  if (status !== 200) throw new Error(`GET /dev/outbox answered ${status}`);
  return body.data.messages as OutboxMessage[];
}

/**
 * The 6-digit code of the newest message to `to`.
 * @example const code = await latestCode(api, 'mfa@example.com');
 */
export async function latestCode(api: TestApi, to: string): Promise<string> {
  const [latest] = await outbox(api, to);
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the newest message to ${to}`);
  return code;
}

/**
 * The token of the newest link to the portal's `/<page>/{token}` sent to `to`.
 * @example const token = await latestLinkToken(api, 'owner@example.com', 'reset-password');
 */
export async function latestLinkToken(api: TestApi, to: string, page: 'reset-password' | 'confirm-email' | 'confirm-notification-email'): Promise<string> {
  const [latest] = await outbox(api, to);
  const token = new RegExp(`/${page}/([A-Za-z0-9_-]+)`).exec(latest?.body ?? '')?.[1];
  if (!token) throw new Error(`no ${page} link in the newest message to ${to}`);
  return token;
}

/**
 * `POST /user/login` by password.
 * @example const { status, body } = await signIn(api, 'owner@example.com');
 */
export function signIn(api: TestApi, email: string, password = DEMO_PASSWORD) {
  return api.call('/user/login', { method: 'POST', body: { method: 'password', email, password } });
}

/**
 * A code that is not `code`, for wrong tries.
 * @example await api.call('/user/login', { method: 'POST', body: { method: 'mfa', token, code: otherCode(code) } });
 */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
