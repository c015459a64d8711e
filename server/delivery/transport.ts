// What every way of delivering a message offers.

/** A message on its way out: the outbox row's id (the idempotency key), address and words. */
export interface DeliverableMessage {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

/**
 * One way out for one channel. `send` resolves once the other side has taken the message and
 * rejects, with an error whose message says in words what went wrong (never a secret), when it
 * has not: the outbox then tries again later.
 */
export interface MessageTransport {
  send(message: DeliverableMessage): Promise<void>;
  /** Lets go of what it holds open (SMTP connections), once the messages of a round are sent. */
  close?(): void;
}

/** The channels a message goes out on. */
export type Channel = 'email' | 'sms';

/** How long a transport waits for the other side. */
export interface TransportOptions {
  /** Milliseconds before a connection, an answer or a silence counts as a failure; default 10 s. */
  readonly timeoutMs?: number;
}

/** The default of `TransportOptions.timeoutMs`. */
export const DEFAULT_TIMEOUT_MS = 10_000;
