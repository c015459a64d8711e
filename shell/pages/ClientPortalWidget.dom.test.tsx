import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import type { Development, User } from '../../core/schemas';
import { sampleDirectorUser, sampleManagerUser, sampleUser } from '../../core/testing/samples/account';
import { sampleDevelopment, sampleDevelopmentsResponse, sampleElmCourt } from '../../core/testing/samples/developments';
import { sampleNewsFilterResponse } from '../../core/testing/samples/news';
import { sampleTicketCategoriesResponse, sampleTicketOwnerTypesResponse, sampleTicketsResponse } from '../../core/testing/samples/tickets';
import { $activeRole } from '../../core/session';
import { exampleAuthResult, ok, type ExampleAnswer } from '../../core/testing/examples';
import { startPage } from '../../core/testing/page';
import { ClientPortalWidget } from './ClientPortalWidget';
import { DashboardPage } from './DashboardPage';
import { expectNoAxeViolations } from '../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Riverside Wharf, which has a client portal, as its client sees it; Elm Court, which has none. */
const clientOfRiverside: Development = { ...sampleDevelopment, userRole: 'client_portal_access', premises: [] };
const clientOfElmCourt: Development = { ...sampleElmCourt, userRole: 'client_portal_access', premises: [] };

const dashboardAnswers = (developments: Development[]) => ({
  'GET /developments': ok({ developments }),
  'POST /news/filter': ok(sampleNewsFilterResponse),
  'GET /tickets': ok(sampleTicketsResponse),
  'GET /tickets/categories': ok(sampleTicketCategoriesResponse),
  'GET /tickets/owner-types': ok(sampleTicketOwnerTypesResponse),
  'GET /user/contact-offers': ok({ offers: [] }),
  'GET /charges': ok({ totalBalance: 0, developments: [] }),
});

async function dashboardOf(user: User, developments: Development[]) {
  startPage(
    { session: { ...exampleAuthResult, user }, answers: dashboardAnswers(developments), featureFlags: { ClientPortalForPropertyManagers: true } },
    { [`GET /developments/${sampleDevelopment.id}/parcels`]: ok({ parcels: [] }), [`GET /developments/${sampleElmCourt.id}/parcels`]: ok({ parcels: [] }) },
  );
  const view = render(<DashboardPage page={{ route: 'dashboard', path: '/dashboard', params: {}, search: {}, hash: '' }} />);
  await screen.findByRole('link', { name: developments[0]!.name });
  return view;
}

const widget = () => screen.queryByRole('region', { name: t('routes.client') });

describe('the dashboard’s client-portal widget (spec 1 §2), by role', () => {
  it('a customer who is also the client of a development with a client portal: its name and a link to /client; axe finds nothing', async () => {
    await dashboardOf(sampleDirectorUser, [clientOfRiverside, clientOfElmCourt]);
    const section = await screen.findByRole('region', { name: t('routes.client') });
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([clientOfRiverside.name]);
    expect(within(section).getByRole('link', { name: t('dashboard.clientPortal.link') }).getAttribute('href')).toBe('/client');
    await expectNoAxeViolations(section);
  });

  it('following the link by keyboard makes client the active role, so the client portal opens to her', async () => {
    await dashboardOf(sampleDirectorUser, [clientOfRiverside]);
    expect($activeRole.get()).toBe('customer');
    const link = await screen.findByRole('link', { name: t('dashboard.clientPortal.link') });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect($activeRole.get()).toBe('client');
  });

  it('the same user whose client developments have no client portal: no widget', async () => {
    await dashboardOf(sampleDirectorUser, [clientOfElmCourt]);
    await waitFor(() => expect(screen.getAllByRole('region').length).toBeGreaterThan(1));
    expect(widget()).toBeNull();
  });

  it('an owner of a development with a client portal (not its client): no widget', async () => {
    await dashboardOf(sampleUser, sampleDevelopmentsResponse.developments);
    await screen.findByRole('region', { name: t('dashboard.premises.title') });
    expect(widget()).toBeNull();
  });

  it('a property manager let into the client portal: no widget (the header links it)', async () => {
    await dashboardOf(sampleManagerUser, [{ ...sampleDevelopment, userRole: 'sl1' }]);
    expect(widget()).toBeNull();
  });
});

describe('ClientPortalWidget: its states', () => {
  const show = (answer: ExampleAnswer | 'pending') => {
    startPage({ session: { ...exampleAuthResult, user: sampleDirectorUser }, answers: { 'GET /developments': answer } });
    return render(<ClientPortalWidget />);
  };

  it('loading and failed: nothing (My developments shows the spinner and the error with Try again)', async () => {
    expect(show('pending').container.innerHTML).toBe('');
    const failed = show({ status: 500, body: { messages: ['Down.'] } });
    await waitFor(() => expect(failed.container.innerHTML).toBe(''));
  });

  it('loaded: the developments with a client portal, axe finds nothing', async () => {
    const { container } = show(ok({ developments: [clientOfRiverside, { ...clientOfElmCourt, hasClientPortal: true }] }));
    const section = await screen.findByRole('region', { name: t('routes.client') });
    within(section).getByText(t('dashboard.clientPortal.intro', { count: 2 }));
    await expectNoAxeViolations(container);
  });
});
