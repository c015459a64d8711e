// Failed deliveries, on the real API and database with a local SMTP server and text webhook: the
// action stands, the message is tried again on the back-off's schedule (the clock moved, never
// waited for) and given up after the last attempt, with a line in the log for each failure; two
// deliverers on one database send a message once. The worker is stopped: `deliverDue` alone sends.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addLondonDays, londonDay, londonTime } from '../../../core/domain/london';
import { openDatabase } from '../../database/connection';
import { capturedLog, startSmtpReceiver, startWebhookReceiver, type SmtpReceiver, type WebhookReceiver } from '../../delivery/test-support';
import type { SmtpConfig } from '../../config';
import { startTestApi, type TestApi } from '../../testing';
import { signIn } from '../auth/test-support';
import { demoIds } from '../core';
import { deliverDue, deliveryWorker, MAX_ATTEMPTS, RETRY_DELAYS_SECONDS, sendMessage, startDeliveryWorker } from '.';

let api: TestApi;
let smtp: SmtpReceiver;
let webhook: WebhookReceiver;
let smtpConfig: SmtpConfig;
beforeAll(async () => {
  [smtp, webhook] = await Promise.all([startSmtpReceiver(), startWebhookReceiver()]);
  smtpConfig = { host: '127.0.0.1', port: smtp.port, security: 'none', user: null, password: null, from: 'portal@agent.example' };
  api = await startTestApi({ demoMode: false, delivery: { smtp: smtpConfig, sms: { url: webhook.url, secret: null } } }, { start: new Date('2026-06-01T08:00:00Z'), frozen: true });
  await deliveryWorker(api.ctx)!.stop();
});
// Each test starts with receivers that take everything.
afterEach(() => {
  smtp.refuse(null);
  webhook.answer(200);
});
afterAll(async () => {
  await api?.close();
  await Promise.all([smtp?.close(), webhook?.close()]);
});

const rowsTo = (to: string) => api.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('seq').execute();
const emailsTo = (to: string) => smtp.received.filter((each) => each.to.includes(to));
const codeIn = (text: string | undefined) => /verification code is (\d{6})/.exec(text ?? '')?.[1];
const inOneMinute = () => new Date(api.ctx.now().getTime() + 60_000).toISOString();

