// Real receivers for the delivery tests (not part of the API): an SMTP server (smtp-server) and an
// HTTP server standing for an agent's text webhook, each on a free loopback port, and a log that
// keeps its JSON lines.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the SMTP server received it, its parts decoded. */
export interface ReceivedEmail {
  /** The envelope's recipients and sender. */
  readonly to: readonly string[];
  readonly from: string;
  readonly headers: ReadonlyMap<string, string>;
  readonly subject: string;
  /** The text/plain part. */
  readonly text: string;
  /** The text/html part ('' when there is none). */
  readonly html: string;
  readonly raw: string;
}

/** A local SMTP server for a test. */
export interface SmtpReceiver {
  readonly port: number;
  readonly received: readonly ReceivedEmail[];
  /** While set, every message's data is refused with this answer (a 451: "try again later"). */
  refuse(answer: string | null): void;
  /** The first message received (now or later) that `match` accepts. */
  next(match: (email: ReceivedEmail) => boolean): Promise<ReceivedEmail>;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  // RFC 2047 encoded words, as nodemailer writes a header that is not plain ASCII.
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  // Each byte escaped as %XX reads back as UTF-8; a literal % in the text is escaped first.
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(headers: ReadonlyMap<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/**
 * Reads a message as nodemailer writes one: a text part, or a multipart/alternative of text and
 * HTML, each part quoted-printable, base64 or plain.
 * @example const { subject, text, html } = parseEmail(raw, envelope);
 */
export function parseEmail(raw: string, envelope: { from: string; to: readonly string[] }): ReceivedEmail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const parts: { headers: Map<string, string>; body: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1, -1)) {
      const at = section.indexOf('\r\n\r\n');
      parts.push({ headers: parseHeaders(section.slice(0, at).trim()), body: section.slice(at + 4).replace(/\r\n$/, '') });
    }
  } else {
    parts.push({ headers, body });
  }
  const part = (type: string) => parts.find((each) => (each.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const decoded = (type: string) => {
    const found = part(type);
    return found ? decodeBody(found.headers, found.body).replace(/\r\n/g, '\n') : '';
  };
  return { ...envelope, headers, subject: decodeWords(headers.get('subject') ?? ''), text: decoded('text/plain'), html: decoded('text/html'), raw };
}

/**
 * Starts an SMTP server on a free loopback port, in the clear (no STARTTLS: `security: 'none'`),
 * with or without a sign-in.
 * @example const smtp = await startSmtpReceiver(); const mail = await smtp.next((m) => m.to.includes('owner@example.com'));
 */
export async function startSmtpReceiver({ auth }: { auth?: { user: string; password: string } } = {}): Promise<SmtpReceiver> {
  const received: ReceivedEmail[] = [];
  const waiting: { match: (email: ReceivedEmail) => boolean; resolve: (email: ReceivedEmail) => void }[] = [];
  let refusal: string | null = null;
  const server = new SMTPServer({
    logger: false,
    // No DNS look-up of the loopback client: it is slow, and nothing here reads the name.
    disableReverseLookup: true,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.password) return callback(null, { user: auth.user });
      callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal !== null) return callback(Object.assign(new Error(refusal), { responseCode: 451 }));
        const email = parseEmail(Buffer.concat(chunks).toString('utf8'), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        received.push(email);
        for (const waiter of waiting.filter((each) => each.match(email))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(email);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    refuse: (answer) => {
      refusal = answer;
    },
    next: (match) => {
      const found = received.find(match);
      return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ match, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A text as the webhook received it. */
export interface ReceivedText {
  readonly headers: IncomingHttpHeaders;
  readonly body: { id: string; to: string; text: string };
}

/** What the webhook answers: a status, or `hang` (never an answer). */
export type WebhookAnswer = number | 'hang';

/** A local HTTP server standing for an agent's text webhook. */
export interface WebhookReceiver {
  readonly url: string;
  /** Every request, answered or not. */
  readonly received: readonly ReceivedText[];
  /** What the next requests are answered (default 200). */
  answer(status: WebhookAnswer): void;
  next(match: (text: ReceivedText) => boolean): Promise<ReceivedText>;
  close(): Promise<void>;
}

/**
 * Starts an HTTP receiver for texts on a free loopback port.
 * @example const webhook = await startWebhookReceiver(); webhook.answer(500);
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedText[] = [];
  const waiting: { match: (text: ReceivedText) => boolean; resolve: (text: ReceivedText) => void }[] = [];
  let answer: WebhookAnswer = 200;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text: ReceivedText = { headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
      received.push(text);
      for (const waiter of waiting.filter((each) => each.match(text))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(text);
      }
      if (answer === 'hang') return;
      response.writeHead(answer, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/texts`,
    received,
    answer: (status) => {
      answer = status;
    },
    next: (match) => {
      const found = received.find(match);
      return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ match, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON log whose lines a test reads. */
export interface CapturedLog {
  readonly log: Logger;
  readonly lines: readonly Record<string, unknown>[];
}

/**
 * A pino log at `debug` that keeps every line, parsed, instead of writing it.
 * @example const { log, lines } = capturedLog(); await deliverDue({ ...api.ctx, log });
 */
export function capturedLog(): CapturedLog {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

/**
 * Reads `read` until `done` accepts what it answers (a row another process or the delivery worker
 * updates), polling every 10 ms; the test's time-out bounds it.
 * @example const row = await until(() => outboxRow(id), (row) => row?.status === 'sent');
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
