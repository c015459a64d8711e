// Test support for the statement's DOM tests (not part of the public surface): starts a page in
// one of the named example states, against a fake API at the fetch level (widgets/signin's
// `startPage`) that answers the statement call from the example.
import type { RecordedCall } from '../../core/api/test-support';
import { startPage } from '../signin/test-support';
import type { ExampleAnswer } from '../signin/examples';
import type { StatementExample } from './examples';

/**
 * The API path of an account's statement, as the fake API sees it.
 * @example statementPath('acc-flat-1-service-charge') // '/charges/acc-flat-1-service-charge/statement'
 */
export function statementPath(chargeAccountId: string): string {
  return `/charges/${encodeURIComponent(chargeAccountId)}/statement`;
}

/**
 * Starts the page of `example`: configuration with its feature flags, its session, and a fake API
 * whose `GET /charges/{id}/statement` answers the example's answer (`pending` never answers),
 * plus `extra` answers by `METHOD /path`. Answers the recorded calls.
 * @example const calls = startStatementPage(statementExamples.populated);
 */
export function startStatementPage(
  example: StatementExample,
  extra: Record<string, ExampleAnswer | (() => Promise<ExampleAnswer>)> = {},
): RecordedCall[] {
  const answers: Record<string, ExampleAnswer | (() => Promise<ExampleAnswer>)> = {};
  if (example.chargeAccountId !== undefined) {
    const answer = example.answer;
    answers[`GET ${statementPath(example.chargeAccountId)}`] = answer === 'pending' ? () => new Promise<ExampleAnswer>(() => undefined) : answer;
  }
  return startPage({ featureFlags: example.featureFlags, session: example.session, api: {} }, { ...answers, ...extra });
}
