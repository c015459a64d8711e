// Texts through the agent's webhook: one JSON POST per text, which the agent's adapter passes on
// to its SMS provider (the contract is in server/areas/outbox/README.md, Texts).
import type { SmsWebhookConfig } from '../config';
import { DEFAULT_TIMEOUT_MS, type DeliverableMessage, type MessageTransport, type TransportOptions } from './transport';

/**
 * POSTs `{ id, to, text }` as JSON to the webhook, with `Authorization: Bearer <secret>` when a
 * secret is configured. A 2xx answer within the time-out means the text is delivered; any other
 * answer, a redirect, no answer in time or no connection is a failure, tried again later with the
 * same `id` (the adapter's idempotency key).
 * @example await smsWebhookTransport({ url: 'https://sms.agent.example/portico', secret: null }).send({ id, to: '+447400123456', subject: '', body: 'Water off' });
 */
export function smsWebhookTransport(webhook: SmsWebhookConfig, { timeoutMs = DEFAULT_TIMEOUT_MS }: TransportOptions = {}): MessageTransport {
  return {
    async send(message: DeliverableMessage) {
      let response: Response;
      try {
        response = await fetch(webhook.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(webhook.secret !== null && { Authorization: `Bearer ${webhook.secret}` }) },
          body: JSON.stringify({ id: message.id, to: message.to, text: message.body }),
          // A redirect could carry the secret elsewhere: it is an answer like any other non-2xx.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') throw new Error(`the text webhook did not answer within ${timeoutMs / 1000} s`);
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new Error(`the text webhook could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message})`);
      }
      // The answer's body means nothing to us; reading it to the end frees the connection.
      await response.body?.cancel();
      if (response.status < 200 || response.status > 299) throw new Error(`the text webhook answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
    },
  };
}
