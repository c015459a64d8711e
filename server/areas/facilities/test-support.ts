// Helpers for this area's tests (not part of the API): a fresh app with the demo accounts signed
// in, calls as each of them, and answers checked against their struct.
import { validate, type Struct } from 'superstruct';
import { afterAll, beforeAll, expect } from 'vitest';
import { londonDay } from '../../../core/domain/london';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';

/** The demo accounts the facility tests call as (docs/demo-data.md). */
export const people = ['olivia', 'mia', 'sam', 'dee', 'clara', 'ada', 'manny', 'otto'] as const;
export type Person = (typeof people)[number];

/** A started app (after `beforeAll`): the API, the seeding day in London, and calls as a person. */
export interface FacilitiesSuite {
  readonly api: TestApi;
  /** Day 0 of docs/demo-data.md: the seeding day, `yyyy-MM-dd` in Europe/London. */
  readonly today: string;
  get(person: Person, path: string): ReturnType<TestApi['call']>;
  send(person: Person, method: string, path: string, body?: unknown): ReturnType<TestApi['call']>;
}

/**
 * Starts a fresh app with a new demo database before the file's tests, and closes it after.
 * @example const suite = facilitiesSuite(); it('...', async () => { await suite.get('olivia', '/facilities/x'); });
 */
export function facilitiesSuite(): FacilitiesSuite {
  const tokens = {} as Record<Person, string>;
  const state = { api: undefined as TestApi | undefined, today: '' };
  beforeAll(async () => {
    const api = await startTestApi();
    for (const person of people) tokens[person] = await api.tokenFor(demoIds[person]);
    state.api = api;
    state.today = londonDay(api.ctx.now());
  });
  afterAll(() => state.api?.close());
  return {
    get api() {
      return state.api!;
    },
    get today() {
      return state.today;
    },
    get: (person, path) => state.api!.call(path, { token: tokens[person] }),
    send: (person, method, path, body) => state.api!.call(path, { method, token: tokens[person], body }),
  };
}

/**
 * `value` checked against `struct`, failing the test with every failure when it does not pass.
 * @example const facility = expectValid(body.data, Facility);
 */
export function expectValid<T>(value: unknown, struct: Struct<T, unknown>): T {
  const [error, valid] = validate(value, struct);
  expect(error?.failures() ?? []).toEqual([]);
  return valid as T;
}
