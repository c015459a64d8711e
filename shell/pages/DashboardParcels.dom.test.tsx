import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import { sampleDevelopmentsResponse } from '../../core/testing/samples/developments';
import { sampleIds } from '../../core/testing/samples/ids';
import { sampleNewsFilterResponse } from '../../core/testing/samples/news';
import { sampleParcelsResponse } from '../../core/testing/samples/parcels';
import { sampleTicketsResponse } from '../../core/testing/samples/tickets';
import { ok, signedIn, type ExampleAnswer } from '../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../core/testing/page';
import { DashboardPage } from './DashboardPage';
import { DashboardParcels } from './DashboardParcels';
import { expectNoAxeViolations } from '../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
});

const riverside = `GET /developments/${sampleIds.riversideWharf}/parcels`;
const elmCourt = `GET /developments/${sampleIds.elmCourt}/parcels`;
const none = ok({ parcels: [] });
const down: ExampleAnswer = { status: 500, body: { messages: ['The parcel book is unavailable.'] } };

/** The named states of the section: what the parcels calls of Olivia's two developments answer. */
const DASHBOARD_PARCELS_STATES = {
  loading: { [riverside]: 'pending', [elmCourt]: none },
  parcels: { [riverside]: ok(sampleParcelsResponse), [elmCourt]: none },
  none: { [riverside]: none, [elmCourt]: none },
  error: { [riverside]: down, [elmCourt]: none },
} as const satisfies Record<string, Record<string, ExampleAnswer | 'pending'>>;

async function show(answers: Record<string, ExampleAnswer | 'pending'>, extra: ExtraAnswers = {}) {
  const calls = startPage({ ...signedIn, answers: { 'GET /developments': ok(sampleDevelopmentsResponse), ...answers } }, extra);
  const view = render(
    <main>
      <DashboardParcels />
    </main>,
  );
  if (answers[riverside] !== 'pending') await waitFor(() => expect(view.container.querySelector('.portico-spinner')).toBeNull());
  return { ...view, calls };
}

describe('DashboardParcels (spec 2 §2, §7: a resident’s parcels awaiting collection)', () => {
  it.each(Object.entries(DASHBOARD_PARCELS_STATES))('%s: axe finds nothing', async (_name, answers) => {
    const { container } = await show(answers);
    await expectNoAxeViolations(container);
  });

  it('parcels: premises, type and received date of each, asked per development with collected=false', async () => {
    const { calls } = await show(DASHBOARD_PARCELS_STATES.parcels);
    const section = screen.getByRole('region', { name: t('dashboard.parcels.title') });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Flat 1Small parcel25/11/2026', 'Flat 1Letter24/11/2026']);
    expect(calls.filter((call) => call.path.endsWith('/parcels')).map((call) => `${call.path}${call.url.search}`).sort()).toEqual(
      [`/developments/${sampleIds.elmCourt}/parcels?collected=false`, `/developments/${sampleIds.riversideWharf}/parcels?collected=false`].sort(),
    );
  });

  it('none: no section at all', async () => {
    const { container } = await show(DASHBOARD_PARCELS_STATES.none);
    expect(container.querySelector('section')).toBeNull();
  });

  it('error: the section with the failure and Try again, which loads them', async () => {
    let fail = true;
    await show(DASHBOARD_PARCELS_STATES.error, { [riverside]: async () => (fail ? down : ok(sampleParcelsResponse)) });
    const section = screen.getByRole('region', { name: t('dashboard.parcels.title') });
    const alert = within(section).getByRole('alert');
    expect(alert.textContent).toContain(`${t('errors.parcels.load')} The parcel book is unavailable.`);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: t('common.retry') }));
    await within(section).findByText('Small parcel');
  });

  it('is on the dashboard of a signed-in resident, loaded on demand', async () => {
    startPage({
      ...signedIn,
      answers: { 'GET /developments': ok(sampleDevelopmentsResponse), 'POST /news/filter': ok(sampleNewsFilterResponse), 'GET /tickets': ok(sampleTicketsResponse), ...DASHBOARD_PARCELS_STATES.parcels },
    });
    render(<DashboardPage page={{ route: 'dashboard', path: '/dashboard', params: {}, search: {}, hash: '' }} />);
    const section = await screen.findByRole('region', { name: t('dashboard.parcels.title') }, { timeout: 10_000 });
    await within(section).findByText('Small parcel');
  }, 20_000);
});
