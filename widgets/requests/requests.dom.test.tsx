import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import en from '../../core/i18n/en.json';
import { t } from '../../core/i18n';
import { sampleIds } from '../../core/testing/samples/ids';
import { sampleTicket, sampleTicketFeedResponse } from '../../core/testing/samples/tickets';
import { endSession } from '../../core/session/state';
import { closeDialog } from '../../core/ui/dialogStore';
import { RaiseRequest, REQUEST_QUERY_PARAMETER, Requests } from '.';
import { draftKey } from './form';
import {
  exampleClosedTicket,
  exampleCreatedTicket,
  examplePhoto,
  exampleTickets,
  requestsExamples,
  type RequestsExample,
} from './examples';
import type { ExampleAnswer } from '../../core/testing/examples';
import { fileOf, takeStep, takeSteps } from '../../core/testing/page';
import { raiseDialog, raiseFormStep, startRequestsPage, uploadAnswer } from './test-support';
import { expectNoAxeViolations } from '../../core/testing/axe';

const OLIVIA = sampleIds.olivia;
const phones = { officeHoursPhone: '020 7946 0000', outOfHoursPhone: '0800 123 4567' };

beforeEach(() => {
  history.replaceState(null, '', '/requests/');
});

afterEach(() => {
  closeDialog();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function setup(): UserEvent {
  // The input's accept is a hint to the browser's picker; the form's own checks are under test.
  return userEvent.setup({ applyAccept: false });
}

async function noSpinner(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('.portico-spinner')).toBeNull());
}

const titles = () => [...document.querySelectorAll('[part~="item"] [part~="title"]')].map((title) => title.textContent);
const paths = (calls: { method: string; path: string }[]) => calls.map((call) => `${call.method} ${call.path}`);

/** Renders `Requests` for `example` and waits for the list or the request (not for a pending state). */
async function renderRequests(example: RequestsExample, props: Parameters<typeof Requests>[0] = {}) {
  const started = startRequestsPage(example);
  const emit = vi.fn((..._args: unknown[]) => true);
  const view = render(<Requests requestId={example.requestId} {...phones} emit={emit} {...props} />);
  if (example.name !== 'loading' && example.session) await noSpinner(view.container);
  return { ...view, ...started, emit };
}

/** Opens the raise dialog and waits for its form. */
async function openRaise(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: t('requests.raise') }));
  const dialog = raiseDialog();
  await within(dialog).findByLabelText(t('common.development'));
  return dialog;
}

describe('Requests: the list (GET /tickets, pages of 10, newest first)', () => {
  it('asks for the first ten and shows each with status and dates, then the next page with the paginator', async () => {
    const user = setup();
    const { calls } = await renderRequests(requestsExamples.populated);
    screen.getByRole('heading', { level: 2, name: 'My requests' });
    expect(paths(calls)).toEqual(['GET /tickets']);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ limit: '10', offset: '0' });
    expect(titles()).toEqual(exampleTickets.slice(0, 10).map((ticket) => ticket.title));
    const first = document.querySelector<HTMLElement>('[part~="item"]')!;
    expect(first.querySelector('[part~="status"]')?.textContent).toBe('Request status: In progress');
    expect(first.querySelector('[part~="dates"]')?.textContent).toMatch(/^Raised on Nov 19, 2026, \d{1,2}:45 (AM|PM) Last updated Nov 20, 2026/);
    await user.click(screen.getByRole('button', { name: t('ui.paginator.next') }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url.searchParams.get('offset')).toBe('10');
  });

  it('with development-id, asks for that development only', async () => {
    const { calls } = await renderRequests(requestsExamples.populated, { developmentId: sampleIds.elmCourt });
    expect(calls[0]!.url.searchParams.get('developmentId')).toBe(sampleIds.elmCourt);
  });

  it('shows a spinner while loading, the empty text, and the error with Try again', async () => {
    startRequestsPage(requestsExamples.loading);
    const loadingView = render(<Requests />);
    expect(loadingView.container.querySelector('[role="status"] .portico-spinner__ring')).not.toBeNull();
    loadingView.unmount();

    const emptyView = await renderRequests(requestsExamples.empty);
    screen.getByText('You have not raised any requests yet.');
    screen.getByRole('button', { name: 'Raise request' });
    emptyView.unmount();

    const { calls, container } = await renderRequests(requestsExamples.listError);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong while fetching the requests. The requests service is unavailable.');
    startRequestsPage(requestsExamples.populated); // the API is back
    await setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await noSpinner(container);
    expect(titles()).toHaveLength(10);
    expect(calls).toHaveLength(1);
  });

  it('signed out, shows the compact sign-in and calls nothing', async () => {
    const { calls } = startRequestsPage(requestsExamples.signedOut);
    render(<Requests />);
    await screen.findByRole('form', { name: t('signin.heading') });
    expect(calls).toEqual([]);
  });

  it('with detail-href, each title is a link with a cancelable portico-navigate', async () => {
    const { emit } = await renderRequests(requestsExamples.populated, { detailHref: '/requests/{requestId}' });
    const link = screen.getByRole('link', { name: sampleTicket.title });
    expect(link.getAttribute('href')).toBe(`/requests/${sampleIds.leakTicket}`);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href: `/requests/${sampleIds.leakTicket}` });
  });

  it('without detail-href, opens a request in place with ?requestId= in the URL; Back drops it', async () => {
    const user = setup();
    // One API for the list and the request: starting the page again would sign out, emptying the list.
    const { emit } = await renderRequests({ ...requestsExamples.populated, answers: { ...requestsExamples.populated.answers, ...requestsExamples.detail.answers } });
    await user.click(screen.getByRole('button', { name: sampleTicket.title }));
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href: `/requests/?${REQUEST_QUERY_PARAMETER}=${sampleIds.leakTicket}` });
    expect(location.search).toBe(`?requestId=${sampleIds.leakTicket}`);
    await screen.findByRole('heading', { name: t('requests.feed.title') });
    await user.click(screen.getByRole('button', { name: t('requests.back') }));
    expect(location.search).toBe('');
    await waitFor(() => expect(titles()).toHaveLength(10));
  });
});

