// Test support for the requests DOM tests (not part of the public surface): starts a page in one
// of the named example states (core/testing's `startPage`), with uploads through a fake XMLHttpRequest (core/api's `fakeXhr`), and takes the
// example's steps in the raise form.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { fakeXhr, type FakeXhr, type RecordedCall } from '../../core/testing/fake-api';
import { t } from '../../core/i18n';
import { startPage, type ExtraAnswers } from '../../core/testing/page';
import type { ExampleFile, ExampleRaise, RequestsExample } from './examples';

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
 * A `File` of the described name, type and size.
 * @example fileOf({ name: 'tap.jpg', type: 'image/jpeg', size: 2048 })
 */
export function fileOf({ name, type, size }: ExampleFile): File {
  return new File([new Uint8Array(size)], name, { type });
}

/**
 * Takes the raise steps inside `form` (the raise dialog): chooses, types, checks, attaches, then
 * presses Send request when asked.
 * @example await takeRaiseSteps(user, dialog, requestsExamples.success.raise!);
 */
export async function takeRaiseSteps(user: UserEvent, form: HTMLElement, raise: ExampleRaise): Promise<void> {
  const inForm = within(form);
  for (const [label, option] of Object.entries(raise.choose ?? {})) await user.selectOptions(inForm.getByLabelText(t(label)), option);
  for (const [label, text] of Object.entries(raise.type ?? {})) {
    const field = inForm.getByLabelText(t(label));
    await user.clear(field);
    await user.type(field, text);
  }
  for (const label of raise.check ?? []) await user.click(inForm.getByLabelText(label));
  // applyAccept false: the browser's accept is a hint; the form's own checks are under test.
  if (raise.files?.length) await user.upload(inForm.getByLabelText(t('requests.form.addAttachment')), raise.files.map(fileOf));
  if (raise.submit) await user.click(inForm.getByRole('button', { name: t('requests.form.submit') }));
}

/**
 * The open raise dialog (by its heading).
 * @example await takeRaiseSteps(user, raiseDialog(), raise);
 */
export function raiseDialog(): HTMLElement {
  return screen.getByRole('dialog', { name: t('requests.form.title') });
}
