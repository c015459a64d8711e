import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subDays } from 'date-fns/subDays';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import { formatCalendarDate } from '../../../core/domain/dates';
import { t } from '../../../core/i18n';
import { sampleManagerUser } from '../../../core/testing/samples/account';
import { sampleDevelopment, sampleElmCourt } from '../../../core/testing/samples/developments';
import { sampleIds } from '../../../core/testing/samples/ids';
import type { ExampleAnswer } from '../../../core/testing/examples';
import { startAs } from '../../chrome/test-support';
import { accessLogFileName, accessLogRange, ReportsTab } from './ReportsTab';
import { expectNoAxeViolations } from '../../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ACCESS_LOG = `GET /developments/${sampleIds.riversideWharf}/access-log`;
const CSV = 'time,name,email,event,viewed by\n2026-11-20T09:00:00.000Z,Olivia Owner,owner@example.com,sign-in,\n';

/** Catches what the page saves: each file's name and content, without a real download. */
function catchSavedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:access-log'), revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.at(-1)! });
  });
  return saved;
}

const from = () => screen.getByLabelText(t('statement.filter.from')) as HTMLInputElement;
const to = () => screen.getByLabelText(t('statement.filter.to')) as HTMLInputElement;
const downloadButton = () => screen.getByRole('button', { name: t('developments.reports.accessLog') });

describe('ReportsTab (spec 2 §2 reports, global and sl1)', () => {
  it('offers the access log of the last 30 days and downloads it as CSV with the staff member’s token', async () => {
    const csv: ExampleAnswer = { status: 200, body: CSV };
    const calls = startAs(sampleManagerUser, { [ACCESS_LOG]: csv });
    const saved = catchSavedFiles();
    const { container } = render(<ReportsTab development={sampleDevelopment} />);
    screen.getByRole('heading', { level: 2, name: t('developments.tabs.reports') });
    screen.getByRole('heading', { level: 3, name: t('developments.reports.accessLogTitle') });
    const today = new Date();
    expect(from().value).toBe(formatCalendarDate(subDays(today, 30)));
    expect(to().value).toBe(formatCalendarDate(today));
    await expectNoAxeViolations(container);
    await userEvent.clear(from());
    await userEvent.type(from(), '2026-11-01');
    await userEvent.clear(to());
    await userEvent.type(to(), '2026-11-26');
    await userEvent.click(downloadButton());
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('Riverside Wharf access log 2026-11-01 to 2026-11-26.csv');
    const call = calls.find((recorded) => recorded.path.endsWith('/access-log'))!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-26' });
    expect(call.bearer).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the download is on its way while it is, and ignores a second press', async () => {
    let answer: (value: ExampleAnswer) => void = () => undefined;
    const calls = startAs(sampleManagerUser, { [ACCESS_LOG]: () => new Promise<ExampleAnswer>((resolve) => (answer = resolve)) });
    const saved = catchSavedFiles();
    const { container } = render(<ReportsTab development={sampleDevelopment} />);
    await userEvent.click(downloadButton());
    const pending = await screen.findByRole('button', { name: t('developments.reports.downloading') });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(container);
    await userEvent.click(pending);
    answer({ status: 200, body: CSV });
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.filter((call) => call.path.endsWith('/access-log'))).toHaveLength(1);
    await screen.findByRole('button', { name: t('developments.reports.accessLog') });
  });

  it('refuses a from date after the to date, with the message on the field and in the summary, and calls nothing', async () => {
    const calls = startAs(sampleManagerUser);
    const { container } = render(<ReportsTab development={sampleDevelopment} />);
    await userEvent.clear(from());
    await userEvent.type(from(), '2026-11-20');
    await userEvent.clear(to());
    await userEvent.type(to(), '2026-11-01');
    await userEvent.click(downloadButton());
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(t('validation.statementRange.afterTo'));
    expect(from().getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path.endsWith('/access-log'))).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('says why a download failed, keeps the dates, and Try again downloads the same days', async () => {
    let failing = true;
    const calls = startAs(sampleManagerUser, {
      [ACCESS_LOG]: async () => (failing ? { status: 503, body: { messages: ['The log is being rebuilt.'] } } : { status: 200, body: CSV }),
    });
    const saved = catchSavedFiles();
    const { container } = render(<ReportsTab development={sampleDevelopment} />);
    await userEvent.clear(from());
    await userEvent.type(from(), '2026-11-02');
    await userEvent.click(downloadButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('errors.accessLog'));
    expect(alert.textContent).toContain('The log is being rebuilt.');
    expect(from().value).toBe('2026-11-02');
    await expectNoAxeViolations(container);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const tries = calls.filter((call) => call.path.endsWith('/access-log'));
    expect(tries.map((call) => call.url.searchParams.get('fromDate'))).toEqual(['2026-11-02', '2026-11-02']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a development without the access-log report has no reports', async () => {
    const calls = startAs(sampleManagerUser);
    const { container } = render(<ReportsTab development={sampleElmCourt} />);
    screen.getByText(t('developments.reports.none', { name: 'Elm Court' }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toHaveLength(0);
    await expectNoAxeViolations(container);
  });
});

describe('the access log’s range and name', () => {
  it('leaves a blank end open and checks the order with the contract', () => {
    expect(accessLogRange({ fromDate: '', toDate: '' })).toEqual({ query: {}, errors: {} });
    expect(accessLogRange({ fromDate: '2026-11-01', toDate: '' })).toEqual({ query: { fromDate: '2026-11-01' }, errors: {} });
    expect(accessLogRange({ fromDate: '2026-11-02', toDate: '2026-11-01' }).errors).toEqual({ fromDate: t('validation.statementRange.afterTo') });
    expect(accessLogRange({ fromDate: '2026-11-01', toDate: '2026-11-01' }).errors).toEqual({});
    expect(accessLogRange({ fromDate: '2026-02-30', toDate: '' }).errors).toEqual({ fromDate: t('developments.reports.invalidDate') });
  });

  it('names the file after the development and its days', () => {
    expect(accessLogFileName('Elm Court', { fromDate: '2026-11-01', toDate: '2026-11-26' })).toBe('Elm Court access log 2026-11-01 to 2026-11-26.csv');
    expect(accessLogFileName('Elm Court', { toDate: '2026-11-26' })).toBe('Elm Court access log to 2026-11-26.csv');
    expect(accessLogFileName('Elm Court', {})).toBe('Elm Court access log.csv');
  });
});
