// The fake API of every test (not part of the public surface): a fake `fetch` that records
// calls and honours abort signals like the real one, the answers by `METHOD /path` that the DOM
// and browser tests share, and JWTs with chosen claims. Valid entities come from core/testing/samples.
import { connectSession } from '../api/auth';
import { $config } from '../config';
import type { ExampleAnswer } from './examples';

/** One call the fake fetch received. */
export interface RecordedCall {
  method: string;
  url: URL;
  path: string;
  /** The bearer token, or null when the call had no Authorization header. */
  bearer: string | null;
  /** The parsed JSON body, or undefined. */
  body: unknown;
}

/** Answers one call; may wait, may throw (a network failure). */
export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * A fetch that hands every call to `handler` and records it. Like the real fetch, it rejects with
 * an AbortError as soon as the call's signal aborts, even while the handler is still waiting.
 * @example const server = fakeFetch(() => json(200, { data: [] })); vi.stubGlobal('fetch', server.fetch);
 */
export function fakeFetch(handler: FakeHandler): { fetch: typeof fetch; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetchFn = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const authorization = new Headers(init.headers).get('Authorization');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      path: url.pathname,
      bearer: authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const signal = init.signal;
    const aborted = () => new DOMException('This operation was aborted', 'AbortError');
    if (signal?.aborted) return Promise.reject(aborted());
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(aborted()), { once: true });
      Promise.resolve()
        .then(() => handler(call))
        .then(resolve, reject);
    });
  };
  return { fetch: fetchFn as typeof fetch, calls };
}

/**
 * What the fake API answers to one `METHOD /path`: an answer; `pending`, which never answers (a
 * loading state); or a function of the call, to wait, or to answer by its body or query
 * (undefined: as if nothing were listed).
 */
export type FakeAnswer = ExampleAnswer | 'pending' | ((call: RecordedCall) => ExampleAnswer | undefined | Promise<ExampleAnswer | undefined>);

/** The fake API's answers by `METHOD /path`. @example const answers: FakeAnswers = { 'GET /charges': ok(sampleChargesResponse) }; */
export type FakeAnswers = Readonly<Record<string, FakeAnswer>>;

/**
 * A fake API that answers each call from `answers` by `METHOD /path` (the query aside), any other
 * with 404 `Not found.` (204 for `GET /user/logout`), and records the calls.
 * @example const api = fakeApi({ 'GET /charges': ok(sampleChargesResponse) }); vi.stubGlobal('fetch', api.fetch);
 */
export function fakeApi(answers: FakeAnswers): { fetch: typeof fetch; calls: RecordedCall[] } {
  return fakeFetch(async (call) => {
    const found = answers[`${call.method} ${call.path}`];
    const answer = found === 'pending' ? await new Promise<never>(() => undefined) : typeof found === 'function' ? await found(call) : found;
    if (answer === undefined) return call.path === '/user/logout' ? noContent() : json(404, { messages: ['Not found.'] });
    return answer.body === undefined ? new Response(null, { status: answer.status }) : json(answer.status, answer.body);
  });
}

/**
 * `fakeApi(answers)` in front of a real browser's fetch, for the browser tests, which have no
 * `vi.stubGlobal`: calls to `origin` go to the fake API, any other (such as the `data:` URLs of a
 * test's configuration and catalogue) to the real fetch. Answers the recorded calls, and how to
 * put the real fetch back.
 * @example const { calls } = serveFakeApi(TEST_API, { 'GET /charges': ok(sampleChargesResponse) });
 */
export function serveFakeApi(origin: string, answers: FakeAnswers): { calls: RecordedCall[]; restore: () => void } {
  const api = fakeApi(answers);
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    new URL(input instanceof Request ? input.url : String(input)).origin === origin ? api.fetch(input, init) : realFetch.call(globalThis, input, init);
  return { calls: api.calls, restore: () => (globalThis.fetch = realFetch) };
}

/** A JSON answer. @example json(200, { data: user }) */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A 204 answer. @example noContent() */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** A fetch rejection as browsers give it when the server cannot be reached. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

/**
 * An unsigned JWT with these claims (the client never verifies signatures).
 * @example makeJwt({ sub: 'u1', exp: nowSeconds() + 600 })
 */
export function makeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

/** Seconds since the epoch, as JWT claims count time. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** An auth token valid for ten minutes. */
export function validToken(subject = 'user-1'): string {
  return makeJwt({ sub: subject, exp: nowSeconds() + 600 });
}

/** An auth token that expired a minute ago. */
export function expiredToken(subject = 'user-1'): string {
  return makeJwt({ sub: subject, exp: nowSeconds() - 60 });
}

/**
 * A page whose configuration has loaded with API base `baseUrl`, as every API test starts.
 * @example beforeEach(() => readyConfig('https://api.example.test'));
 */
export function readyConfig(baseUrl: string): void {
  $config.set({
    status: 'ready',
    source: 'remote',
    config: { baseUrl, availableLangs: ['en'], styleUrls: [], banners: [] },
  });
}

/**
 * The API client's session, fixed: it always holds `authToken` and the refresh token `refresh-1`,
 * and nothing it is told changes it. For the tests of calls, not of the session.
 * @example beforeEach(() => connectFixedSession(validToken()));
 */
export function connectFixedSession(authToken: string): void {
  connectSession({
    getAuthToken: () => authToken,
    getRefreshToken: () => 'refresh-1',
    storeAuthResult: () => undefined,
    clearAuthToken: () => undefined,
    endSession: () => undefined,
    refreshInFlight: null,
  });
}

/** What a fake server does with an `XMLHttpRequest` once it is sent (answer, fail, report progress, or nothing). */
export type XhrBehaviour = (xhr: FakeXhr) => void;

/**
 * Just enough of `XMLHttpRequest` for core/api's `sendWithProgress`: it records what was sent and
 * lets a test report upload progress, answer, fail or abort. Made by `fakeXhr`.
 * @example xhr.progress(512, 1024); xhr.answer(201, { data: attachment });
 */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseHeaderText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  getAllResponseHeaders() {
    return this.responseHeaderText;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable: total > 0 }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaderText = 'content-type: application/json\r\n';
    this.events.dispatchEvent(new Event('load'));
  }
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}

/**
 * A fake `XMLHttpRequest` class to stub the global with, the requests it was sent, and the
 * behaviour (changeable at any time) applied to each once it is sent, in a microtask.
 * @example const xhrs = fakeXhr((xhr) => xhr.answer(201, { data: attachment })); vi.stubGlobal('XMLHttpRequest', xhrs.XMLHttpRequest);
 */
export function fakeXhr(behaviour: XhrBehaviour = () => undefined): { XMLHttpRequest: typeof FakeXhr; sent: FakeXhr[]; behaviour: XhrBehaviour } {
  const server = { sent: [] as FakeXhr[], behaviour, XMLHttpRequest: FakeXhr };
  server.XMLHttpRequest = class extends FakeXhr {
    override send(body: unknown) {
      super.send(body);
      server.sent.push(this);
      queueMicrotask(() => server.behaviour(this));
    }
  };
  return server;
}
