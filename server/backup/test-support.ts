// Helpers for the backup tests (not part of the API): a resident who keeps writing while a backup
// runs, and the check that a restored database holds a moment of those writes, whole.
import { expect } from 'vitest';
import { demoIds } from '../areas/core';
import type { Db } from '../database/connection';
import type { TestApi } from '../testing';

/** Requests raised one after another until stopped, in the order the API took them. */
export interface RequestWriter {
  readonly raised: readonly string[];
  /** Resolves once `count` requests have been raised. */
  until(count: number): Promise<void>;
  /** Stops after the request under way; answers every request raised. */
  stop(): Promise<readonly string[]>;
}

/**
 * Raises requests as Olivia (Flat 1), one after another, until `stop()`: the API writing while a
 * backup runs.
 * @example const writer = keepRaisingRequests(api, token); await writer.until(3); ...; await writer.stop();
 */
export function keepRaisingRequests(api: TestApi, token: string): RequestWriter {
  const raised: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let stopping = false;
  const done = (async () => {
    while (!stopping) {
      const { status, body } = await api.call('/tickets', {
        method: 'POST',
        token,
        body: {
          developmentId: demoIds.riversideWharf,
          premisesId: demoIds.flat1,
          title: `Written during a backup ${raised.length + 1}`,
          description: 'The hall light flickers.',
          sendingRequestAs: 'customer',
          categoryId: 'cat-repair',
          ownerTypeCode: 'SS',
        },
      });
      if (status !== 201) throw new Error(`POST /tickets answered ${status}: ${JSON.stringify(body)}`);
      raised.push(body.data.id as string);
      for (const wait of waiting.filter((each) => raised.length >= each.count)) wait.resolve();
    }
  })();
  return {
    raised,
    until: (count) => (raised.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve }))),
    async stop() {
      stopping = true;
      await done;
      return raised;
    },
  };
}

/**
 * Checks that the restored database holds a moment of the writer's requests: the first n of them,
 * never a later one without an earlier. Answers n.
 * @example const kept = await expectWholeMoment(restored.ctx.db, raised);
 */
export async function expectWholeMoment(db: Db, raised: readonly string[]): Promise<number> {
  const rows = await db.selectFrom('tickets').select('id').where('id', 'in', [...raised]).execute();
  const found = new Set(rows.map((row) => row.id));
  const kept = raised.filter((id) => found.has(id)).length;
  expect(raised.slice(0, kept).every((id) => found.has(id)), 'the restored requests are the first ones raised').toBe(true);
  return kept;
}
