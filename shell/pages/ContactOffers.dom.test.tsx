import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import type { ContactOffer } from '../../core/schemas';
import { sampleDevelopmentsResponse } from '../../core/testing/samples/developments';
import { sampleNewsFilterResponse } from '../../core/testing/samples/news';
import { sampleTicketsResponse } from '../../core/testing/samples/tickets';
import { ok, signedIn, type ExampleAnswer } from '../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../core/testing/page';
import { $contactOffers } from '../../core/stores/contact-offers';
import { ContactOffers } from './ContactOffers';
import { DashboardPage } from './DashboardPage';
import { expectNoAxeViolations } from '../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OFFERS = 'GET /user/contact-offers';
const offer: ContactOffer = { id: 'con-offer-1', developmentName: 'Harbour Lofts', premises: [{ name: 'Loft 9', relationship: 'Tenant' }, { name: 'Loft 10', relationship: 'Owner' }] };
const ACCEPT = `POST /user/contact-offers/${offer.id}/accept`;
const DECLINE = `POST /user/contact-offers/${offer.id}/decline`;
const down: ExampleAnswer = { status: 500, body: { messages: ['The records are unavailable.'] } };

/** The named states of the section: what `GET /user/contact-offers` answers. */
const CONTACT_OFFERS_STATES = {
  loading: { [OFFERS]: 'pending' },
  offers: { [OFFERS]: ok({ offers: [offer] }) },
  none: { [OFFERS]: ok({ offers: [] }) },
  error: { [OFFERS]: down },
} as const satisfies Record<string, Record<string, ExampleAnswer | 'pending'>>;

/** The offers listed until one is answered, none after: the API answers the offers left. */
function answered(): ExtraAnswers {
  let left: ContactOffer[] = [offer];
  const answer = async () => {
    left = [];
    return ok({ offers: left });
  };
  return { [OFFERS]: async () => ok({ offers: left }), [ACCEPT]: answer, [DECLINE]: answer };
}

async function show(answers: Record<string, ExampleAnswer | 'pending'>, extra: ExtraAnswers = {}) {
  const calls = startPage({ ...signedIn, answers: { 'GET /developments': ok(sampleDevelopmentsResponse), ...answers } }, extra);
  const view = render(
    <main>
      <ContactOffers headingLevel={2} />
    </main>,
  );
  if (answers[OFFERS] !== 'pending') await waitFor(() => expect(calls.some((call) => call.path === '/user/contact-offers')).toBe(true));
  return { ...view, calls, sent: () => calls.map((call) => `${call.method} ${call.path}`) };
}

const region = () => screen.findByRole('region', { name: t('contactOffers.title') });