describe('Requests: one request and its feed', () => {
  it('reads requestId from the URL and shows the request, its file and the feed oldest first', async () => {
    history.replaceState(null, '', `/requests/?requestId=${sampleIds.leakTicket}`);
    const { calls } = await renderRequests({ ...requestsExamples.detail, requestId: undefined } as RequestsExample);
    await screen.findByRole('heading', { name: sampleTicket.title });
    expect(paths(calls).sort()).toEqual([`GET /tickets/${sampleIds.leakTicket}`, `GET /tickets/${sampleIds.leakTicket}/feed`]);
    const feed = document.querySelector<HTMLElement>('[part="feed"]')!;
    const events = [...feed.querySelectorAll('[part="event"]')].map((event) => event.textContent);
    expect(events).toHaveLength(sampleTicketFeedResponse.feed.length);
    expect(events[0]).toContain('Added a file: leak.jpg');
    expect(events[1]).toContain('A plumber will call on Monday morning.');
    expect(events[2]).toContain('Status changed to In progress');
    within(document.querySelector<HTMLElement>('[part="attachments"]')!).getByRole('button', { name: 'leak.jpg' });
  });

  it('downloads a file on the API origin with the bearer token and saves it under its name', async () => {
    const user = setup();
    const url = `/tickets/${sampleIds.leakTicket}/attachments/att-leak-photo`;
    const ticket = { ...sampleTicket, attachments: [{ id: 'att-leak-photo', name: 'leak.jpg', url }] };
    const { calls } = startRequestsPage(requestsExamples.detail, {
      [`GET /tickets/${sampleIds.leakTicket}`]: { status: 200, body: { data: ticket } },
      [`GET ${url}`]: { status: 200, body: 'JPEG bytes' },
    });
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:leak'), revokeObjectURL: () => undefined }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('leak.jpg');
    });
    render(<Requests requestId={sampleIds.leakTicket} />);
    const attachments = await screen.findByRole('heading', { name: t('common.attachments') });
    await user.click(within(attachments.parentElement!).getByRole('button', { name: 'leak.jpg' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    const download = calls.find((call) => call.path === url)!;
    expect(download.bearer).toBeTruthy();
    expect(created).toHaveLength(1);
  });

  it('posts a message: required, at most 500 with a countdown; the new event joins the feed', async () => {
    const user = setup();
    const posted = { ...sampleTicketFeedResponse.feed[1]!, id: 'fev-new', message: 'Monday morning suits me.', fromStaff: false, authorName: 'Olivia Owner' };
    const { calls } = startRequestsPage(requestsExamples.detail, { [`POST /tickets/${sampleIds.leakTicket}/feed`]: { status: 201, body: { data: posted } } });
    render(<Requests requestId={sampleIds.leakTicket} />);
    const field = await screen.findByLabelText('Your message');
    expect(document.getElementById(`${field.id}-count`)?.textContent).toBe('500 characters remaining');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    screen.getByText('Enter a message');
    expect(document.activeElement).toBe(field);
    await user.type(field, 'x'.repeat(3));
    expect(document.getElementById(`${field.id}-count`)?.textContent).toBe('497 characters remaining');
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(501));
    expect(document.getElementById(`${field.id}-count`)?.textContent).toBe('1 character too many');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    screen.getByText('Maximum length 500 characters exceeded');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.clear(field);
    await user.type(field, 'Monday morning suits me.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ message: 'Monday morning suits me.' });
    const events = document.querySelectorAll('[part="event"]');
    expect(events[events.length - 1]?.textContent).toContain('Monday morning suits me.');
  });

  it('a failed message opens "Could not save your message." and keeps what was typed', async () => {
    const user = setup();
    startRequestsPage(requestsExamples.detail, { [`POST /tickets/${sampleIds.leakTicket}/feed`]: { status: 409, body: { messages: ['The request is closed.'] } } });
    render(<Requests requestId={sampleIds.leakTicket} />);
    const field = await screen.findByLabelText('Your message');
    await user.type(field, 'Is there any news?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not save your message.' });
    expect(dialog.textContent).toContain('The request is closed.');
    expect((field as HTMLTextAreaElement).value).toBe('Is there any news?');
  });

  it('uploads an attached file at once with a named progress bar, then lists it', async () => {
    const user = setup();
    const { xhrs } = startRequestsPage({ ...requestsExamples.detail, upload: 'pending' });
    render(<Requests requestId={sampleIds.leakTicket} />);
    await user.upload(await screen.findByLabelText('Attach files'), fileOf(examplePhoto));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading tap.jpg' });
    expect(progress.getAttribute('value')).toBe('100000');
    expect(xhrs.sent[0]?.url).toBe(`https://api.example.test/tickets/${sampleIds.leakTicket}/attachments`);
    uploadAnswer(xhrs.sent[0]!);
    await waitFor(() => within(document.querySelector<HTMLElement>('[part="attachments"]')!).getByRole('button', { name: 'tap.jpg' }));
  });

  it('Close request asks first, then closes it (PUT status Closed): the note replaces the composer and takes focus', async () => {
    const user = setup();
    const closed = { ...sampleTicket, status: 'Closed', updatedAt: '2026-11-22T10:00:00.000Z' };
    const { calls } = startRequestsPage(requestsExamples.detail, { [`PUT /tickets/${sampleIds.leakTicket}`]: { status: 200, body: { data: closed } } });
    render(<Requests requestId={sampleIds.leakTicket} />);
    await user.click(await screen.findByRole('button', { name: 'Close request' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this request?' });
    expect(dialog.textContent).toContain(t('requests.close.confirmText'));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close request' }));
    const note = await screen.findByText(t('requests.closedNote'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'Closed' });
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close request' })).toBeNull();
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(document.querySelector('[part~="detail"] [part~="status"]')?.textContent).toBe('Request status: Closed');
    // The feed is read again: the API recorded the change of status there.
    expect(paths(calls).filter((path) => path.endsWith('/feed'))).toHaveLength(2);
  });

  it('a failed close says "Could not save your request." in the dialog, which stays open; Try again closes it', async () => {
    const user = setup();
    let answer = { status: 500, body: { messages: ['The requests service is unavailable.'] } as object };
    startRequestsPage(requestsExamples.detail, { [`PUT /tickets/${sampleIds.leakTicket}`]: async () => answer });
    render(<Requests requestId={sampleIds.leakTicket} />);
    await user.type(await screen.findByLabelText('Your message'), 'Still dripping.');
    await user.click(screen.getByRole('button', { name: 'Close request' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close request' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Could not save your request. The requests service is unavailable.');
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Still dripping.');
    answer = { status: 200, body: { data: { ...sampleTicket, status: 'Closed' } } };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText(t('requests.closedNote'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('staff change the status (any, reopening included) and see it; a failure keeps the choice with Try again', async () => {
    const user = setup();
    let answer = { status: 500, body: { messages: ['The requests service is unavailable.'] } as object };
    const { calls } = startRequestsPage(requestsExamples.staffDetail, { [`PUT /tickets/${sampleIds.leakTicket}`]: async () => answer });
    render(<Requests requestId={sampleIds.leakTicket} />);
    const status = (await screen.findByLabelText('Request status')) as HTMLSelectElement;
    expect(screen.queryByRole('button', { name: 'Close request' })).toBeNull();
    expect([...status.options].map((option) => option.textContent)).toEqual(['Open', 'In progress', 'Resolved', 'Closed']);
    expect(status.value).toBe('In progress');
    await user.selectOptions(status, 'Resolved');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not save your request. The requests service is unavailable.');
    expect(status.value).toBe('Resolved');
    answer = { status: 200, body: { data: { ...sampleTicket, status: 'Resolved' } } };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(document.querySelector('[part~="detail"] [part~="status"]')?.textContent).toBe('Request status: Resolved'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ status: 'Resolved' }, { status: 'Resolved' }]);
    expect(screen.getByText('Status changed to Resolved').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a Closed request shows the note instead of the composer', async () => {
    await renderRequests(requestsExamples.closedRequest);
    await screen.findByRole('heading', { name: exampleClosedTicket.title });
    screen.getByText(t('requests.closedNote'));
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(screen.queryByLabelText('Attach files')).toBeNull();
  });
});

describe('Raise request: the form (spec 2 §2, §5)', () => {
  it('customer, Riverside Wharf (site staff): premises without the hidden one, category and the audience', async () => {
    const user = setup();
    await renderRequests(requestsExamples.populated, phones);
    const dialog = await openRaise(user);
    const form = within(dialog);
    expect(form.queryByRole('group', { name: t('requests.audience') })).toBeNull();
    await user.selectOptions(form.getByLabelText('Development'), 'Riverside Wharf');
    const premises = form.getByLabelText('Premises');
    expect([...premises.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Select', 'Flat 1', 'Flat 2']);
    form.getByRole('group', { name: 'Category' });
    expect(within(form.getByRole('group', { name: t('requests.audience') })).getAllByRole('radio').map((radio) => radio.nextSibling?.textContent)).toEqual([
      'Property manager',
      'Site staff',
    ]);
  });

  it("shows the chosen development's office-hours and out-of-hours numbers as tel: links, the host's where it has none", async () => {
    const user = setup();
    const { calls } = await renderRequests(requestsExamples.populated, phones);
    const dialog = await openRaise(user);
    const form = within(dialog);
    const numbers = () => [...dialog.querySelectorAll('[part="phones"] p')].map((line) => [line.textContent, line.querySelector('a')?.getAttribute('href')]);
    // No development chosen yet: the host's numbers.
    expect(numbers()).toEqual([
      ['During office hours, call us on 020 7946 0000.', 'tel:02079460000'],
      ['For emergencies out of hours, call 0800 123 4567.', 'tel:08001234567'],
    ]);
    await user.selectOptions(form.getByLabelText('Development'), 'Riverside Wharf');
    await waitFor(() =>
      expect(numbers()).toEqual([
        ['During office hours, call us on 020 7946 0100.', 'tel:02079460100'],
        ['For emergencies out of hours, call 0800 000 0000.', 'tel:08000000000'],
      ]),
    );
    // Elm Court has no out-of-hours line of its own: the host's stands in.
    await user.selectOptions(form.getByLabelText('Development'), 'Elm Court');
    await waitFor(() =>
      expect(numbers()).toEqual([
        ['During office hours, call us on 0117 496 0100.', 'tel:01174960100'],
        ['For emergencies out of hours, call 0800 123 4567.', 'tel:08001234567'],
      ]),
    );
    expect(paths(calls).filter((path) => path.endsWith('/contacts')).sort()).toEqual([
      `GET /developments/${sampleIds.elmCourt}/contacts`,
      `GET /developments/${sampleIds.riversideWharf}/contacts`,
    ]);
  });

  it('a client sees no numbers: the request goes to the property manager', async () => {
    const user = setup();
    const { calls } = await renderRequests(requestsExamples.raiseClient, phones);
    const dialog = await openRaise(user);
    expect(dialog.querySelector('[part="phones"]')).toBeNull();
    expect(paths(calls).filter((path) => path.endsWith('/contacts'))).toEqual([]);
  });

  it('contacts that fail to load show why with Try again beside the numbers, and the form still raises the request', async () => {
    const user = setup();
    const example = requestsExamples.raiseNumbersFailed;
    const contacts = `GET /developments/${sampleIds.riversideWharf}/contacts`;
    let contactsAnswer = example.answers[contacts] as ExampleAnswer;
    const { calls } = startRequestsPage(example, { [contacts]: async () => contactsAnswer, 'POST /tickets': { status: 201, body: { data: exampleCreatedTicket } } });
    render(<Requests />);
    const dialog = await openRaise(user);
    await takeStep(user, raiseFormStep(requestsExamples.raiseNumbersFailed));
    const warning = (await within(dialog).findByText(/Could not load contacts/)).closest<HTMLElement>('[role="status"]')!;
    expect(warning.closest('[part="phones"]')).not.toBeNull();
    expect(warning.textContent).toContain('Could not load contacts for development. The contacts service is unavailable.');
    await takeStep(user, {
      within: 'requests.form.title',
      choose: { 'common.premises': 'Flat 1' },
      type: { 'requests.form.subject': 'Dripping tap', 'requests.form.message': 'The kitchen tap drips all night.' },
      checkByText: ['Repair', 'Property manager'],
    });
    contactsAnswer = requestsExamples.populated.answers[contacts] as ExampleAnswer;
    await user.click(within(warning).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getByRole('link', { name: '0800 000 0000' }).getAttribute('href')).toBe('tel:08000000000'));
    expect(within(dialog).queryByText(/Could not load contacts/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: t('requests.form.submit') }));
    await within(dialog).findByRole('heading', { name: t('requests.success.title') });
    expect(calls.filter((call) => call.path.endsWith('/contacts'))).toHaveLength(2);
  });

  it('customer, Elm Court (one premises, no site staff): premises preselected, no audience', async () => {
    const user = setup();
    await renderRequests(requestsExamples.populated);
    const form = within(await openRaise(user));
    await user.selectOptions(form.getByLabelText('Development'), 'Elm Court');
    expect((form.getByLabelText('Premises') as HTMLSelectElement).value).toBe(sampleIds.apartment12);
    expect(form.queryByRole('group', { name: t('requests.audience') })).toBeNull();
  });

  it('preselects the development from development-id, and its lone premises as the form opens', async () => {
    const user = setup();
    await renderRequests(requestsExamples.populated, { developmentId: sampleIds.elmCourt });
    const form = within(await openRaise(user));
    expect((form.getByLabelText('Development') as HTMLSelectElement).value).toBe(sampleIds.elmCourt);
    expect((form.getByLabelText('Premises') as HTMLSelectElement).value).toBe(sampleIds.apartment12);
  });

  it('an invalid submit shows every error, focuses the summary, and its links go to the fields', async () => {
    const user = setup();
    const { calls } = await renderRequests(requestsExamples.populated);
    const dialog = await openRaise(user);
    await takeStep(user, raiseFormStep(requestsExamples.invalidSubmit));
    const summary = within(dialog).getByRole('alert', { name: t('ui.errorSummary.heading') });
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Choose a development for your request',
      'Choose the premises',
      'Enter a subject',
      'Enter a message',
      'Choose a category',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Enter a subject' }));
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Subject'));
    await user.click(within(summary).getByRole('link', { name: 'Choose a category' }));
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Repair').closest('fieldset')!.querySelector('input'));
    // With site staff, the audience is required too.
    await user.selectOptions(within(dialog).getByLabelText('Development'), 'Riverside Wharf');
    within(summary).getByRole('link', { name: 'Choose who this request is for' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('subject at most 150 and message at most 500, with the countdown saying how many too many', async () => {
    const user = setup();
    await renderRequests(requestsExamples.populated);
    const dialog = await openRaise(user);
    const form = within(dialog);
    await user.click(form.getByLabelText('Subject'));
    await user.paste('s'.repeat(151));
    await user.click(form.getByLabelText('Message'));
    await user.paste('m'.repeat(503));
    expect(dialog.querySelector('[part="countdown"]')?.textContent).toBe('3 characters too many');
    await user.click(form.getByRole('button', { name: t('requests.form.submit') }));
    expect(form.getAllByText('Maximum length 150 characters exceeded').length).toBeGreaterThan(0);
    expect(form.getAllByText('Maximum length 500 characters exceeded').length).toBeGreaterThan(0);
    await user.clear(form.getByLabelText('Message'));
    await user.type(form.getByLabelText('Message'), 'Hi');
    expect(dialog.querySelector('[part="countdown"]')?.textContent).toBe('498 characters remaining');
  });

  it('announces the count politely once typing pauses, not on every keystroke', async () => {
    const user = setup();
    await renderRequests(requestsExamples.populated);
    const dialog = await openRaise(user);
    const live = dialog.querySelector<HTMLElement>('[part="countdown"] + [aria-live="polite"]')!;
    expect(live.textContent).toBe('500 characters remaining');
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    expect(live.textContent).toBe('500 characters remaining');
    await waitFor(() => expect(live.textContent).toBe('495 characters remaining'), { timeout: 2000 });
  });

  it('a customer sends POST /tickets as customer with premises, category and audience, then uploads the file to it', async () => {
    const user = setup();
    const { calls, xhrs, emit } = await renderRequests(requestsExamples.success);
    const dialog = await openRaise(user);
    await takeStep(user, raiseFormStep(requestsExamples.success));
    await within(dialog).findByRole('heading', { name: t('requests.success.title') });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      developmentId: sampleIds.riversideWharf,
      premisesId: sampleIds.flat1,
      title: 'Dripping tap',
      description: 'The kitchen tap drips all night.',
      sendingRequestAs: 'customer',
      categoryId: sampleIds.categoryRepair,
      ownerTypeCode: 'PM',
    });
    expect(xhrs.sent.map((xhr) => xhr.url)).toEqual([`https://api.example.test/tickets/${exampleCreatedTicket.id}/attachments`]);
    expect(((xhrs.sent[0]!.body as FormData).get('file') as File).name).toBe('tap.jpg');
    expect(emit).toHaveBeenCalledWith('portico-request-raised', { requestId: exampleCreatedTicket.id });
    expect(document.activeElement?.textContent).toBe(t('requests.success.title'));
  });

  it('Elm Court (no site staff): no ownerTypeCode is sent', async () => {
    const user = setup();
    const { calls } = await renderRequests(requestsExamples.success);
    const dialog = await openRaise(user);
    await takeStep(user, {
      within: 'requests.form.title',
      choose: { 'common.development': 'Elm Court' },
      type: { 'requests.form.subject': 'Intercom', 'requests.form.message': 'It does not ring.' },
      checkByText: ['General request'],
      press: 'requests.form.submit',
    });
    await within(dialog).findByRole('heading', { name: t('requests.success.title') });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      developmentId: sampleIds.elmCourt,
      premisesId: sampleIds.apartment12,
      title: 'Intercom',
      description: 'It does not ring.',
      sendingRequestAs: 'customer',
      categoryId: sampleIds.categoryRequest,
    });
  });

  it('a client: the one development preselected, the note, no premises or category; sent as client to the property manager', async () => {
    const user = setup();
    const example = { ...requestsExamples.raiseClient, answers: { ...requestsExamples.raiseClient.answers, 'POST /tickets': { status: 201, body: { data: exampleCreatedTicket } } } };
    const { calls } = await renderRequests(example, phones);
    const dialog = await openRaise(user);
    const form = within(dialog);
    expect((form.getByLabelText('Development') as HTMLSelectElement).value).toBe(sampleIds.riversideWharf);
    expect(dialog.textContent).toContain('Your request will be sent to your property manager.');
    expect(dialog.textContent).not.toContain('During office hours');
    expect(form.queryByLabelText('Premises')).toBeNull();
    expect(form.queryByRole('group', { name: 'Category' })).toBeNull();
    await takeStep(user, { within: 'requests.form.title', type: { 'requests.form.subject': 'Car park lights', 'requests.form.message': 'Two lights are out.' }, press: 'requests.form.submit' });
    await form.findByRole('heading', { name: t('requests.success.title') });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      developmentId: sampleIds.riversideWharf,
      title: 'Car park lights',
      description: 'Two lights are out.',
      sendingRequestAs: 'client',
      categoryId: sampleIds.categoryRequest,
      ownerTypeCode: 'PM',
    });
  });

  it('Continue closes the dialog and loads the list again; Raise another starts a new form', async () => {
    const user = setup();
    const { calls } = await renderRequests(requestsExamples.success);
    let dialog = await openRaise(user);
    await takeStep(user, raiseFormStep(requestsExamples.success));
    await user.click(await within(dialog).findByRole('button', { name: 'Raise another' }));
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByText('tap.jpg')).toBeNull();
    await takeStep(user, raiseFormStep(requestsExamples.success));
    await user.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list, then read again after each of the two requests raised.
    await waitFor(() => expect(calls.filter((call) => call.path === '/tickets' && call.method === 'GET')).toHaveLength(3));
    dialog = await openRaise(user);
    expect(dialog).toBeTruthy();
    // Two requests typed key by key: about the default 5 s on a busy machine.
  }, 15_000);
});

describe('Raise request: files', () => {
  it('refuses a file over 10 MB and one of another kind, with reasons; lists accepted files with Remove', async () => {
    const user = setup();
    await renderRequests(requestsExamples.populated);
    const dialog = await openRaise(user);
    await takeStep(user, raiseFormStep(requestsExamples.fileRefused));
    const problems = dialog.querySelector<HTMLElement>('[part="file-problems"]')!;
    expect(problems.textContent).toContain('video.jpg is larger than 10 MB. Choose a smaller file.');
    expect(problems.textContent).toContain('photos.zip is not a file we accept.');
    expect(dialog.querySelector('[part="upload-list"]')).toBeNull();
    await user.upload(within(dialog).getByLabelText('Attach files'), [fileOf(examplePhoto), fileOf({ name: 'notes.docx', type: '', size: 10 })]);
    expect(dialog.querySelector('[part="file-problems"]')).toBeNull();
    const list = within(dialog.querySelector<HTMLElement>('[part="upload-list"]')!);
    expect(list.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['tap.jpg', 'notes.docx']);
    await user.click(list.getByRole('button', { name: 'Remove tap.jpg' }));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
  });

  it('holds at most 20 files', async () => {
    const user = setup();
    await renderRequests(requestsExamples.populated);
    const dialog = await openRaise(user);
    const files = Array.from({ length: 21 }, (_, index) => fileOf({ name: `page-${index + 1}.pdf`, type: 'application/pdf', size: 10 }));
    await user.upload(within(dialog).getByLabelText('Attach files'), files);
    expect(dialog.querySelectorAll('[part="upload"]')).toHaveLength(20);
    expect(dialog.querySelector('[part="file-problems"]')?.textContent).toContain('A request holds at most 20 files.');
  });

  it('shows a named progress bar per file while it uploads', async () => {
    const user = setup();
    await renderRequests(requestsExamples.uploadInProgress);
    const dialog = await openRaise(user);
    await takeStep(user, raiseFormStep(requestsExamples.uploadInProgress));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Uploading tap.jpg' });
    expect([progress.getAttribute('value'), progress.getAttribute('max')]).toEqual(['100000', '200000']);
  });

  it('a create failure shows the inline alert with the server\'s messages and keeps the text and the files', async () => {
    const user = setup();
    const { xhrs } = await renderRequests(requestsExamples.createFailed);
    const dialog = await openRaise(user);
    await takeStep(user, raiseFormStep(requestsExamples.createFailed));
    const alert = await within(dialog).findByText(/Could not create your request\./);
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Could not create your request. premisesId: must be one of your premises');
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Dripping tap');
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('The kitchen tap drips all night.');
    expect(dialog.querySelector('.portico-requests__upload-name')?.textContent).toBe('tap.jpg');
    expect(xhrs.sent).toEqual([]);
  });

  it('an upload failure opens "Could not save your file."; Try again sends only that file, never the request again', async () => {
    const user = setup();
    const { calls, xhrs } = await renderRequests({ ...requestsExamples.success, upload: 'fail' });
    const dialog = await openRaise(user);
    await takeStep(user, { ...raiseFormStep(requestsExamples.success), files: { label: 'requests.form.addAttachment', files: [examplePhoto, { name: 'plan.pdf', type: 'application/pdf', size: 100 }] } });
    const errorDialog = await screen.findByRole('dialog', { name: 'Could not save your file.' });
    expect(errorDialog.textContent).toContain('The file store is unavailable.');
    await user.click(within(errorDialog).getByRole('button', { name: t('common.close') }));
    expect(within(dialog).getByText(/could not be saved/).textContent).toBe('Your request was raised, but 2 files could not be saved.');
    xhrs.behaviour = (xhr) => ((xhr.body as FormData).get('file') as File).name === 'tap.jpg' ? uploadAnswer(xhr) : xhr.answer(500, { messages: ['Still down.'] });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getByText(/could not be saved/).textContent).toBe('Your request was raised, but 1 file could not be saved.'));
    xhrs.behaviour = uploadAnswer;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('heading', { name: t('requests.success.title') });
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/tickets')).toHaveLength(1);
    const sentNames = xhrs.sent.map((xhr) => ((xhr.body as FormData).get('file') as File).name);
    expect(sentNames).toEqual(['tap.jpg', 'plan.pdf', 'tap.jpg', 'plan.pdf', 'plan.pdf']);
  });

  it('Continue without the file finishes with the request as created', async () => {
    const user = setup();
    const { emit } = await renderRequests({ ...requestsExamples.success, upload: 'fail' });
    const dialog = await openRaise(user);
    await takeStep(user, raiseFormStep(requestsExamples.success));
    closeDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Continue without the file' }));
    await within(dialog).findByRole('heading', { name: t('requests.success.title') });
    expect(emit).toHaveBeenCalledWith('portico-request-raised', { requestId: exampleCreatedTicket.id });
  });
});

describe('Raise request: the draft (session storage, per user)', () => {
  it('keeps what was typed across a reload, writes nothing for an untouched form, and forgets it when raised', async () => {
    const user = setup();
    startRequestsPage(requestsExamples.success);
    const first = render(<RaiseRequest />);
    const development = await screen.findByLabelText('Development');
    expect(sessionStorage.getItem(draftKey(OLIVIA))).toBeNull();
    await user.selectOptions(development, 'Riverside Wharf');
    await user.selectOptions(screen.getByLabelText('Premises'), 'Flat 2');
    await user.type(screen.getByLabelText('Subject'), 'Noisy pipes');
    await user.type(screen.getByLabelText('Message'), 'Banging at night.');
    await user.click(screen.getByLabelText('Repair'));
    expect(JSON.parse(sessionStorage.getItem(draftKey(OLIVIA))!)).toMatchObject({ developmentId: sampleIds.riversideWharf, premisesId: sampleIds.flat2, title: 'Noisy pipes', categoryId: sampleIds.categoryRepair });
    first.unmount();

    render(<RaiseRequest />);
    expect(((await screen.findByLabelText('Subject')) as HTMLInputElement).value).toBe('Noisy pipes');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Banging at night.');
    expect((screen.getByLabelText('Premises') as HTMLSelectElement).value).toBe(sampleIds.flat2);
    expect((screen.getByLabelText('Repair') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('Site staff'));
    await user.click(screen.getByRole('button', { name: t('requests.form.submit') }));
    await screen.findByRole('heading', { name: t('requests.success.title') });
    expect(sessionStorage.getItem(draftKey(OLIVIA))).toBeNull();
  });

  it('is forgotten on sign-out', async () => {
    const user = setup();
    startRequestsPage(requestsExamples.populated);
    render(<RaiseRequest />);
    await user.type(await screen.findByLabelText('Subject'), 'Draft');
    expect(sessionStorage.getItem(draftKey(OLIVIA))).not.toBeNull();
    act(() => endSession());
    expect(sessionStorage.getItem(draftKey(OLIVIA))).toBeNull();
  });
});

describe('named examples', () => {
  it.each(Object.values(requestsExamples).map((example) => [example.name, example] as const))(
    'the %s example renders catalogue texts only and passes axe',
    async (name, example) => {
      const user = setup();
      const { container } = await renderRequests(example);
      if (example.requestId) await screen.findByRole('heading', { name: t('requests.feed.title') });
      await takeSteps(user, example);
      const root: HTMLElement = screen.queryByRole('dialog') ?? container;
      // The client's form takes no step in it: wait for it to load.
      if (name === 'raiseClient') await within(root).findByLabelText(t('common.development'));
      if (name === 'success') await within(root).findByRole('heading', { name: t('requests.success.title') });
      if (name === 'uploadInProgress') await within(root).findByRole('progressbar');
      if (name === 'createFailed') await within(root).findByText(/Could not create your request\./);
      if (name === 'invalidSubmit') within(root).getByRole('alert', { name: t('ui.errorSummary.heading') });
      if (name === 'raiseCustomerSiteStaff') within(root).getByRole('group', { name: t('requests.audience') });
      if (name === 'closeFailed') await within(root).findByText(/Could not save your request\./);
      if (name === 'raiseNumbersFailed') await within(root).findByText(/Could not load contacts for development\./);
      if (name === 'staffDetail') screen.getByLabelText(t('requests.status'));
      if (name === 'signedOut') await screen.findByRole('form', { name: t('signin.heading') });
      const text = document.body.textContent ?? '';
      expect(Object.keys(en).filter((id) => text.includes(id))).toEqual([]);
      await expectNoAxeViolations(root);
    },
  );
});
