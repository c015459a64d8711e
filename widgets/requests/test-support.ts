// Test support for the requests DOM tests (not part of the public surface): starts a page in one
// of the named example states (core/testing's `startPage`), with uploads through a fake
// XMLHttpRequest (core/api's `fakeXhr`), and finds the raise form and the example's step in it.
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeXhr, type FakeXhr, type RecordedCall } from '../../core/testing/fake-api';
import { t } from '../../core/i18n';
import { startPage, type ExtraAnswers } from '../../core/testing/page';
import type { ExampleStep } from '../../core/testing/examples';
import type { RequestsExample } from './examples';

/**
 * The answer an upload gets in the tests: half way, all sent, then the file saved on the request.
 * @example xhrs.behaviour = uploadAnswer;
 */
export function uploadAnswer(xhr: FakeXhr): void {
  const ticketId = /\/tickets\/([^/]+)\/attachments$/.exec(xhr.url)?.[1] ?? 'tkt-unknown';
  const file = (xhr.body as FormData).get('file') as File;
  xhr.progress(file.size / 2, file.size);
  xhr.progress(file.size, file.size);
  xhr.answer(201, { data: { id: `att-${file.name.replace(/\W/g, '-')}`, name: file.name, url: `/tickets/${ticketId}/attachments/att-1` } });
}

/**
 * Starts the page of `example`: its session, a fake API answering its answers (`pending` never
 * answers) plus `extra`, and uploads doing what `example.upload` says. Answers the recorded calls
 * and the fake XMLHttpRequest's server (its `sent` requests; its `behaviour` can change).
 * @example const { calls, xhrs } = startRequestsPage(requestsExamples.success);
 */
export function startRequestsPage(
  example: RequestsExample,
  extra: ExtraAnswers = {},
): { calls: RecordedCall[]; xhrs: ReturnType<typeof fakeXhr> } {
  const calls = startPage(example, extra);
  const xhrs = fakeXhr(
    example.upload === 'fail'
      ? (xhr) => xhr.answer(500, { messages: ['The file store is unavailable.'] })
      : example.upload === 'pending'
        ? (xhr) => xhr.progress(100_000, 200_000)
        : uploadAnswer,
  );
  vi.stubGlobal('XMLHttpRequest', xhrs.XMLHttpRequest);
  return { calls, xhrs };
}

/**
 * The example's step inside the raise form (its last), to take in a raise dialog the test opened.
 * @example await takeStep(user, raiseFormStep(requestsExamples.success));
 */
export function raiseFormStep(example: RequestsExample): ExampleStep {
  const step = example.steps?.at(-1);
  if (!step?.within) throw new Error(`The example ${example.name} takes no step in the raise form.`);
  return step;
}

/**
 * The open raise dialog (by its heading).
 * @example within(raiseDialog()).getByLabelText('Subject');
 */
export function raiseDialog(): HTMLElement {
  return screen.getByRole('dialog', { name: t('requests.form.title') });
}
