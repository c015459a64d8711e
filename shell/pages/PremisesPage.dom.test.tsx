import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import type { Premises } from '../../core/schemas';
import { sampleAuthResult } from '../../core/testing/samples/account';
import { sampleChargesResponse } from '../../core/testing/samples/charges';
import { sampleDevelopment, sampleElmCourt } from '../../core/testing/samples/developments';
import { sampleIds } from '../../core/testing/samples/ids';
import { sampleBreachPremises, samplePremises } from '../../core/testing/samples/premises';
import { DialogHost } from '../../core/ui/DialogHost';
import { closeDialog } from '../../core/ui/dialogStore';
import type { ExampleAnswer } from '../../core/testing/examples';
import { fakeScreen, startPage } from '../../core/testing/page';
import type { PageProps } from '../routes';
import { $router } from '../router';
import { PremisesPage } from './PremisesPage';

afterEach(() => {
  // The generic dialog is a page-wide store: a success dialog left open would greet the next test.
  closeDialog();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const apartment12: Premises = { ...samplePremises, id: sampleIds.apartment12, name: 'Apartment 12', isMainResidence: false, people: [{ ...samplePremises.people[0]!, contactUuid: 'con-olivia-apartment-12', isMainResidence: false }] };
const flat2: Premises = { ...sampleBreachPremises, people: [{ ...sampleBreachPremises.people[0]!, contactUuid: 'con-olivia-flat-2' }] };

const ok = (data: unknown): ExampleAnswer => ({ status: 200, body: { data } });

/** Olivia Owner's API: Riverside Wharf (Flat 1 her main residence, Flat 2, Flat 3 hidden) and Elm Court. */
const api: Record<string, ExampleAnswer | (() => Promise<ExampleAnswer>)> = {
  'GET /developments': ok({ developments: [sampleDevelopment, sampleElmCourt] }),
  [`GET /premises/${sampleIds.flat1}`]: ok(samplePremises),
  [`GET /premises/${sampleIds.flat2}`]: ok(flat2),
  [`GET /premises/${sampleIds.apartment12}`]: ok(apartment12),
  'GET /charges': ok(sampleChargesResponse),
  'GET /user/contact-offers': ok({ offers: [] }),
};

function start(extra: Record<string, ExampleAnswer | (() => Promise<ExampleAnswer>)> = {}) {
  return startPage({ session: sampleAuthResult, answers: {} }, { ...api, ...extra });
}

function pageAt(path: string): PageProps['page'] {
  act(() => $router.open(path));
  return $router.get()!;
}

function show(path: string) {
  const page = pageAt(path);
  return render(
    <>
      <PremisesPage page={page} />
      <DialogHost />
    </>,
  );
}

/** The names of the premises each development of the list shows. */
function listed(): string[][] {
  const nav = screen.getByRole('navigation', { name: t('premises.list.label') });
  return [...nav.querySelectorAll('details')].map((details) => [
    details.querySelector('summary')!.textContent!,
    ...[...details.querySelectorAll('li a')].map((link) => link.textContent!),
  ]);
}

// Each test renders the whole page and types into dialogs: slower than the default 5 s on a busy machine.
describe('PremisesPage: list and detail', { timeout: 20_000 }, () => {
  it('shows a spinner while loading, then the owner developments with their visible premises and the selected premises', async () => {
    start();
    show(`/premises/${sampleIds.flat1}`);
    expect(screen.getByRole('status').textContent).toContain(t('common.loading'));
    await screen.findByRole('heading', { level: 2, name: 'Flat 1' });
    expect(listed()).toEqual([
      ['Riverside Wharf', 'Flat 1', 'Flat 2'],
      ['Elm Court', 'Apartment 12'],
    ]);
    expect(screen.getByRole('link', { name: 'Flat 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Flat 2' }).getAttribute('aria-current')).toBeNull();
    for (const title of ['common.myCharges', 'premises.people.title', 'premises.documentDelivery.title', 'premises.residentStatus.title', 'premises.correspondenceAddress.title', 'premises.legalOwnerAddress.title']) {
      screen.getByRole('heading', { level: 3, name: t(title) });
    }
    // My charges: each account labelled Balance or Credit in GBP, and the premises' charges page.
    const charges = screen.getByRole('region', { name: t('common.myCharges') });
    await within(charges).findByText('Service charge');
    expect(charges.textContent).toContain(`${t('common.balance')} £1,234.50`);
    expect(charges.textContent).toContain(`${t('common.credit')} £120.75`);
    expect(within(charges).getByRole('link', { name: t('premises.charges.link') }).getAttribute('href')).toBe(`/charges/${sampleIds.flat1}`);
    const people = screen.getByRole('region', { name: t('premises.people.title') });
    expect(people.textContent).toContain('Ms Olivia Owner, Owner');
  });

  it('says No premises found when the owner has none to list, and offers no Link another premises (there is no premises to raise it from)', async () => {
    start({ 'GET /developments': ok({ developments: [] }) });
    show('/premises');
    await screen.findByText(t('common.empty.premises'));
    expect(screen.queryByRole('button', { name: t('premises.linkAnother') })).toBeNull();
  });

  it('says No people found for a premises without people', async () => {
    start({ [`GET /premises/${sampleIds.flat2}`]: ok({ ...flat2, people: [] }) });
    show(`/premises/${sampleIds.flat2}`);
    await screen.findByText(t('common.empty.people'));
    // Without the user's own contact there is no main residence to change.
    expect(screen.queryByRole('button', { name: t('premises.mainResidence.edit') })).toBeNull();
  });

  it('shows the failure with Try again, which loads again', async () => {
    let developments = 0;
    start({
      'GET /developments': async () => {
        developments += 1;
        return developments === 1 ? { status: 500, body: { messages: ['Database down.'] } } : ok({ developments: [sampleDevelopment, sampleElmCourt] });
      },
    });
    show(`/premises/${sampleIds.flat1}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.developments')} Database down.`);
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('heading', { level: 2, name: 'Flat 1' });
    expect(developments).toBe(2);
  });

  it('shows premises staff added above the list, and an accepted one joins the list', async () => {
    const offer = { id: 'con-offer-1', developmentName: 'Elm Court', premises: [{ name: 'Apartment 16', relationship: 'Owner' }] };
    const apartment16 = { id: 'pre-elm-court-apartment-16', name: 'Apartment 16', hidden: false, inBreach: false };
    let accepted = false;
    start({
      'GET /user/contact-offers': async () => ok({ offers: accepted ? [] : [offer] }),
      [`POST /user/contact-offers/${offer.id}/accept`]: async () => {
        accepted = true;
        return ok({ offers: [] });
      },
      'GET /developments': async () => ok({ developments: [sampleDevelopment, accepted ? { ...sampleElmCourt, premises: [...sampleElmCourt.premises, apartment16] } : sampleElmCourt] }),
      [`GET /premises/${apartment16.id}`]: ok({ ...apartment12, id: apartment16.id, name: 'Apartment 16' }),
    });
    show(`/premises/${apartment16.id}`);
    const offers = await screen.findByRole('region', { name: t('contactOffers.title') });
    expect(offers.textContent).toContain('Apartment 16, Owner');
    await screen.findByText(t('premises.notFound'));
    expect(listed()[1]).toEqual(['Elm Court', 'Apartment 12']);
    await userEvent.click(within(offers).getByRole('button', { name: t('contactOffers.accept') }));
    await vi.waitFor(() => expect(listed()[1]).toEqual(['Elm Court', 'Apartment 12', 'Apartment 16']));
    // Its details were read with the list: the premises shows.
    await screen.findByRole('heading', { level: 2, name: 'Apartment 16' });
    expect(screen.queryByRole('region', { name: t('contactOffers.title') })).toBeNull();
  });

  it('a premises that is not in the list is not shown', async () => {
    start();
    show(`/premises/${sampleIds.flat3}`);
    await screen.findByText(t('premises.notFound'));
  });

  it('on a wide screen /premises goes to the first premises, replacing the address', async () => {
    start();
    show('/premises');
    await vi.waitFor(() => expect($router.get()?.path).toBe(`/premises/${sampleIds.flat1}`));
  });

  it('on a narrow screen /premises shows the list, and a premises shows alone with a link back', async () => {
    fakeScreen('narrow');
    start();
    show('/premises');
    await screen.findByRole('link', { name: 'Apartment 12' });
    expect($router.get()?.path).toBe('/premises');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('narrow, a premises shows alone with a link back to the list', async () => {
    fakeScreen('narrow');
    start();
    show(`/premises/${sampleIds.apartment12}`);
    await screen.findByRole('heading', { level: 2, name: 'Apartment 12' });
    expect(screen.queryByRole('navigation', { name: t('premises.list.label') })).toBeNull();
    expect(screen.getByRole('link', { name: t('premises.back') }).getAttribute('href')).toBe('/premises');
  });
});

describe('PremisesPage: the edits', { timeout: 20_000 }, () => {
  it('correspondence address: an invalid form lists every problem and sends nothing; a server failure keeps the input; a save shows the success dialog', async () => {
    const user = userEvent.setup();
    let puts = 0;
    const calls = start({
      [`PUT /premises/${sampleIds.flat1}`]: async () => {
        puts += 1;
        return puts === 1 ? { status: 500, body: { messages: ['Try later.'] } } : ok(samplePremises);
      },
    });
    show(`/premises/${sampleIds.flat1}`);
    await user.click(await screen.findByRole('button', { name: t('premises.address.edit') }));
    const dialog = screen.getByRole('dialog', { name: t('premises.correspondenceAddress.title') });
    const city = within(dialog).getByLabelText(t('premises.address.city'));
    expect((city as HTMLInputElement).value).toBe('London');
    await user.clear(city);
    await user.clear(within(dialog).getByLabelText(t('premises.address.postalCode')));
    await user.type(within(dialog).getByLabelText(t('premises.address.postalCode')), 'SE');
    await user.type(within(dialog).getByLabelText(t('premises.address.county')), 'x'.repeat(30));
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));

    // spec 1 §5: every field is marked touched; the summary lists and links each problem.
    const summary = within(dialog).getByRole('alert', { name: t('ui.errorSummary.heading') });
    expect([...summary.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      t('validation.required'),
      t('validation.maxLength', { n: 40 }),
      t('validation.minLength', { n: 3 }),
    ]);
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(city, 'Bristol');
    const county = within(dialog).getByLabelText(t('premises.address.county'));
    await user.clear(county);
    await user.type(within(dialog).getByLabelText(t('premises.address.postalCode')), '1');
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
    // spec 1 §8: the error dialog, over the edit dialog, which keeps what was typed.
    const failure = await screen.findByRole('dialog', { name: t('dialog.error.defaultTitle') });
    expect(failure.textContent).toContain(`${t('premises.edit.failed')} Try later.`);
    await user.click(within(failure).getByRole('button', { name: t('dialog.close') }));
    expect(screen.queryByRole('dialog', { name: t('dialog.error.defaultTitle') })).toBeNull();
    expect((city as HTMLInputElement).value).toBe('Bristol');

    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
    const success = await screen.findByRole('dialog', { name: t('dialog.success.defaultHeading') });
    await within(success).findByText(t('premises.correspondenceAddress.success'));
    const put = calls.filter((call) => call.method === 'PUT').at(-1)!;
    expect(put.body).toEqual({
      correspondenceAddress: {
        addressLine1: 'Flat 1, Riverside Wharf',
        addressLine2: '1 Wharf Road',
        addressLine3: null,
        city: 'Bristol',
        county: null,
        country: 'United Kingdom',
        postalCode: 'SE1',
      },
    });
  });

  it('contact preferences: saved, shown as saved, with the success dialog', async () => {
    const user = userEvent.setup();
    const saved: Premises = { ...samplePremises, contactPreferences: { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: true } };
    const calls = start({ [`PUT /premises/${sampleIds.flat1}`]: ok(saved) });
    show(`/premises/${sampleIds.flat1}`);
    const section = await screen.findByRole('region', { name: t('premises.documentDelivery.title') });
    expect(section.textContent).toContain(`${t('premises.contactPreferences.serviceChangeReceivePost')}${t('common.no')}`);
    await user.click(within(section).getByRole('button', { name: t('premises.contactPreferences.edit') }));
    const dialog = screen.getByRole('dialog', { name: t('premises.documentDelivery.title') });
    await user.click(within(dialog).getByLabelText(t('premises.contactPreferences.serviceChangeReceivePost')));
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await within(await screen.findByRole('dialog', { name: t('dialog.success.defaultHeading') })).findByText(t('premises.contactPreferences.success'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ contactPreferences: { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: true } });
    expect(section.textContent).toContain(`${t('premises.contactPreferences.serviceChangeReceivePost')}${t('common.yes')}`);
  });

  it('main residence: ticking Flat 2 sends her own contact and unticks Flat 1 in the list', async () => {
    const user = userEvent.setup();
    const nowMain: Premises = { ...flat2, isMainResidence: true, people: flat2.people.map((person) => ({ ...person, isMainResidence: true })) };
    const calls = start({ [`PUT /premises/${sampleIds.flat2}/main-residence`]: ok(nowMain) });
    show(`/premises/${sampleIds.flat2}`);
    const nav = await screen.findByRole('navigation', { name: t('premises.list.label') });
    const marked = () => [...nav.querySelectorAll('li')].filter((item) => item.textContent!.includes(t('premises.mainResidence.title'))).map((item) => item.querySelector('a')!.textContent);
    expect(marked()).toEqual(['Flat 1']);
    await user.click(screen.getByRole('button', { name: t('premises.mainResidence.edit') }));
    const dialog = screen.getByRole('dialog', { name: t('premises.mainResidence.title') });
    const box = within(dialog).getByLabelText(t('premises.mainResidence.label'));
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await within(await screen.findByRole('dialog', { name: t('dialog.success.defaultHeading') })).findByText(t('premises.mainResidence.success'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ contactUuid: 'con-olivia-flat-2', isMainResidence: true });
    expect(marked()).toEqual(['Flat 2']);
  });

  it('Link another premises: loads the categories, requires a message, raises the request', async () => {
    const user = userEvent.setup();
    const calls = start({
      'GET /tickets/categories': ok({ categories: [{ id: 'cat-request', name: 'General request', slug: 'request' }] }),
      'GET /tickets/owner-types': ok({ ownerTypes: [{ code: 'PM', name: 'Property manager', slug: 'property_manager' }] }),
      'POST /tickets': { status: 500, body: { messages: ['Busy.'] } },
    });
    show(`/premises/${sampleIds.apartment12}`);
    await user.click(await screen.findByRole('button', { name: t('premises.linkAnother') }));
    const dialog = screen.getByRole('dialog', { name: t('premises.linkAnother') });
    const details = await within(dialog).findByLabelText(t('premises.link.details'));
    await user.click(within(dialog).getByRole('button', { name: t('requests.form.submit') }));
    expect(within(dialog).getByRole('alert', { name: t('ui.errorSummary.heading') }).textContent).toContain(t('validation.required'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(details, 'Flat 9, Elm Court');
    await user.click(within(dialog).getByRole('button', { name: t('requests.form.submit') }));
    expect((await screen.findByRole('dialog', { name: t('dialog.error.defaultTitle') })).textContent).toContain(`${t('errors.request.create')} Busy.`);
    expect((details as HTMLTextAreaElement).value).toBe('Flat 9, Elm Court');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      developmentId: sampleIds.elmCourt,
      premisesId: sampleIds.apartment12,
      title: t('premises.linkAnother'),
      description: 'Flat 9, Elm Court',
      sendingRequestAs: 'customer',
      categoryId: 'cat-request',
      ownerTypeCode: 'PM',
    });
  });
});
