import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import { sampleChargesResponse } from '../../core/testing/samples/charges';
import { sampleDevelopmentsResponse } from '../../core/testing/samples/developments';
import { sampleNewsFilterResponse } from '../../core/testing/samples/news';
import { sampleTicketCategoriesResponse, sampleTicketOwnerTypesResponse, sampleTicketsResponse } from '../../core/testing/samples/tickets';
import { signedIn, type ExampleAnswer } from '../../core/testing/examples';
import { startPage } from '../../core/testing/page';
import { DashboardPage } from './DashboardPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ok = (data: unknown): ExampleAnswer => ({ status: 200, body: { data } });
const answers = {
  'GET /developments': ok(sampleDevelopmentsResponse),
  'GET /charges': ok(sampleChargesResponse),
  'POST /news/filter': ok(sampleNewsFilterResponse),
  'GET /tickets': ok(sampleTicketsResponse),
  'GET /tickets/categories': ok(sampleTicketCategoriesResponse),
  'GET /tickets/owner-types': ok(sampleTicketOwnerTypesResponse),
  'GET /user/contact-offers': ok({ offers: [] }),
};

describe('DashboardPage: one store per resource', () => {
  it('reads the developments once for my developments, the premises, the news and the requests', async () => {
    const calls = startPage(signedIn, answers);
    render(<DashboardPage page={{ route: 'dashboard', path: '/dashboard', params: {}, search: {}, hash: '' }} />);
    const developments = await screen.findByRole('region', { name: t('dashboard.developments.title') });
    const first = sampleDevelopmentsResponse.developments[0]!;
    await within(developments).findByRole('link', { name: first.name });
    expect((await screen.findAllByText(sampleNewsFilterResponse.news[0]!.title)).length).toBeGreaterThan(0);
    const sent = calls.map((call) => `${call.method} ${call.path}`);
    expect(sent.filter((call) => call === 'GET /developments')).toHaveLength(1);
    // The news waited for that one answer rather than asking for the developments itself.
    expect(calls.find((call) => call.path === '/news/filter')?.body).toEqual({
      developmentUUIDs: sampleDevelopmentsResponse.developments.map((development) => development.id),
    });
    expect(sent.filter((call) => call === 'GET /charges').length).toBeLessThanOrEqual(1);
  }, 20_000);
});
