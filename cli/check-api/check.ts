// The conformance check: signs in with each account, makes every read call it can reach by
// following the data (calls.ts), validates each answer with the portal's own struct and the
// portal's own envelope reading, then checks the protection of what it read and, when asked, the
// write calls with records it creates and removes again. It imports nothing of server/: it runs
// against any API.
import { callKey, type Extensions } from './extensions';
import { is, StructError, validate, type Struct } from 'superstruct';
import { readData, UnreadableAnswer } from '../../core/api/envelope';
import { describeStructError } from '../../core/schemas/errors';
import { ApiErrorBody, AuthResult, Booking, FeedEvent, SlotsResponse, Ticket, User, UserMetadata } from '../../core/schemas';
import { MarkedNotification } from '../../core/schemas/notifications';
import { MfaChallenge, PasswordChangeRequired } from '../../core/schemas/auth';
import { CustomerGroup } from '../../core/schemas/customer-groups';
import { TaskResponse } from '../../core/schemas/tasks';
import { addDays, READ_CALLS, type Context, type Found, type ReadCall, type Role } from './calls';

/** One `--account role:email:password`. */
export interface Account {
  readonly role: Role;
  readonly email: string;
  readonly password: string;
}

export interface CheckOptions {
  /** The API's base URL, as the portal's `apiBaseUrl`. */
  readonly api: string;
  readonly accounts: readonly Account[];
  /** Also the write calls (a test system only): records are created and removed again. */
  readonly writes?: boolean;
  /** Each call's time limit; default 20 s, the portal's own. */
  readonly timeoutMs?: number;
  /** The day the date ranges start from (`yyyy-MM-dd`); default today in London. */
  readonly today?: string;
  /** The calls the specification does not name, with what the portal does without each: a 404 or 405 of one is a warning. */
  readonly extensions?: Extensions;
  /** Told before each call, for a progress line. */
  readonly onProgress?: (label: string, done: number) => void;
}

/**
 * What one call showed. `missing`: the route answered 404 or 405; `wrong-status`: another status
 * than the portal expects; `wrong-shape`: the answer fails the portal's struct; `not-protected`:
 * an answer without a token, or another customer's record; `no-answer`: time-out or no
 * connection; `skipped`: not made (`message` says why).
 */
export type Outcome = 'passed' | 'missing' | 'wrong-status' | 'wrong-shape' | 'not-protected' | 'no-answer' | 'skipped';

/** `failure`: the portal would break; `warning`: it has a fallback, or the check could not follow. */
export type Severity = 'ok' | 'warning' | 'failure';

/** Which check of a call: its answer, or a protection check made again on it. */
export type CheckKind = 'answer' | 'without a token' | 'another account' | 'made-up id' | 'write';

/** One line of the report. */
export interface CallResult {
  /** `GET /charges/{chargeAccountId}/statement`: the call as the list names it. */
  readonly call: string;
  /** `resident owner@example.com` */
  readonly account: string;
  readonly check: CheckKind;
  readonly outcome: Outcome;
  readonly severity: Severity;
  /** In words: what was expected and what came (`developments.0.name: is required`). */
  readonly message: string;
  readonly status?: number;
}

export interface Report {
  readonly api: string;
  readonly durationMs: number;
  readonly results: readonly CallResult[];
  readonly failures: number;
  readonly warnings: number;
}

/** A call's outcome: the status and body, or why nothing came. */
type Answer = { readonly status: number; readonly text: string } | { readonly error: string };

const DEFAULT_TIMEOUT_MS = 20_000;
/** An id no record has, for the made-up id check. */
const MADE_UP_ID = 'check-api-no-such-record';

/** `yyyy-MM-dd` of today in London, the days the API's ranges count in. */
function londonToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The path with each `{name}` replaced by its id, or the first name nothing was found for. */
export function fillPath(template: string, found: Found): { path: string } | { lacking: string } {
  let lacking: string | undefined;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = found[name];
    if (value === undefined) lacking ??= name;
    return encodeURIComponent(value ?? '');
  });
  return lacking === undefined ? { path } : { lacking };
}

/**
 * Runs the check and reports every call; never throws for what the API answers.
 * @example const report = await checkApi({ api: 'https://api.example', accounts: [{ role: 'resident', email, password }] });
 */