describe('ContactOffers (premises staff added for the customer, to accept or decline)', () => {
  it.each(Object.entries(CONTACT_OFFERS_STATES))('%s: axe finds nothing', async (name, answers) => {
    const { container } = await show(answers);
    if (name === 'offers') await region();
    if (name === 'error') await screen.findByRole('alert');
    await expectNoAxeViolations(container);
  });

  it('offers: the development, each premises with its relationship, Accept and Decline', async () => {
    await show(CONTACT_OFFERS_STATES.offers);
    const section = await region();
    expect(section.textContent).toContain(t('contactOffers.intro', { development: 'Harbour Lofts' }));
    expect(within(section).getAllByRole('listitem').slice(1).map((item) => item.textContent)).toEqual(['Loft 9, Tenant', 'Loft 10, Owner']);
    within(section).getByRole('button', { name: t('contactOffers.accept') });
    within(section).getByRole('button', { name: t('contactOffers.decline') });
  });

  it('loading and none: nothing at all', async () => {
    const loading = await show(CONTACT_OFFERS_STATES.loading);
    expect(loading.container.querySelector('section')).toBeNull();
    loading.unmount();
    const none = await show(CONTACT_OFFERS_STATES.none);
    await waitFor(() => expect(none.calls.length).toBeGreaterThan(0));
    expect(none.container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an API without the call (404): nothing at all, as with none', async () => {
    const { container } = await show({ [OFFERS]: { status: 404, body: { messages: ['There is no such route.'] } } });
    // Settled: the section has what the store answered, which is no offers rather than an error.
    expect(await $contactOffers.fetch()).toEqual({ data: [] });
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('error: the failure with Try again, which loads them', async () => {
    let fail = true;
    await show(CONTACT_OFFERS_STATES.error, { [OFFERS]: async () => (fail ? down : ok({ offers: [offer] })) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.contactOffers')} The records are unavailable.`);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: t('common.retry') }));
    expect(await region()).toBeTruthy();
  });

  it('accepts from the keyboard: busy while it is sent (a second press sends nothing), then the offer is gone', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const extra = answered();
    const accept = extra[ACCEPT] as () => Promise<ExampleAnswer>;
    extra[ACCEPT] = () => new Promise<ExampleAnswer>((resolve) => (release = () => void accept().then(resolve)));
    const { sent } = await show({}, extra);
    const button = within(await region()).getByRole('button', { name: t('contactOffers.accept') });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    await user.keyboard('{Enter}');
    expect(sent().filter((call) => call === ACCEPT)).toHaveLength(1);
    release();
    await waitFor(() => expect(screen.queryByRole('region', { name: t('contactOffers.title') })).toBeNull());
    // The offers were read again after the change was announced.
    expect(sent().filter((call) => call === OFFERS).length).toBeGreaterThanOrEqual(2);
  });

  it('declines only after the confirmation that it cannot be undone', async () => {
    const user = userEvent.setup();
    const { sent } = await show({}, answered());
    await user.click(within(await region()).getByRole('button', { name: t('contactOffers.decline') }));
    const dialog = await screen.findByRole('dialog', { name: t('contactOffers.declineHeading', { development: 'Harbour Lofts' }) });
    expect(dialog.textContent).toContain(t('contactOffers.declineBody'));
    expect(sent()).not.toContain(DECLINE);
    await user.click(within(dialog).getByRole('button', { name: t('contactOffers.decline') }));
    await waitFor(() => expect(screen.queryByRole('region', { name: t('contactOffers.title') })).toBeNull());
    expect(sent().filter((call) => call === DECLINE)).toHaveLength(1);
  });

  it('says why an answer failed, keeps the offer, and Try again sends the same answer', async () => {
    const user = userEvent.setup();
    const extra = answered();
    const accept = extra[ACCEPT] as () => Promise<ExampleAnswer>;
    let fail = true;
    extra[ACCEPT] = async () => (fail ? { status: 503, body: { messages: ['Please try again shortly.'] } } : accept());
    const { sent } = await show({}, extra);
    const section = await region();
    await user.click(within(section).getByRole('button', { name: t('contactOffers.accept') }));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.contactOffers.accept')} Please try again shortly.`);
    within(section).getByText('Loft 9, Tenant');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(screen.queryByRole('region', { name: t('contactOffers.title') })).toBeNull());
    expect(sent().filter((call) => call === ACCEPT)).toHaveLength(2);
  });

  it('is on the dashboard of a signed-in customer, loaded on demand', async () => {
    startPage({
      ...signedIn,
      answers: { 'GET /developments': ok(sampleDevelopmentsResponse), 'POST /news/filter': ok(sampleNewsFilterResponse), 'GET /tickets': ok(sampleTicketsResponse), ...CONTACT_OFFERS_STATES.offers },
    });
    render(<DashboardPage page={{ route: 'dashboard', path: '/dashboard', params: {}, search: {}, hash: '' }} />);
    const section = await screen.findByRole('region', { name: t('contactOffers.title') }, { timeout: 10_000 });
    within(section).getByText('Loft 9, Tenant');
  }, 20_000);
});
