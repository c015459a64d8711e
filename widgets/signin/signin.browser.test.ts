/**
 * `<portico-signin>` in real Chromium on preact/compat, as the CDN bundle runs it: the host page
 * configures it with the `config-url` attribute alone, an invalid submit focuses the error summary
 * inside the shadow root, the MFA step strips the spaces of real key presses, and the sign-in event
 * reaches the document.
 */
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { exampleAuthResult, exampleMfaChallenge, exampleMfaUser } from '../../core/testing/examples';
import './element';
import { TEST_API, testConfigUrl, until } from '../../core/ui/browser-test-support';
import en from '../../core/i18n/en.json';


const logins: unknown[] = [];
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (!url.startsWith(TEST_API)) return realFetch(input, init);
  const body: unknown = JSON.parse(String(init?.body));
  logins.push(body);
  const answer = (body as { method: string }).method === 'password' ? [403, exampleMfaChallenge] : [200, { data: exampleAuthResult }];
  return new Response(JSON.stringify(answer[1]), { status: answer[0] as number, headers: { 'Content-Type': 'application/json' } });
};

describe('<portico-signin> in Chromium on Preact', () => {
  it('validates, asks for the code, strips its spaces as typed and signs in', async () => {
    const events: unknown[] = [];
    document.addEventListener('portico-signed-in', (event) => events.push(event.detail));
    const element = document.createElement('portico-signin');
    element.setAttribute('config-url', testConfigUrl);
    document.body.append(element);
    const shadow = element.shadowRoot!;

    const submit = await until(() => shadow.querySelector<HTMLButtonElement>('button[type="submit"]'), 'the sign-in form');
    expect(shadow.querySelectorAll('form')).to.have.length(1);
    submit.click();
    const summary = await until(() => shadow.querySelector<HTMLElement>('.portico-error-summary'), 'the error summary');
    await until(() => shadow.activeElement === summary, 'focus on the error summary');
    expect(summary.textContent).to.contain(en['validation.email']).and.contain(en['validation.password.required']);

    shadow.querySelector<HTMLInputElement>('input[type="email"]')!.focus();
    await sendKeys({ type: 'mfa@example.com' });
    shadow.querySelector<HTMLInputElement>('input[type="password"]')!.focus();
    await sendKeys({ type: 'Portal-Demo-1' });
    submit.click();

    const code = await until(() => shadow.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]'), 'the code field');
    code.focus();
    await sendKeys({ type: '482 913' });
    expect(code.value).to.equal('482913');
    await sendKeys({ press: 'Enter' });

    await until(() => shadow.textContent?.includes('Signed in as Mia Multifactor'), 'the signed-in panel');
    expect(logins).to.deep.equal([
      { method: 'password', email: 'mfa@example.com', password: 'Portal-Demo-1' },
      { method: 'mfa', token: exampleMfaChallenge.mfaToken, code: '482913' },
    ]);
    expect(events).to.deep.equal([{ userId: exampleMfaUser.id }]);
  });
});
