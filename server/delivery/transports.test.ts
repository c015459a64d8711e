// Each transport against a real receiver on a loopback port: SMTP (smtp-server) with and without a
// sign-in, and the text webhook (node:http) with every kind of answer.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpConfig } from '../config';
import { smsWebhookTransport, smtpTransport, type DeliverableMessage } from '.';
import { startSmtpReceiver, startWebhookReceiver, type SmtpReceiver, type WebhookReceiver } from './test-support';

const message = { id: 'f3a1c2d4-0000-4000-8000-000000000001', to: 'owner@example.com', subject: 'Your Portico verification code', body: 'Your code is 123456.\n\nThanks.' };
const smtpConfig = (port: number, overrides: Partial<SmtpConfig> = {}): SmtpConfig => ({
  host: '127.0.0.1',
  port,
  security: 'none',
  user: null,
  password: null,
  from: 'Riverside Management <portal@agent.example>',
  ...overrides,
});

/** Sends one message through a new SMTP transport, and lets its connections go. */
async function sendOnce(config: SmtpConfig, message: DeliverableMessage): Promise<void> {
  const transport = smtpTransport(config);
  try {
    await transport.send(message);
  } finally {
    transport.close?.();
  }
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('smtpTransport', () => {
  let open: SmtpReceiver;
  let signedIn: SmtpReceiver;
  beforeAll(async () => {
    [open, signedIn] = await Promise.all([startSmtpReceiver(), startSmtpReceiver({ auth: { user: 'portico', password: 'mail-secret' } })]);
  });
  afterAll(() => Promise.all([open.close(), signedIn.close()]));

  it('sends the text with an HTML alternative, from the configured address, the outbox id in its Message-ID', async () => {
    await sendOnce(smtpConfig(open.port), message);
    const email = await open.next((each) => each.headers.get('message-id')?.includes(message.id) ?? false);
    expect(email.to).toEqual(['owner@example.com']);
    expect(email.from).toBe('portal@agent.example');
    expect(email.headers.get('from')).toBe('Riverside Management <portal@agent.example>');
    expect(email.headers.get('message-id')).toBe(`<${message.id}@agent.example>`);
    expect(email.subject).toBe(message.subject);
    expect(email.text).toBe(message.body);
    expect(email.html).toContain('<p>Your code is 123456.</p>\n<p>Thanks.</p>');
  });

  it('signs in with the configured user and password, and says so in words when they are wrong', async () => {
    await sendOnce(smtpConfig(signedIn.port, { user: 'portico', password: 'mail-secret' }), { ...message, id: 'signed-in' });
    expect((await signedIn.next((each) => each.headers.get('message-id')?.includes('signed-in') ?? false)).to).toEqual(['owner@example.com']);
    const refused = sendOnce(smtpConfig(signedIn.port, { user: 'portico', password: 'wrong-secret' }), message);
    await expect(refused).rejects.toThrow(/Invalid login: 535 Authentication failed/);
    await refused.catch((error: Error) => expect(error.message).not.toContain('wrong-secret'));
  });

  it('sends one recipient, whatever the address looks like', async () => {
    const sending = sendOnce(smtpConfig(open.port), { ...message, id: 'list', to: 'owner@example.com, all@example.com' });
    await expect(sending).rejects.toThrow();
    expect(open.received.filter((each) => each.to.includes('all@example.com'))).toEqual([]);
  });

  it('fails in words when the server refuses the message, or cannot be reached in time', async () => {
    open.refuse('Mailbox busy, try later');
    try {
      await expect(sendOnce(smtpConfig(open.port), message)).rejects.toThrow(/451 Mailbox busy, try later/);
    } finally {
      open.refuse(null);
    }
    await expect(sendOnce(smtpConfig(await closedPort()), message)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('smsWebhookTransport', () => {
  let webhook: WebhookReceiver;
  beforeAll(async () => {
    webhook = await startWebhookReceiver();
  });
  afterAll(() => webhook.close());
  const text = { id: 'sms-1', to: '+447400123456', subject: 'Urgent news: Gas leak', body: 'Gas leak in Block A: http://localhost:4200/news/nws-1' };

  it('POSTs { id, to, text } as JSON with the bearer secret, and a 2xx is delivered', async () => {
    webhook.answer(202);
    await smsWebhookTransport({ url: webhook.url, secret: 'hook-secret' }).send(text);
    const received = await webhook.next((each) => each.body.id === 'sms-1');
    expect(received.body).toEqual({ id: 'sms-1', to: '+447400123456', text: text.body });
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers.authorization).toBe('Bearer hook-secret');
  });

  it('sends no Authorization without a secret', async () => {
    webhook.answer(200);
    await smsWebhookTransport({ url: webhook.url, secret: null }).send({ ...text, id: 'sms-2' });
    expect((await webhook.next((each) => each.body.id === 'sms-2')).headers.authorization).toBeUndefined();
  });

  it.each([
    [500, 'the text webhook answered 500 Internal Server Error'],
    [429, 'the text webhook answered 429 Too Many Requests'],
    [302, 'the text webhook answered 302 Found'],
  ])('fails on an answer of %i', async (status, words) => {
    webhook.answer(status);
    await expect(smsWebhookTransport({ url: webhook.url, secret: 'hook-secret' }).send(text)).rejects.toThrow(words);
  });

  it('fails when the webhook does not answer within the time-out, or cannot be reached', async () => {
    webhook.answer('hang');
    await expect(smsWebhookTransport({ url: webhook.url, secret: null }, { timeoutMs: 150 }).send(text)).rejects.toThrow('the text webhook did not answer within 0.15 s');
    await expect(smsWebhookTransport({ url: `http://127.0.0.1:${await closedPort()}/texts`, secret: 'hook-secret' }).send(text)).rejects.toThrow(
      'the text webhook could not be reached (ECONNREFUSED)',
    );
  });
});
