// The transports a configuration names, channel by channel.
import type { DeliveryConfig } from '../config';
import { smtpTransport } from './email';
import { smsWebhookTransport } from './sms-webhook';
import type { Channel, MessageTransport, TransportOptions } from './transport';

/**
 * The transport of each channel the configuration gives one: SMTP for e-mail, the webhook for
 * texts. A channel left out keeps its messages in the outbox.
 * @example const transports = transportsFor(ctx.config.delivery); await transports.email?.send(message);
 */
export function transportsFor(delivery: DeliveryConfig, options: TransportOptions = {}): Partial<Record<Channel, MessageTransport>> {
  return {
    ...(delivery.smtp && { email: smtpTransport(delivery.smtp, options) }),
    ...(delivery.sms && { sms: smsWebhookTransport(delivery.sms, options) }),
  };
}

/**
 * Whether the configuration delivers messages of this channel (else they are kept in the outbox).
 * @example if (delivers(ctx.config.delivery, 'sms')) …
 */
export function delivers(delivery: DeliveryConfig, channel: Channel): boolean {
  return channel === 'email' ? delivery.smtp !== null : delivery.sms !== null;
}
