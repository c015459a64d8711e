import type { Struct } from 'superstruct';

/** A struct of `core/schemas`, whatever it validates. */
export type AnyStruct = Struct<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An HTTP method of the API. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The kinds of signed-in caller the authorisation matrix has columns for (docs/demo-data.md): a
 * customer who owns premises, a subtenant, a client organisation's user, and staff at their three
 * levels. What a caller may do with a particular record is the route's own rule, written in words
 * in `summary` or `description`.
 */
export type Caller = 'owner' | 'subtenant' | 'client' | 'staff-global' | 'staff-sl1' | 'staff-sl3';

/** Every kind of signed-in caller. */
export const EVERYONE: readonly Caller[] = ['owner', 'subtenant', 'client', 'staff-global', 'staff-sl1', 'staff-sl3'];
/** Customers: owners and subtenants. */
export const CUSTOMERS: readonly Caller[] = ['owner', 'subtenant'];
/** Staff at every level. */
export const STAFF: readonly Caller[] = ['staff-global', 'staff-sl1', 'staff-sl3'];

/** A status the portal reads besides success; each has its meaning in the document's shared answers. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429;

/** A `multipart/form-data` body: each part's name, and whether it is a file or a text value. */
export interface MultipartBody {
  readonly multipart: Readonly<Record<string, { readonly kind: 'file' | 'text'; readonly description: string; readonly required?: boolean }>>;
}

/**
 * One call of the contract between the portal and the agent's API: what the reference API serves
 * and the portal calls, with the `core/schemas` structs both sides validate with. The OpenAPI
 * document is generated from these records, and the drift tests hold them to the app's routes.
 * @example
 * const getFacility: Operation = {
 *   method: 'GET', route: '/facilities/:id', tag: 'Facilities', summary: 'One facility with its booking rules',
 *   spec: 'spec 2 §7', access: 'user', callers: EVERYONE,
 *   params: { id: 'The facility' }, answer: { status: 200, data: Facility, example: sampleFacility }, failures: [404],
 * };
 */
export interface Operation {
  readonly method: Method;
  /** The path as the reference API registers it, with `:name` parameters; the document writes `{name}`. */
  readonly route: string;
  /** The group it is listed under in the document (one per area: 'Charges', 'Facilities'...). */
  readonly tag: string;
  /** One line: what the call does. */
  readonly summary: string;
  /** More words where the rules need them: which records the caller may reach, what changes. */
  readonly description?: string;
  /** Where the specification names the call ('spec 1 §7', 'spec 2 §7'); without it, the call is an extension of Portico's. */
  readonly spec?: string;
  /**
   * For an extension: what the portal does when the agent's API answers it with 404 or 405
   * (for example "falls back on PUT /user with multiFactorPreferences").
   */
  readonly withoutIt?: string;
  /**
   * The portal never builds this path: it opens the URL an answer gives (pictures, images), so an
   * API may serve the file anywhere. Such a route is not one the portal calls by name.
   */
  readonly linkedFromAnswers?: true;
  /**
   * public: no token (the sign-in, sign-up and forgotten-password calls, public images);
   * refresh-token or reset-token: that token as the bearer; user: a signed-in user's access token.
   */
  readonly access: 'public' | 'refresh-token' | 'reset-token' | 'user';
  /** The callers the route lets through for records of their own (a 'user' route only). */
  readonly callers?: readonly Caller[];
  /** Each path parameter's meaning, by the name the route gives it. */
  readonly params?: Readonly<Record<string, string>>;
  /** The query string's struct (as the server reads it with `readQuery`). */
  readonly query?: AnyStruct;
  /** The request body: a struct (JSON, as the server reads it with `readJson`) or the parts of a multipart body. */
  readonly body?: AnyStruct | MultipartBody;
  /** An example body, from `core/testing/samples`. */
  readonly bodyExample?: unknown;
  /**
   * The success answer: its status and either the struct of the `{ data }` envelope's `data`
   * (the client's own `schema`), a file of the given media type, or nothing the portal reads.
   */
  readonly answer:
    | { readonly status: 200 | 201; readonly data: AnyStruct; readonly example?: unknown }
    | { readonly status: 200; readonly file: string }
    | { readonly status: 200 | 201 | 204; readonly empty: true };
  /** The failures the route answers and the portal handles, beyond 401 for a 'user' route without a token. */
  readonly failures: readonly FailureStatus[];
  /**
   * The bodies a 403 of this call may carry besides the `{ messages }` error body, each with a
   * token for the next step (the sign-in's `MfaChallenge` and `PasswordChangeRequired`).
   */
  readonly forbiddenBodies?: readonly AnyStruct[];
}
