import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import './testSetup.dom';
import { ApiError } from '../api/error';
import { t } from '../i18n';
import { Loaded, useLoad } from './Loaded';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function View({ load }: { load: () => Promise<string> }) {
  return <Loaded state={useLoad(load, 'The news could not be loaded.')}>{(text) => <p>{text}</p>}</Loaded>;
}

describe('useLoad and Loaded', () => {
  it('shows the spinner, then the data', async () => {
    const answer = deferred<string>();
    render(<View load={() => answer.promise} />);
    screen.getByRole('status');
    await act(async () => answer.resolve('Lift out of service'));
    screen.getByText('Lift out of service');
  });

  it("shows an ApiError's message, or the failure text for anything else, and Try again loads again", async () => {
    const user = userEvent.setup();
    const answers = [
      () => Promise.reject(new ApiError({ kind: 'http', status: 500, messages: ['Server down.'], prefix: 'Could not load.' })),
      () => Promise.reject(new TypeError('boom')),
      () => Promise.resolve('Loaded at last'),
    ];
    let calls = 0;
    render(<View load={() => answers[calls++]!()} />);
    await screen.findByText('Could not load. Server down.');
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByText('The news could not be loaded.');
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByText('Loaded at last');
    expect(calls).toBe(3);
  });

  it('drops an answer that arrives after unmounting', async () => {
    const answer = deferred<string>();
    const { unmount } = render(<View load={() => answer.promise} />);
    unmount();
    await act(async () => answer.resolve('too late'));
    expect(screen.queryByText('too late')).toBeNull();
  });
});