describe('a failed e-mail', () => {
  it('leaves the sign-in waiting for its code, which arrives on the next attempt and still signs in', async () => {
    smtp.refuse('Greylisted, try again later');
    const started = await signIn(api, 'mfa@example.com');
    expect(started.status).toBe(403);
    expect(await deliverDue(api.ctx)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [first] = await rowsTo('mfa@example.com');
    expect(first).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: inOneMinute(), last_error: expect.stringContaining('451 Greylisted, try again later') });
    expect(first!.body).toContain('verification code');

    smtp.refuse(null);
    api.advanceClock(59);
    expect(await deliverDue(api.ctx)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    api.advanceClock(1);
    expect(await deliverDue(api.ctx)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect((await rowsTo('mfa@example.com'))[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null, body: '' });
    const code = codeIn(emailsTo('mfa@example.com').at(-1)?.text);
    expect((await api.call('/user/login', { method: 'POST', body: { method: 'mfa', token: started.body.mfaToken, code } })).status).toBe(200);
  });

  it('does not hold back a resent code', async () => {
    smtp.refuse('Mailbox busy');
    const started = await signIn(api, 'mfa@example.com');
    await deliverDue(api.ctx);
    smtp.refuse(null);
    expect((await api.call('/user/resend-mfa-code', { method: 'POST', body: { mfaToken: started.body.mfaToken } })).status).toBe(204);
    // The resent code goes at once; the first waits for its next attempt.
    const before = emailsTo('mfa@example.com').length;
    expect(await deliverDue(api.ctx)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(emailsTo('mfa@example.com')).toHaveLength(before + 1);
    const code = codeIn(emailsTo('mfa@example.com').at(-1)?.text);
    expect((await api.call('/user/login', { method: 'POST', body: { method: 'mfa', token: started.body.mfaToken, code } })).status).toBe(200);
    api.advanceClock(60);
    expect(await deliverDue(api.ctx)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(emailsTo('mfa@example.com')).toHaveLength(before + 2);
  });

  it(`is given up after ${MAX_ATTEMPTS} attempts over a day, logged each time, and the booking stays cancelled`, async () => {
    const [sam, otto] = await Promise.all([api.tokenFor(demoIds.sam), api.tokenFor(demoIds.otto)]);
    const day = addLondonDays(londonDay(api.ctx.now()), 8);
    const at = (time: string) => new Date(londonTime(day, time)).toISOString();
    const booking = (await api.call(`/facilities/${demoIds.gym}/bookings`, { method: 'POST', token: sam, body: { startAt: at('10:00'), endAt: at('11:00') } })).body.data;
    smtp.refuse('Mailbox unavailable');
    const cancelled = await api.call(`/facilities/${demoIds.gym}/bookings/${booking.id}/change-state`, { method: 'PUT', token: otto, body: { state: 'cancelled_by_staff' } });
    expect(cancelled.status).toBe(200);

    const { log, lines } = capturedLog();
    const startedAt = api.ctx.now().getTime();
    for (const [index, delay] of RETRY_DELAYS_SECONDS.entries()) {
      expect(await deliverDue({ ...api.ctx, log }), `attempt ${index + 1}`).toEqual({ sent: 0, retrying: 1, failed: 0 });
      api.advanceClock(delay);
    }
    expect(await deliverDue({ ...api.ctx, log })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect((api.ctx.now().getTime() - startedAt) / 3_600_000).toBeCloseTo(25.35, 1);

    const [given] = await rowsTo('subtenant@example.com');
    expect(given).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null, subject: '', body: '', sent_at: null });
    expect(given!.last_error).toMatch(/451 Mailbox unavailable/);
    // A day on, with a new token: the booking is still cancelled.
    const samNow = await api.tokenFor(demoIds.sam);
    expect((await api.call(`/facilities/${demoIds.gym}/bookings/${booking.id}`, { token: samNow })).body.data.state).toBe('cancelled_by_staff');

    const failures = lines.filter((line) => line.messageId === given!.id);
    expect(failures.map((line) => [line.level, line.attempt])).toEqual([...RETRY_DELAYS_SECONDS.map((_, index) => [40, index + 1]), [50, MAX_ATTEMPTS]]);
    expect(failures.at(-1)).toMatchObject({ msg: 'A message could not be delivered and will not be tried again', channel: 'email', error: expect.stringContaining('451 Mailbox unavailable') });
    // The log names the message by its id: never its address, subject or words.
    expect(JSON.stringify(lines)).not.toMatch(/subtenant@example\.com|Staff cancelled|booking of the Gym/);
  });
});

describe('a failed text', () => {
  async function urgentNews(title: string): Promise<void> {
    const manny = await api.tokenFor(demoIds.manny);
    const body = { developmentIds: [demoIds.riversideWharf], title, category: 'urgent', description: '<p>Details to follow.</p>', linkedLibraryFiles: [] };
    expect((await api.call('/news', { method: 'POST', token: manny, body })).status).toBe(201);
  }
  const latestText = async () => (await rowsTo('+447400123456')).at(-1)!;

  it('is tried again with the same id after the webhook answers 500, and delivered when it answers 200', async () => {
    await urgentNews('Lift out of order');
    webhook.answer(500);
    await deliverDue(api.ctx);
    const text = await latestText();
    expect(text).toMatchObject({ status: 'pending', attempts: 1, last_error: 'the text webhook answered 500 Internal Server Error', next_attempt_at: inOneMinute() });
    webhook.answer(200);
    api.advanceClock(60);
    await deliverDue(api.ctx);
    expect(await latestText()).toMatchObject({ id: text.id, status: 'sent', attempts: 2, body: '' });
    const received = webhook.received.filter((each) => each.body.id === text.id);
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toEqual(received[0]!.body);
    expect(received[0]!.body.text).toContain('Lift out of order');
  });

  it('is tried again when the webhook does not answer within the time-out', async () => {
    await urgentNews('Water off');
    webhook.answer('hang');
    await deliverDue(api.ctx, { timeoutMs: 200 });
    expect(await latestText()).toMatchObject({ status: 'pending', attempts: 1, last_error: 'the text webhook did not answer within 0.2 s' });
    webhook.answer(200);
    api.advanceClock(60);
    await deliverDue(api.ctx);
    expect(await latestText()).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('two deliverers on one database', () => {
  it('send each message once', async () => {
    const addresses = Array.from({ length: 30 }, (_, index) => `many.${index}@example.com`);
    for (const to of addresses) await sendMessage(api.ctx, { to, channel: 'email', subject: 'Once', body: `For ${to}` });
    // A second connection to the same database, as a second API process has.
    const other = await openDatabase({ dataDir: api.ctx.config.dataDir, databaseUrl: api.ctx.config.databaseUrl });
    try {
      await Promise.all([deliverDue(api.ctx), deliverDue({ ...api.ctx, db: other.db })]);
    } finally {
      await other.close();
    }
    const received = smtp.received.filter((each) => each.subject === 'Once').map((each) => each.to[0]);
    expect(received.toSorted()).toEqual(addresses.toSorted());
    const rows = await api.ctx.db.selectFrom('outbox').select(['status', 'attempts']).where('to_address', 'like', 'many.%').execute();
    expect(rows.every((each) => each.status === 'sent' && each.attempts === 1)).toBe(true);
  });
});

describe('a channel without a transport, and demo mode', () => {
  it('keeps the message, never tries it, and in demo mode keeps the words of what it sent for the outbox route', async () => {
    const demo = await startTestApi({ delivery: { smtp: smtpConfig, sms: null } }, { start: new Date('2026-06-01T08:00:00Z'), frozen: true });
    try {
      await deliveryWorker(demo.ctx)!.stop();
      await sendMessage(demo.ctx, { to: 'demo.kept@example.com', channel: 'email', subject: 'Shown', body: 'Code 123456' });
      await sendMessage(demo.ctx, { to: '+447400999888', channel: 'sms', subject: 'Kept', body: 'Text kept' });
      expect(await deliverDue(demo.ctx)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(await deliverDue(demo.ctx)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      const rows = await demo.ctx.db.selectFrom('outbox').select(['channel', 'status', 'attempts', 'body']).where('to_address', 'in', ['demo.kept@example.com', '+447400999888']).orderBy('seq').execute();
      expect(rows).toEqual([
        { channel: 'email', status: 'sent', attempts: 1, body: 'Code 123456' },
        { channel: 'sms', status: 'kept', attempts: 0, body: 'Text kept' },
      ]);
      expect((await demo.call('/dev/outbox?to=demo.kept@example.com')).body.data.messages).toMatchObject([{ subject: 'Shown', body: 'Code 123456' }]);
      expect(emailsTo('demo.kept@example.com').map((each) => each.text)).toEqual(['Code 123456']);
    } finally {
      await demo.close();
    }
  });

  it('warns once at the start, outside demo mode, of a channel whose messages are only kept', async () => {
    const { log, lines } = capturedLog();
    const worker = startDeliveryWorker({ ...api.ctx, log, config: { ...api.ctx.config, delivery: { smtp: smtpConfig, sms: null } } });
    await worker.stop();
    expect(lines).toEqual([expect.objectContaining({ level: 40, channel: 'sms', msg: 'Texts are not delivered: PORTICO_SMS_WEBHOOK_URL is not set, so they are only kept in the outbox table' })]);
  });
});
