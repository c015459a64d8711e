import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import { londonDay } from '../../../core/domain/london';
import { t } from '../../../core/i18n';
import type { Parcel } from '../../../core/schemas/parcels';
import { sampleAdminUser, sampleAuthResult } from '../../../core/testing/samples/account';
import { sampleDevelopment } from '../../../core/testing/samples/developments';
import { sampleIds } from '../../../core/testing/samples/ids';
import { sampleParcelsResponse, sampleParcelTypesResponse } from '../../../core/testing/samples/parcels';
import { fakeFetch, json } from '../../../core/testing/fake-api';
import { startPage } from '../../../core/testing/page';
import { DialogHost } from '../../../core/ui/DialogHost';
import { SnackbarHost } from '../../../core/ui/Snackbar';
import { ParcelsSection } from './ParcelsSection';
import { expectNoAxeViolations } from '../../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RIVERSIDE = sampleIds.riversideWharf;
const base = `/developments/${RIVERSIDE}/parcels`;
const staff = { ...sampleAuthResult, user: sampleAdminUser };
const collectedParcel: Parcel = {
  ...sampleParcelsResponse.parcels[0]!,
  id: sampleIds.flat1CollectedParcel,
  type: { id: sampleIds.parcelLarge, name: 'Large parcel' },
  receivedOn: '2026-11-18',
  note: null,
  collected: true,
  collectedAt: '2026-11-20T10:00:00.000Z',
};
type Answer = { status: number; body?: unknown } | 'pending';
const down: Answer = { status: 500, body: { messages: ['The parcel book is unavailable.'] } };

/** A named state: what the API answers, by `METHOD path` with the query where it matters. */
const PARCELS_STATES = {
  loading: { [`GET ${base}?collected=false`]: 'pending', [`GET ${base}?collected=true`]: 'pending' },
  populated: { [`GET ${base}?collected=false`]: { status: 200, body: { data: sampleParcelsResponse } }, [`GET ${base}?collected=true`]: { status: 200, body: { data: { parcels: [collectedParcel] } } } },
  empty: { [`GET ${base}?collected=false`]: { status: 200, body: { data: { parcels: [] } } }, [`GET ${base}?collected=true`]: { status: 200, body: { data: { parcels: [] } } } },
  error: { [`GET ${base}?collected=false`]: down, [`GET ${base}?collected=true`]: { status: 200, body: { data: { parcels: [collectedParcel] } } } },
} satisfies Record<string, Record<string, Answer>>;