export async function checkApi(options: CheckOptions): Promise<Report> {
  const started = performance.now();
  const api = options.api.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const today = options.today ?? londonToday();
  const results: CallResult[] = [];
  let done = 0;

  async function send(method: string, path: string, init: { token?: string; query?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
    options.onProgress?.(`${method} ${path}`, done++);
    const search = init.query && Object.keys(init.query).length > 0 ? `?${new URLSearchParams(init.query)}` : '';
    try {
      const response = await fetch(api + path + search, {
        method,
        headers: {
          Accept: 'application/json',
          ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
          ...(init.token && { Authorization: `Bearer ${init.token}` }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return { error: timedOut ? `no answer within ${timeoutMs} ms` : `no answer: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}` };
    }
  }

  function record(result: Omit<CallResult, 'severity'> & { severity?: Severity }): void {
    results.push({ severity: result.outcome === 'passed' ? 'ok' : result.outcome === 'skipped' ? 'warning' : 'failure', ...result });
  }

  /**
   * Judges an answer the portal reads with `schema` and records it; the validated data when it passed.
   * `expected`: the success statuses the portal takes; `withoutIt` makes a 404 or 405 a warning.
   */
  function judge<T>(
    call: string,
    account: string,
    check: CheckKind,
    answer: Answer,
    schema: Struct<T, unknown> | 'file',
    expected: readonly number[],
    withoutIt?: string,
  ): T | undefined {
    if ('error' in answer) {
      record({ call, account, check, outcome: 'no-answer', message: answer.error });
      return undefined;
    }
    const { status, text } = answer;
    if (!expected.includes(status)) {
      if (status === 404 || status === 405) {
        const message = `answered ${status}: the route is missing${check === 'answer' && call.includes('{') ? ', or the record it names (found in an earlier answer) is not found' : ''}`;
        record({ call, account, check, outcome: 'missing', status, message: withoutIt ? `${message}, an extension of Portico’s. Without it: ${withoutIt}` : message, ...(withoutIt && { severity: 'warning' as const }) });
      } else {
        record({ call, account, check, outcome: 'wrong-status', status, message: `expected ${expected.join(' or ')}, got ${status}${serverMessage(text)}` });
      }
      return undefined;
    }
    if (schema === 'file') {
      record({ call, account, check, outcome: 'passed', status, message: `${status}` });
      return undefined;
    }
    try {
      const data = readData(status, text, schema);
      record({ call, account, check, outcome: 'passed', status, message: `${status}, the answer as the portal reads it` });
      return data;
    } catch (error) {
      const cause = error instanceof UnreadableAnswer ? error.cause : error;
      const message =
        cause instanceof StructError
          ? `${describeStructError(cause)[0]} (the first mismatch with the portal's struct)`
          : 'not a JSON `{ "data": ... }` envelope';
      record({ call, account, check, outcome: 'wrong-shape', status, message });
      return undefined;
    }
  }

  // Sign in with each account; the ones signed in go on.
  const sessions: { account: Account; label: string; token: string }[] = [];
  for (const account of options.accounts) {
    const label = `${account.role} ${account.email}`;
    const answer = await send('POST', '/user/login', { body: { method: 'password', email: account.email, password: account.password } });
    // Sign-ins a script cannot finish: the portal handles these 403s, so they are no fault of the API.
    const body = 'error' in answer || answer.status !== 403 ? undefined : json(answer.text);
    const unfinished = is(body, MfaChallenge)
      ? 'multi-factor authentication is on for this account and its codes cannot be automated: give an account without it'
      : is(body, PasswordChangeRequired)
        ? 'this account has a temporary password: sign in once in the portal to choose a new one'
        : undefined;
    if (unfinished) {
      record({ call: 'POST /user/login', account: label, check: 'answer', outcome: 'skipped', status: 403, message: unfinished });
      continue;
    }
    const auth = judge('POST /user/login', label, 'answer', answer, AuthResult, [200]);
    if (auth) sessions.push({ account, label, token: auth.authToken });
  }

  // The reads, followed per account; the first account of each role reads, a second resident is
  // the "another customer" of the protection checks.
  const reads = new Map<string, { session: (typeof sessions)[number]; found: Found; passed: ReadCall[] }>();
  for (const session of sessions) {
    if (reads.has(session.account.role)) continue;
    const found: Found = {};
    const passed: ReadCall[] = [];
    reads.set(session.account.role, { session, found, passed });
    for (const call of READ_CALLS.filter((candidate) => candidate.roles.includes(session.account.role))) {
      const name = `${call.method} ${call.path}`;
      const target = fillPath(call.path, found);
      if ('lacking' in target) {
        record({ call: name, account: session.label, check: 'answer', outcome: 'skipped', message: `nothing to follow: no ${target.lacking} in the answers before it` });
        continue;
      }
      const context: Context = { found, today };
      const answer = await send(call.method, target.path, { token: session.token, query: call.query?.(context), body: call.body?.(context) });
      const data = judge(name, session.label, 'answer', answer, call.file ? 'file' : call.schema, [200], options.extensions?.get(callKey(call.method, call.path)));
      if (!('error' in answer) && answer.status === 200 && (data !== undefined || call.file)) {
        passed.push(call);
        Object.assign(found, call.follow?.(data, found));
      }
    }
  }

  // Protection: every call that answered, again without a token, must be 401.
  const withoutToken = new Set<string>();
  for (const { found, passed } of reads.values()) {
    for (const call of passed) {
      const name = `${call.method} ${call.path}`;
      if (withoutToken.has(name)) continue;
      withoutToken.add(name);
      const target = fillPath(call.path, found);
      if ('lacking' in target) continue;
      const context: Context = { found, today };
      const answer = await send(call.method, target.path, { query: call.query?.(context), body: call.body?.(context) });
      judgeRefusal(name, 'nobody (no token)', 'without a token', answer, [401]);
    }
  }

  // Protection: a customer's record, read by another account and under a made-up id, is 403 or 404.
  const resident = reads.get('resident');
  if (resident) {
    const secondResident = sessions.find((session) => session.account.role === 'resident' && session !== resident.session);
    const staff = sessions.find((session) => session.account.role === 'staff');
    for (const call of resident.passed.filter((candidate) => candidate.owned)) {
      const name = `${call.method} ${call.path}`;
      const target = fillPath(call.path, resident.found);
      if ('lacking' in target) continue;
      const context: Context = { found: resident.found, today };
      const other = secondResident ?? (call.owned?.staffMaySee ? undefined : staff);
      if (other) {
        const answer = await send(call.method, target.path, { token: other.token, query: call.query?.(context), body: call.body?.(context) });
        judgeRefusal(name, other.label, 'another account', answer, [403, 404], `${resident.session.account.email}'s record`);
      } else {
        const message = call.owned?.staffMaySee
          ? "the development's staff may read this record: give a second resident account (--account resident:...) to check it"
          : 'no other account signed in: give a second resident or a staff account to check it';
        record({ call: name, account: resident.session.label, check: 'another account', outcome: 'skipped', message });
      }
      const lastId = [...call.path.matchAll(/\{(\w+)\}/g)].at(-1)![1]!;
      const madeUp = fillPath(call.path, { ...resident.found, [lastId]: MADE_UP_ID });
      if ('path' in madeUp) {
        const answer = await send(call.method, madeUp.path, { token: resident.session.token, query: call.query?.(context), body: call.body?.(context) });
        judgeRefusal(name, resident.session.label, 'made-up id', answer, [403, 404], `a record that does not exist (${lastId} ${MADE_UP_ID})`);
      }
    }
  }

  /** Records a protection check: the refusal expected, `not-protected` for a 2xx. */
  function judgeRefusal(call: string, account: string, check: CheckKind, answer: Answer, expected: readonly number[], what?: string): void {
    if ('error' in answer) {
      record({ call, account, check, outcome: 'no-answer', message: answer.error });
    } else if (expected.includes(answer.status)) {
      record({ call, account, check, outcome: 'passed', status: answer.status, message: `${answer.status}, refused` });
    } else if (answer.status >= 200 && answer.status < 300) {
      const message = check === 'without a token' ? `answered ${answer.status} without a token: expected 401` : `answered ${answer.status} with ${what}: expected 403 or 404`;
      record({ call, account, check, outcome: 'not-protected', status: answer.status, message });
    } else {
      record({ call, account, check, outcome: 'wrong-status', status: answer.status, message: `expected ${expected.join(' or ')}, got ${answer.status}${serverMessage(answer.text)}` });
    }
  }

  if (options.writes) {
    for (const { session, found } of reads.values()) {
      const call: WriteCall = async (method, template, init, schema, expected) => {
        const path = fillTemplate(template, { ...found, ...init.ids });
        const answer = await send(method, path, { token: session.token, query: init.query, body: init.body });
        return judge(`${method} ${template}`, session.label, 'write', answer, schema, expected);
      };
      await (session.account.role === 'resident' ? residentWrites : session.account.role === 'staff' ? staffWrites : async () => undefined)(call, found, today);
    }
  }

  // Sign out, so no session of the check is left open.
  for (const session of sessions) judge('GET /user/logout', session.label, 'answer', await send('GET', '/user/logout', { token: session.token }), 'file', [200, 204]);

  const failures = results.filter((result) => result.severity === 'failure').length;
  const warnings = results.filter((result) => result.severity === 'warning').length;
  return { api, durationMs: Math.round(performance.now() - started), results, failures, warnings };
}

/** A write call: the path's `{name}` ids come from `ids`, else from what the reads found. */
type WriteCall = <T>(
  method: string,
  template: string,
  init: { ids?: Found; query?: Record<string, string>; body?: unknown },
  schema: Struct<T, unknown> | 'file',
  expected: readonly number[],
) => Promise<T | undefined>;

/** The path with `{name}` filled from `found` (a write is made only when its ids were found). */
function fillTemplate(template: string, found: Found): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(found[name] ?? ''));
}

const NOTE = 'Made by the Portico API check (check-api); it removes or closes this again.';

// A resident's writes: settings saved and put back, a request raised, answered and closed (the
// contract has no way to delete one), a booking made and cancelled, a notification already read
// marked read again (which changes nothing).
async function residentWrites(call: WriteCall, found: Found, today: string): Promise<void> {
  const metadata = await call('GET', '/user/metadata', {}, UserMetadata, [200]);
  if (metadata) {
    const { facilitiesBooking } = metadata;
    const changed = { facilitiesBooking: { ...facilitiesBooking, calendarView: facilitiesBooking.calendarView === 'day' ? 'week' : 'day' } };
    if (await call('PUT', '/user/metadata', { body: changed }, UserMetadata, [200])) await call('PUT', '/user/metadata', { body: { facilitiesBooking } }, UserMetadata, [200]);
  }
  const user = await call('GET', '/user', {}, User, [200]);
  if (user) {
    const { ownersCorrespondence, ownersReminders, email } = user.notificationPreferences;
    const preferences = (reminders: boolean) => ({ body: { notificationPreferences: { ownersCorrespondence, ownersReminders: reminders, email } } });
    if (await call('PUT', '/user', preferences(!ownersReminders), User, [200])) await call('PUT', '/user', preferences(ownersReminders), User, [200]);
  }
  if (found.premisesId && found.premisesDevelopmentId && found.categoryId) {
    const body = {
      developmentId: found.premisesDevelopmentId,
      premisesId: found.premisesId,
      categoryId: found.categoryId,
      // Required where the development has site staff; the first audience is the one every development has.
      ...(found.ownerTypeCode && { ownerTypeCode: found.ownerTypeCode }),
      sendingRequestAs: 'customer',
      title: 'API check: test request',
      description: NOTE,
    };
    const ticket = await call('POST', '/tickets', { body }, Ticket, [201]);
    if (ticket) {
      const ids = { ticketId: ticket.id };
      await call('POST', '/tickets/{ticketId}/feed', { ids, body: { message: 'A message of the API check.' } }, FeedEvent, [201]);
      await call('PUT', '/tickets/{ticketId}', { ids, body: { status: 'Closed' } }, Ticket, [200]);
    }
  }
  if (found.bookableFacilityId) {
    const query = { fromDate: addDays(today, 3), toDate: addDays(today, 10) };
    const slots = await call('GET', '/facilities/{bookableFacilityId}/slots', { query }, SlotsResponse, [200]);
    // Days ahead, past any lead time; a slot of a few hours at most, within any longest booking.
    const free = (slots?.slots ?? []).filter((slot) => slot.status === 'available');
    const slot = free.find((candidate) => new Date(candidate.endTime).getTime() - new Date(candidate.startTime).getTime() <= 4 * 3600_000) ?? free[0];
    const booking = slot && (await call('POST', '/facilities/{bookableFacilityId}/bookings', { body: { startAt: slot.startTime, endAt: slot.endTime, note: NOTE } }, Booking, [201]));
    if (booking) await call('PUT', '/facilities/{bookableFacilityId}/bookings/{bookingId}/change-state', { ids: { bookingId: booking.id }, body: { state: 'cancelled' } }, Booking, [200]);
  }
  if (found.readNotificationId) await call('POST', '/notifications/{readNotificationId}/mark-as-read', {}, MarkedNotification, [200]);
}

// A staff member's writes: a task and a customer group, each created and deleted again.
async function staffWrites(call: WriteCall, found: Found): Promise<void> {
  if (!found.developmentId) return;
  if (found.taskStatusId) {
    const body = { developmentId: found.developmentId, title: 'API check: test task', description: NOTE, statusId: found.taskStatusId };
    const created = await call('POST', '/tasks', { body }, TaskResponse, [201]);
    if (created) await call('DELETE', '/tasks/{taskId}', { ids: { taskId: created.task.id } }, 'file', [204]);
  }
  const body = { name: 'API check: test group', description: NOTE, developmentUuid: found.developmentId };
  const group = await call('POST', '/user-group', { body }, CustomerGroup, [201]);
  if (group) await call('DELETE', '/user-group/{groupId}', { ids: { groupId: group.uuid } }, CustomerGroup, [200]);
}

/** The body as JSON, or undefined. */
function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `: <the API's first message>` of an error body `{ messages }`, or nothing. */
function serverMessage(text: string): string {
  const [, body] = validate(json(text), ApiErrorBody);
  const first = body?.messages[0];
  return first ? ` ("${first.slice(0, 120)}")` : '';
}
