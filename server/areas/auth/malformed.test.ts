import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { latestLinkToken } from './test-support';

let api: TestApi;
let resetToken: string;
beforeAll(async () => {
  api = await startTestApi({ rateLimit: { max: 10_000, windowSeconds: 60 } });
  // PUT /user/password checks its bearer first: a valid reset token lets the body be judged.
  await api.call('/user/forgotten-password', { method: 'POST', body: { email: 'owner@example.com' } });
  resetToken = await latestLinkToken(api, 'owner@example.com', 'reset-password');
});
afterAll(() => api.close());

const long = (length: number) => 'x'.repeat(length);
const longEmail = `${long(250)}@example.com`;

/** [route, method, bodies that must each be a 400] */
const cases: [string, string, unknown[]][] = [
  [
    '/user/login',
    'POST',
    [
      'not json',
      '[]',
      'null',
      {},
      { method: 'magic-link' },
      { method: 'password', email: 42, password: true },
      { method: 'password', email: 'owner@example.com' },
      { method: 'password', password: 'Portal-Demo-1' },
      { method: 'password', email: 'owner', password: 'Portal-Demo-1' },
      { method: 'password', email: longEmail, password: 'Portal-Demo-1' },
      { method: 'password', email: 'owner@example.com', password: 'Portal-Demo-1', remember: true },
      { method: 'mfa', token: 'a.b.c' },
      { method: 'mfa', token: 'a.b.c', code: 123456 },
      { method: 'mfa', token: 'a.b.c', code: '12345' },
      { method: 'mfa', token: 'a.b.c', code: '1234567' },
      { method: 'mfa', token: long(4097), code: '123456' },
      { method: 'sso' },
      { method: 'sso', token: '   ' },
      { method: 'sso', token: long(4097) },
      { method: 'sso', token: 'a.b.c', password: 'Portal-Demo-1' },
    ],
  ],
  ['/user/resend-mfa-code', 'POST', ['not json', {}, { mfaToken: 5 }, { mfaToken: '' }, { mfaToken: long(4097) }, { mfaToken: 'a.b.c', email: 'x' }]],
  ['/user/forgotten-password', 'POST', ['not json', {}, { email: 5 }, { email: '' }, { email: 'owner@@example.com' }, { email: longEmail }, { email: 'owner@example.com', extra: 1 }]],
  ['/user/password', 'PUT', ['not json', {}, { newPassword: 12345678 }, { newPassword: 'short' }, { newPassword: long(65) }, { newPassword: 'Portal-Demo-2', token: 'x' }]],
  ['/user/confirm-email', 'POST', ['not json', {}, { token: 1 }, { token: ' ' }, { token: long(4097) }, { token: 'abc', userId: 'usr-olivia-owner' }]],
];

describe.each(cases)('%s %s with a malformed body', (path, method, bodies) => {
  it.each(bodies.map((body) => [JSON.stringify(body), body]))('answers 400 with messages: %s', async (_label, body) => {
    const token = path === '/user/password' ? resetToken : undefined;
    const { status, body: answer } = await api.call(path, { method, body, token });
    expect(status).toBe(400);
    expect(answer.messages.length).toBeGreaterThan(0);
    for (const message of answer.messages) expect(typeof message).toBe('string');
  });
});

describe('field messages', () => {
  it('names the fields that are wrong', async () => {
    const { status, body } = await api.call('/user/login', { method: 'POST', body: { method: 'password', email: 'owner' } });
    expect(status).toBe(400);
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'password']);
  });

  it('leaves the reset link usable after malformed bodies', async () => {
    expect((await api.call('/user/password', { method: 'PUT', token: resetToken, body: { newPassword: 'Portal-Demo-2' } })).status).toBe(204);
  });
});

describe('GET /dev/sso-token with a malformed query', () => {
  it.each(['', '?email=', '?email=owner', `?email=${longEmail}`, '?email=owner@example.com&extra=1'])('answers 400: %s', async (query) => {
    const { status, body } = await api.call(`/dev/sso-token${query}`);
    expect(status).toBe(400);
    expect(body.messages.length).toBeGreaterThan(0);
  });
});
