// E-mail through SMTP (nodemailer): the text as written, with an HTML alternative made from it.
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';
import { emailHtml } from './email-html';
import { DEFAULT_TIMEOUT_MS, type DeliverableMessage, type MessageTransport, type TransportOptions } from './transport';

/** SMTP connections open at once, at most: as many as messages are sent side by side. */
export const SMTP_CONNECTIONS = 5;

/** The domain of the from address (`Name <portal@agent.example>` or a bare address), for message ids. */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'portico.invalid';
}

/**
 * Sends e-mail through the configured SMTP server: `security` `tls` encrypts from the first byte,
 * `starttls` upgrades the connection and refuses to go on without it, `none` sends in the clear (a
 * relay on the same machine only). Connections are kept for the next message until `close`. Each message carries the outbox id in its Message-ID, so a
 * retried e-mail is the same e-mail to whoever receives it twice.
 * @example await smtpTransport(config.delivery.smtp).send({ id, to: 'owner@example.com', subject, body });
 */
export function smtpTransport(smtp: SmtpConfig, { timeoutMs = DEFAULT_TIMEOUT_MS }: TransportOptions = {}): MessageTransport {
  const transporter = nodemailer.createTransport({
    // A few connections, each used for many messages: a greeting and a handshake per message made
    // a hundred e-mails (a news item to a development) take seconds longer.
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'starttls',
    ignoreTLS: smtp.security === 'none',
    ...(smtp.user !== null && { auth: { user: smtp.user, pass: smtp.password ?? '' } }),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // The message is text we wrote: nothing in it may make nodemailer read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(message: DeliverableMessage) {
      await transporter.sendMail({
        from: smtp.from,
        // An address object, never a string nodemailer would read as a list of addresses.
        to: { name: '', address: message.to },
        subject: message.subject,
        text: message.body,
        html: emailHtml(message.body),
        messageId: `<${message.id}@${domainOf(smtp.from)}>`,
      });
    },
    close: () => transporter.close(),
  };
}
