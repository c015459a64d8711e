import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { sendMessage } from '.';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('outbox', () => {
  it('lists the messages to one address, newest first', async () => {
    await sendMessage(api.ctx, { to: 'Owner@Example.com', channel: 'email', subject: 'First', body: 'one' });
    await sendMessage(api.ctx, { to: 'owner@example.com', channel: 'sms', subject: 'Second', body: 'two' });
    await sendMessage(api.ctx, { to: 'someone@example.com', channel: 'email', subject: 'Other', body: 'three' });
    const { status, body } = await api.call('/dev/outbox?to=owner@example.com');
    expect(status).toBe(200);
    expect(body.data.messages.map((message: { subject: string }) => message.subject)).toEqual(['Second', 'First']);
  });

  it('lists the texts to one phone number, written as texts go to it', async () => {
    await sendMessage(api.ctx, { to: '+447400123456', channel: 'sms', subject: 'Urgent', body: 'text' });
    const { status, body } = await api.call(`/dev/outbox?to=${encodeURIComponent('+447400123456')}`);
    expect(status).toBe(200);
    expect(body.data.messages.map((message: { channel: string; body: string }) => [message.channel, message.body])).toEqual([['sms', 'text']]);
  });

  it('keeps a subject to one line of plain text, whatever text it was made from', async () => {
    await sendMessage(api.ctx, { to: 'subject@example.com', channel: 'email', subject: 'Water off\r\nBcc: all@example.com\u001b[31m\u202e', body: 'b' });
    const { body } = await api.call('/dev/outbox?to=subject@example.com');
    expect(body.data.messages[0].subject).toBe('Water off Bcc: all@example.com [31m');
  });

  it('rejects a malformed address with 400', async () => {
    for (const to of ['not-an-address', encodeURIComponent('07400 123456'), encodeURIComponent('+44')]) {
      const { status, body } = await api.call(`/dev/outbox?to=${to}`);
      expect(status).toBe(400);
      expect(body.messages.length).toBeGreaterThan(0);
    }
  });
});

describe('outbox with demo mode off', () => {
  it('does not exist', async () => {
    const production = await startTestApi({ demoMode: false });
    try {
      expect((await production.call('/dev/outbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
