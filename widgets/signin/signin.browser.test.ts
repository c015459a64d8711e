/**
 * `<portico-signin>` in real Chromium on preact/compat, as the CDN bundle runs it: the host page
 * configures it with the `config-url` attribute alone, an invalid submit focuses the error summary
 * inside the shadow root, the MFA step strips the spaces of real key presses, and the sign-in event
 * reaches the document.
 */
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { exampleAuthResult, exampleMfaChallenge, exampleMfaUser, ok } from '../../core/testing/examples';
import { serveFakeApi } from '../../core/testing/fake-api';
import './element';
import { TEST_API, testConfigUrl, until } from '../../core/ui/browser-test-support';
import en from '../../core/i18n/en.json';


// The password asks for the code (403, the MFA challenge); the code signs in.
const { calls } = serveFakeApi(TEST_API, {
  'POST /user/login': (call) => ((call.body as { method: string }).method === 'password' ? { status: 403, body: exampleMfaChallenge } : ok(exampleAuthResult)),
});

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
    expect(calls.map((call) => call.body)).to.deep.equal([
      { method: 'password', email: 'mfa@example.com', password: 'Portal-Demo-1' },
      { method: 'mfa', token: exampleMfaChallenge.mfaToken, code: '482913' },
    ]);
    expect(events).to.deep.equal([{ userId: exampleMfaUser.id }]);
  });
});
