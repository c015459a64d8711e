/**
 * `<portico-signup>` in real Chromium on preact/compat, as the CDN bundle runs it: an open shadow
 * root with its stylesheet adopted (light and dark), nothing inline, the steps panel beside the
 * form on a wide screen; an admin invitation goes to step 3, whose GB phone rules arrive on
 * demand; a chosen picture is really resized on a canvas to 132 pixels wide, its proportion kept;
 * axe with colour contrast in both schemes on steps 1 and 3. Registered on a page without
 * `done-href`, it says who is signed in, in the part the host page can style.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { sampleAuthResult, sampleUserTitles } from '../../core/testing/samples/account';
import { signOut } from '../../core/session';
import { ok } from '../../core/testing/examples';
import { serveFakeApi } from '../../core/testing/fake-api';
import { axeInBothSchemes, partsWithoutPageStyle, rgb, TEST_API, testConfigUrl, until, untilFocused } from '../../core/ui/browser-test-support';
import { lightColours } from '../../core/ui/styles';
import './element';


const { calls } = serveFakeApi(TEST_API, {
  'POST /user/signup/1': ok({ email: 'new.admin@example.com', admin: true, role: { type: 'admin', payload: 'sl3' }, premisesName: null, titles: sampleUserTitles.titles }),
  'POST /user/signup/3': ok(
    { unconfirmedEmail: false, ...sampleAuthResult, user: { ...sampleAuthResult.user, email: 'new.admin@example.com', profile: { title: 'Ms', firstName: 'Nora', lastName: 'New' } } },
    201,
  ),
});
const callNames = () => calls.map((call) => `${call.method} ${call.path}`);

/** A `width` x `height` PNG drawn on a canvas, as a file the picture input takes. */
async function pngFile(width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#c81e1e';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = '#1e1ec8';
  context.fillRect(width / 2, 0, width / 2, height);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
  return new File([blob], 'portrait.png', { type: 'image/png' });
}

describe('<portico-signup> in Chromium on Preact', () => {
  let element: HTMLElement;
  let shadow: ShadowRoot;

  before(async () => {
    await setViewport({ width: 1000, height: 900 });
    element = document.createElement('portico-signup');
    element.setAttribute('config-url', testConfigUrl);
    element.setAttribute('terms-href', '/terms/');
    document.body.append(element);
    shadow = element.shadowRoot!;
    await until(() => shadow.querySelector('input[name="invitationKey"]'), 'step 1');
  });

  after(async () => {
    element.remove();
    // The session the registration started ends here, not in the next file's page: the fake API
    // has no logout, which signOut reports after it has ended the session.
    await signOut().catch(() => undefined);
  });

  it('renders step 1 in an open shadow root with its stylesheet adopted, the steps panel beside the form, nothing inline, axe clean', async () => {
    expect(element.shadowRoot?.mode).to.equal('open');
    const css = shadow.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(css).to.contain('.portico-signup__steps');
    const steps = shadow.querySelector<HTMLElement>('[part="steps"]')!;
    const main = shadow.querySelector<HTMLElement>('.portico-signup__main')!;
    expect(steps.getBoundingClientRect().right).to.be.at.most(main.getBoundingClientRect().left);
    const current = shadow.querySelector<HTMLElement>('[part~="step-current"] .portico-signup__step-number')!;
    expect(getComputedStyle(current).backgroundColor).to.equal(rgb(lightColours.primary));
    expect(shadow.querySelector('[style], style, script')).to.equal(null);
    await axeInBothSchemes(element);
  });

  it('an admin key goes to step 3, whose phone rules load on demand; a picture is resized to 132 pixels wide; axe clean', async () => {
    shadow.querySelector<HTMLInputElement>('input[name="invitationKey"]')!.focus();
    await sendKeys({ type: 'INVITE-ADMIN-1' });
    await sendKeys({ press: 'Enter' });
    const picture = await until(() => shadow.querySelector<HTMLInputElement>('input[type="file"]'), 'step 3');
    expect(callNames()).to.deep.equal(['POST /user/signup/1']);
    expect(shadow.querySelector('[part="heading"]')?.textContent).to.equal('Create Portal Profile');
    await untilFocused(shadow, shadow.querySelector('[part="heading"]'), 'the step heading');

    const files = new DataTransfer();
    files.items.add(await pngFile(400, 300));
    picture.files = files.files;
    picture.dispatchEvent(new Event('change', { bubbles: true }));
    const preview = await until(() => shadow.querySelector<HTMLImageElement>('.portico-signup__preview img'), 'the preview');
    await preview.decode();
    expect([preview.naturalWidth, preview.naturalHeight]).to.deep.equal([132, 99]);
    expect(preview.src.startsWith('data:image/png;base64,')).to.equal(true);

    const sms = () => shadow.querySelector<HTMLInputElement>('input[name="smsNumber"]');
    expect(sms()).to.equal(null);
    shadow.querySelector<HTMLInputElement>('input[name="urgentNewsText"]')!.click();
    await until(() => sms(), 'the SMS number field');
    shadow.querySelector<HTMLButtonElement>('[part="register"]')!.click();
    const summary = await until(() => shadow.querySelector<HTMLElement>('.portico-error-summary'), 'the error summary');
    expect(summary.textContent).to.contain('Enter a phone number');
    await untilFocused(shadow, summary, 'the error summary');
    await axeInBothSchemes(element);
  });

  it('registered on a page without done-href, it says who is signed in, in the part the host page styles', async () => {
    for (const [name, text] of [
      ['firstName', 'Nora'],
      ['lastName', 'New'],
      ['password', 'Portal-Demo-1'],
      ['smsNumber', '07400 123456'],
    ] as const) {
      shadow.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.focus();
      await sendKeys({ type: text });
    }
    shadow.querySelector<HTMLButtonElement>('[part="register"]')!.click();
    const done = await until(() => shadow.querySelector('[part="done"]'), 'the signed-in message');
    expect(done.textContent).to.equal('You are signed in as Nora New. Welcome to the portal.');
    expect(callNames().at(-1)).to.equal('POST /user/signup/3');
    expect(partsWithoutPageStyle(element, ['signup', 'heading', 'done'])).to.deep.equal([]);
  });
});