async function show(answers: Record<string, Answer | (() => Answer)>, recordId?: string) {
  startPage({ session: staff, answers: {} });
  const all: Record<string, Answer | (() => Answer)> = { [`GET ${base}/types`]: { status: 200, body: { data: sampleParcelTypesResponse } }, ...answers };
  const server = fakeFetch(async (call) => {
    const found = all[`${call.method} ${call.path}${call.url.search}`] ?? all[`${call.method} ${call.path}`];
    const answer = typeof found === 'function' ? found() : found;
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    if (!answer) return json(404, { messages: ['Not found.'] });
    return json(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', server.fetch);
  const view = render(
    <>
      <main>
        <ParcelsSection development={sampleDevelopment} recordId={recordId} />
      </main>
      <DialogHost />
      <SnackbarHost />
    </>,
  );
  if (answers[`GET ${base}?collected=false`] !== 'pending') await waitFor(() => expect(view.container.querySelector('.portico-spinner')).toBeNull());
  return { ...view, calls: server.calls };
}

/** A row's button by its label and the parcel it is for (Flat 1's small parcel). */
const rowButton = (label: string) => new RegExp(`^${label}\\s*\\(${t('parcels.row', { type: 'Small parcel', premises: 'Flat 1' })}\\)$`);
const table = (caption: string) => screen.getByRole('table', { name: caption });
const listReads = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method === 'GET' && call.path === base).length;

describe('ParcelsSection (spec 2 §2, §4, §7 parcels)', () => {
  it.each(Object.entries(PARCELS_STATES))('%s: axe finds nothing', async (_name, answers) => {
    const { container } = await show(answers);
    await expectNoAxeViolations(container);
  });

  it('populated: the uncollected with premises, type, received date, note and Mark collected; the collected apart', async () => {
    await show(PARCELS_STATES.populated);
    const waiting = table(t('parcels.uncollected'));
    const rows = within(waiting).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent)[2])).toEqual(['Left in the post room.', '']);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Flat 1');
    expect(rows[0]!.textContent).toContain('Small parcel');
    expect(rows[0]!.textContent).toContain('25/11/2026');
    within(rows[0]!).getByRole('button', { name: rowButton(t('parcels.markCollected')) });
    const collected = table(t('parcels.collected'));
    within(collected).getByText('Large parcel');
    expect(within(collected).queryByRole('button', { name: new RegExp(t('parcels.markCollected')) })).toBeNull();
  });

  it('empty: each list says it has none', async () => {
    await show(PARCELS_STATES.empty);
    within(table(t('parcels.uncollected'))).getByText(t('parcels.empty.uncollected'));
    within(table(t('parcels.collected'))).getByText(t('parcels.empty.collected'));
  });

  it('error: the list’s failure with the server’s words, and Try again loads it', async () => {
    let fail = true;
    await show({ ...PARCELS_STATES.error, [`GET ${base}?collected=false`]: () => (fail ? down : { status: 200, body: { data: sampleParcelsResponse } }) });
    // The snackbar host's live region is an (empty) alert too.
    const alert = screen.getAllByRole('alert').find((each) => each.textContent !== '')!;
    expect(alert.textContent).toContain(`${t('errors.parcels.load')} The parcel book is unavailable.`);
    expect(table(t('parcels.collected'))).toBeTruthy();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('table', { name: t('parcels.uncollected') });
  });

  it('add invalid: premises and type required, received date today and not later, checked before anything is sent; axe finds nothing', async () => {
    const { calls } = await show(PARCELS_STATES.empty);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('parcels.add') }));
    const dialog = await screen.findByRole('dialog', { name: t('parcels.add') });
    const date = within(dialog).getByLabelText(t('parcels.receivedOn')) as HTMLInputElement;
    expect(date.value).toBe(londonDay(Date.now()));
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: t('parcels.add') }));
    expect(within(dialog).getByLabelText(t('common.premises')).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText(t('customers.validation.premises')).length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText(t('parcels.validation.type')).length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText(t('parcels.validation.futureDate')).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await expectNoAxeViolations(document.body);
  });

  it('add: a failure keeps what was typed and says why; a success sends the body, reloads both lists and says so', async () => {
    let fail = true;
    const { calls } = await show({
      ...PARCELS_STATES.populated,
      [`POST ${base}`]: () => (fail ? { status: 400, body: { messages: ['receivedOn: must not be in the future'], fields: { receivedOn: ['must not be in the future'] } } } : { status: 201, body: { data: { parcel: sampleParcelsResponse.parcels[1] } } }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('parcels.add') }));
    const dialog = await screen.findByRole('dialog', { name: t('parcels.add') });
    await user.selectOptions(within(dialog).getByLabelText(t('common.premises')), 'Flat 1');
    await user.selectOptions(within(dialog).getByLabelText(t('parcels.type')), 'Letter');
    await user.type(within(dialog).getByLabelText(t('facilities.booking.note')), 'At the desk.');
    await user.click(within(dialog).getByRole('button', { name: t('parcels.add') }));
    await within(dialog).findByText(t('parcels.errorTitle'));
    expect((within(dialog).getByLabelText(t('facilities.booking.note')) as HTMLTextAreaElement).value).toBe('At the desk.');
    expect((within(dialog).getByLabelText(t('parcels.type')) as HTMLSelectElement).value).toBe(sampleIds.parcelLetter);
    await expectNoAxeViolations(document.body);
    const readsBefore = listReads(calls);
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: t('parcels.add') }));
    await screen.findByText(t('parcels.added'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('parcels.add') })).toBeNull());
    await waitFor(() => expect(listReads(calls) - readsBefore).toBe(2));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { premisesId: sampleIds.flat1, typeId: sampleIds.parcelLetter, receivedOn: londonDay(Date.now()), note: 'At the desk.' },
      { premisesId: sampleIds.flat1, typeId: sampleIds.parcelLetter, receivedOn: londonDay(Date.now()), note: 'At the desk.' },
    ]);
  });

  it('Mark collected: one press sends collected, reloads both lists and says so; a failure opens Error Occurred', async () => {
    let fail = true;
    const parcel = sampleParcelsResponse.parcels[0]!;
    const { calls } = await show({
      ...PARCELS_STATES.populated,
      [`PUT ${base}/${parcel.id}`]: () => (fail ? down : { status: 200, body: { data: { parcel: { ...parcel, collected: true, collectedAt: '2026-11-26T10:00:00.000Z' } } } }),
    });
    const user = userEvent.setup();
    const mark = () => screen.getByRole('button', { name: rowButton(t('parcels.markCollected')) });
    await user.click(mark());
    const error = await screen.findByRole('dialog');
    expect(error.textContent).toContain(`${t('errors.parcels.save')} The parcel book is unavailable.`);
    await user.click(within(error).getByRole('button', { name: t('dialog.close') }));
    const readsBefore = listReads(calls);
    fail = false;
    await user.click(mark());
    await screen.findByText(t('parcels.markedCollected', { premises: 'Flat 1', type: 'Small parcel' }));
    await waitFor(() => expect(listReads(calls) - readsBefore).toBe(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ collected: true }, { collected: true }]);
  });

  it('Edit parcel: the parcel’s values with Collected; a save sends them all', async () => {
    const parcel = sampleParcelsResponse.parcels[0]!;
    const { calls } = await show({ ...PARCELS_STATES.populated, [`PUT ${base}/${parcel.id}`]: { status: 200, body: { data: { parcel } } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: rowButton(t('common.edit')) }));
    const dialog = await screen.findByRole('dialog', { name: t('parcels.edit') });
    expect((within(dialog).getByLabelText(t('facilities.booking.note')) as HTMLTextAreaElement).value).toBe('Left in the post room.');
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('checkbox', { name: t('parcels.collected') }));
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await screen.findByText(t('parcels.saved'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { premisesId: sampleIds.flat1, typeId: sampleIds.parcelSmall, receivedOn: '2026-11-25', note: 'Left in the post room.', collected: true },
    ]);
  });

  it('/parcels/new opens Add parcel', async () => {
    await show(PARCELS_STATES.empty, 'new');
    await screen.findByRole('dialog', { name: t('parcels.add') });
  });
});
