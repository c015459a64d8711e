// Messages the API sends, delivered for real: the API with demo mode off, SMTP pointing at a local
// smtp-server and the text webhook at a local HTTP receiver, driven through its routes. Each
// message is checked where it arrives (recipient, subject, text, HTML, links) and then used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLondonDays, londonDay, londonTime } from '../../../core/domain/london';
import { startSmtpReceiver, startWebhookReceiver, until, type SmtpReceiver, type WebhookReceiver } from '../../delivery/test-support';
import { startTestApi, type TestApi } from '../../testing';
import { createTestUser, signIn } from '../auth/test-support';
import { demoIds } from '../core';

const PORTAL = 'https://portal.example-agent.co.uk';
let api: TestApi;
let smtp: SmtpReceiver;
let webhook: WebhookReceiver;
beforeAll(async () => {
  [smtp, webhook] = await Promise.all([startSmtpReceiver(), startWebhookReceiver()]);
  api = await startTestApi(
    {
      demoMode: false,
      portalOrigin: PORTAL,
      delivery: {
        smtp: { host: '127.0.0.1', port: smtp.port, security: 'none', user: null, password: null, from: 'Riverside Management <portal@agent.example>' },
        sms: { url: webhook.url, secret: 'hook-secret' },
      },
    },
    { start: new Date('2026-06-01T08:00:00Z'), frozen: true },
  );
});
afterAll(async () => {
  await api?.close();
  await Promise.all([smtp?.close(), webhook?.close()]);
});

/** The outbox rows to an address, oldest first. */
const rowsTo = (to: string) => api.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('seq').execute();
/** Those rows once the worker has marked every one sent (it does so just after the receiver has the message). */
const sentTo = (to: string) => until(() => rowsTo(to), (rows) => rows.length > 0 && rows.every((each) => each.status === 'sent'));

describe('delivery through SMTP and the text webhook', () => {
  it('e-mails the sign-in code at once, as text and HTML, and the code signs in; the row keeps no code', async () => {
    const started = await signIn(api, 'mfa@example.com');
    expect(started.status).toBe(403);
    const email = await smtp.next((each) => each.to.includes('mfa@example.com'));
    expect(email.headers.get('to')).toBe('mfa@example.com');
    expect(email.subject).toBe('Your Portico verification code');
    const code = /Your verification code is (\d{6})\. It expires in 10 minutes and works once\./.exec(email.text)?.[1];
    expect(code).toBeDefined();
    expect(email.html).toContain(`<p>Your verification code is ${code}. It expires in 10 minutes and works once.</p>`);
    expect((await api.call('/user/login', { method: 'POST', body: { method: 'mfa', token: started.body.mfaToken, code } })).status).toBe(200);

    const [sent] = await sentTo('mfa@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, subject: '', body: '', sent_at: api.ctx.now().toISOString(), last_error: null, claimed_until: null });
    expect(email.headers.get('message-id')).toBe(`<${sent!.id}@agent.example>`);
  });

  it('e-mails a reset link to the portal\u2019s origin that resets the password', async () => {
    await createTestUser(api, { email: 'reset.delivered@example.com' });
    expect((await api.call('/user/forgotten-password', { method: 'POST', body: { email: 'reset.delivered@example.com' } })).status).toBe(204);
    const email = await smtp.next((each) => each.to.includes('reset.delivered@example.com'));
    expect(email.subject).toBe('Reset your Portico password');
    const link = new RegExp(`${PORTAL.replace(/\./g, '\\.')}/reset-password/([A-Za-z0-9_-]{43})`).exec(email.text);
    expect(link).not.toBeNull();
    expect(email.html).toContain(`<a href="${link![0]}">${link![0]}</a>`);
    expect((await api.call('/user/password', { method: 'PUT', token: link![1], body: { newPassword: 'Delivered-Password-7' } })).status).toBe(204);
    expect((await signIn(api, 'reset.delivered@example.com', 'Delivered-Password-7')).status).toBe(200);
  });

  it('texts urgent news to a resident who asked for texts, through the webhook, and e-mails it too', async () => {
    const manny = await api.tokenFor(demoIds.manny);
    const posted = await api.call('/news', {
      method: 'POST',
      token: manny,
      body: { developmentIds: [demoIds.riversideWharf], title: 'Gas leak in Block A', category: 'urgent', description: '<p>Leave by the stairs.</p>', linkedLibraryFiles: [] },
    });
    expect(posted.status).toBe(201);
    const newsLink = `${PORTAL}/news/${posted.body.data.news.id}`;
    // Written in the news item's transaction: delivered once that commits.
    const text = await webhook.next((each) => each.body.to === '+447400123456');
    expect(text.headers.authorization).toBe('Bearer hook-secret');
    expect(text.headers['content-type']).toBe('application/json');
    expect(text.body.text).toContain('Gas leak in Block A');
    expect(text.body.text).toContain(newsLink);
    const [textRow] = await rowsTo('+447400123456');
    expect(text.body.id).toBe(textRow!.id);
    const email = await smtp.next((each) => each.to.includes('owner@example.com') && each.subject === 'Urgent news: Gas leak in Block A');
    expect(email.text).toContain(newsLink);
    expect(email.html).toContain(`<a href="${newsLink}">`);
  });

  it('e-mails a resident whose booking staff cancelled', async () => {
    const [sam, otto] = await Promise.all([api.tokenFor(demoIds.sam), api.tokenFor(demoIds.otto)]);
    const day = addLondonDays(londonDay(api.ctx.now()), 8);
    const at = (time: string) => new Date(londonTime(day, time)).toISOString();
    const booked = await api.call(`/facilities/${demoIds.gym}/bookings`, { method: 'POST', token: sam, body: { startAt: at('10:00'), endAt: at('11:00') } });
    expect(booked.status).toBe(201);
    const cancelled = await api.call(`/facilities/${demoIds.gym}/bookings/${booked.body.data.id}/change-state`, { method: 'PUT', token: otto, body: { state: 'cancelled_by_staff' } });
    expect(cancelled.status).toBe(200);
    const email = await smtp.next((each) => each.to.includes('subtenant@example.com') && each.subject === 'Your booking of the Gym is cancelled');
    expect(email.text).toMatch(/^Staff cancelled your booking of the Gym on Jun 9, 2026, 10:00 AM to 11:00 AM\./);
    expect(email.html).toContain('<p>Staff cancelled your booking of the Gym on Jun 9, 2026, 10:00 AM to 11:00 AM.');
    const rows = await sentTo('subtenant@example.com');
    expect(rows.map((each) => [each.subject, each.body])).toEqual(rows.map(() => ['', '']));
  });
});
