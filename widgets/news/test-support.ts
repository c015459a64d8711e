// Test support for the news DOM tests (not part of the public surface): starts a page in one of
// the named example states, against a fake API at the fetch level (widgets/signin's `startPage`).
import type { RecordedCall } from '../../core/api/test-support';
import type { ExampleAnswer } from '../signin/examples';
import { startPage } from '../signin/test-support';
import type { NewsExample } from './examples';

/**
 * Starts the page of `example`: its session and a fake API answering its answers (`pending`
 * never answers), plus `extra` by `METHOD /path`. Answers the recorded calls.
 * @example const calls = startNewsPage(newsExamples.populated);
 */
export function startNewsPage(example: NewsExample, extra: Record<string, ExampleAnswer | (() => Promise<ExampleAnswer>)> = {}): RecordedCall[] {
  const answers: Record<string, ExampleAnswer | (() => Promise<ExampleAnswer>)> = {};
  for (const [call, answer] of Object.entries(example.answers)) {
    answers[call] = answer === 'pending' ? () => new Promise<ExampleAnswer>(() => undefined) : answer;
  }
  return startPage({ session: example.session, api: {} }, { ...answers, ...extra });
}
