/// <reference types="vite/client" />
/**
 * One widget in one named state (`?area=charges&state=loading`), the page the widget gallery
 * frames: the configuration and session the state starts with, a fake API answering from the
 * state (nothing reaches a server), the widget, then what the user does to reach the state.
 * When it is done the page marks `<html data-gallery-state="ready">` (or `failed`, with the reason).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fakeFetch, fakeXhr, json, noContent, type FakeXhr } from '../../core/testing/fake-api';
import { $config } from '../../core/config';
import { activateCatalogue, t } from '../../core/i18n';
import { compileCatalogue } from '../../core/i18n/compile';
import en from '../../core/i18n/en.json';
import { signInWithAuthResult } from '../../core/session';
import { adoptUiStyles, DialogHost, SnackbarHost } from '../../core/ui';
import placeholderPath from './placeholder.svg?no-inline';
import type { ExampleStep } from '../../core/testing/examples';
import { galleryState, type GalleryState } from './widget-states';

activateCatalogue(compileCatalogue(en));
adoptUiStyles(document);

/** The fake API's base: this origin, so nothing the page asks for leaves it (the CSP allows only 'self'). */
const API = `${location.origin}/examples/gallery/api`;

function startPage(state: GalleryState): void {
  if (state.now) startClockAt(state.now);
  $config.set({
    status: 'ready',
    source: 'remote',
    config: { baseUrl: API, availableLangs: ['en'], styleUrls: [], banners: [], featureFlags: state.featureFlags },
  });
  const server = fakeFetch((call) => {
    const answer = state.answers[`${call.method} ${call.path.replace(new URL(API).pathname, '')}`];
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    if (answer === undefined) return call.path.endsWith('/user/logout') ? noContent() : json(404, { messages: ['Not found.'] });
    return answer.body === undefined ? new Response(null, { status: answer.status }) : json(answer.status, localImages(answer.body));
  });
  window.fetch = server.fetch;
  const uploads = fakeXhr((xhr: FakeXhr) => {
    const file = (xhr.body as FormData).get('file') as File;
    if (state.upload === 'fail') xhr.answer(500, { messages: ['The file store is unavailable.'] });
    else if (state.upload === 'pending') xhr.progress(file.size / 2, file.size);
    else {
      xhr.progress(file.size, file.size);
      xhr.answer(201, { data: { id: `att-${file.name.replace(/\W/g, '-')}`, name: file.name, url: `/attachments/${file.name}` } });
    }
  });
  window.XMLHttpRequest = uploads.XMLHttpRequest as unknown as typeof XMLHttpRequest;
  if (state.session) signInWithAuthResult(state.session);
}

/**
 * Moves this frame's clock to `instant`, from where it runs on: the state shows the day its
 * example describes (a calendar's week, what is still to come). Only this frame's page reads it.
 */
function startClockAt(instant: string): void {
  const RealDate = Date;
  const offset = RealDate.parse(instant) - RealDate.now();
  const now = () => RealDate.now() + offset;
  window.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget: DateConstructor) => Reflect.construct(target, args.length ? args : [now()], newTarget) as object,
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver: unknown) => (key === 'now' ? now : Reflect.get(target, key, receiver) as unknown),
  });
}

/** The placeholder every image of the examples shows: their addresses are on hosts that do not exist. */
// Never inlined by the build: the schemas take an image address on a host, not a data: URL.
const PLACEHOLDER = new URL(placeholderPath, location.href).href;

const IMAGE_ADDRESS = /^https?:\/\/[^/]+\/.+\.(?:jpe?g|png|svg|gif|webp)$/i;

/**
 * `body` as the page may show it without loading anything from elsewhere: image addresses (on
 * hosts that do not exist) become the placeholder, and so do the sources inside HTML; inline
 * handlers in HTML go. The sanitiser removes those handlers anyway, but Chromium reports them to
 * the page's CSP as it parses them, and the gallery shows looks, not the sanitiser at work.
 */
function localImages(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body), (_key, value: unknown) => {
    if (typeof value !== 'string') return value;
    if (IMAGE_ADDRESS.test(value) && !value.startsWith(location.origin)) return PLACEHOLDER;
    if (!value.includes('<')) return value;
    return value.replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '').replace(/\ssrc\s*=\s*("[^"]*"|'[^']*')/gi, ` src="${PLACEHOLDER}"`);
  });
}

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Waits (up to thirty seconds: a busy machine loads the on-demand forms slowly) for `find` to answer something. */
async function until<T>(find: () => T | null | undefined, what: string, tries = 600): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Not found: ${what}`);
}

/** The accessible name of a dialog or group, as its label, labelling element, legend or heading gives it. */
function nameOf(container: Element): string {
  const labelledBy = container.getAttribute('aria-labelledby');
  if (labelledBy) return normalise(labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '));
  return normalise(container.getAttribute('aria-label') ?? container.querySelector('legend, h1, h2, h3, h4, h5, h6')?.textContent);
}

function scopeOf(step: ExampleStep): Promise<ParentNode> {
  if (!step.within) return Promise.resolve(document);
  const name = t(step.within, step.values ?? {});
  return until(() => [...document.querySelectorAll('dialog[open], [role="group"], fieldset')].find((candidate) => nameOf(candidate) === name), name);
}

function control(scope: ParentNode, label: string): Promise<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> {
  return until(() => {
    for (const element of scope.querySelectorAll('label')) {
      if (normalise(element.textContent) === label && element.control) return element.control as HTMLInputElement;
    }
    return scope.querySelector<HTMLInputElement>(`[aria-label="${CSS.escape(label)}"]`);
  }, `the field ${label}`);
}

/** Sets a field's value as typing does: through the native setter, then input and change. */
function setValue(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

async function play(step: ExampleStep): Promise<void> {
  const scope = await scopeOf(step);
  const label = (id: string) => t(id, step.values ?? {});
  for (const [id, option] of Object.entries(step.choose ?? {})) {
    const select = (await control(scope, label(id))) as HTMLSelectElement;
    const chosen = await until(() => [...select.options].find((candidate) => normalise(candidate.textContent) === option), option);
    setValue(select, chosen.value);
  }
  for (const [id, value] of Object.entries(step.type ?? {})) setValue(await control(scope, label(id)), value);
  for (const id of step.check ?? []) (await control(scope, label(id))).click();
  for (const text of step.checkByText ?? []) (await control(scope, text)).click();
  if (step.files) {
    const input = (await control(scope, label(step.files.label))) as HTMLInputElement;
    const transfer = new DataTransfer();
    for (const { name, type, size } of step.files.files) transfer.items.add(new File([new Uint8Array(size)], name, { type }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (step.optionByText) {
    const text = step.optionByText;
    const option = await until(() => [...scope.querySelectorAll<HTMLElement>('[role="option"]')].find((candidate) => normalise(candidate.textContent) === text), text);
    option.click();
    await settled();
  }
  if (step.press) {
    const name = t(step.press, step.values ?? {});
    const button = await until(
      () => [...scope.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => normalise(candidate.getAttribute('aria-label') ?? candidate.textContent) === name),
      `the button ${name}`,
    );
    button.click();
    // The next step waits for what the press brings; a spinner means it has not come yet.
    await settled();
  }
}

/** Waits a little for the spinners to go (a loading state keeps its spinner: it is not waited for long). */
function settled(): Promise<unknown> {
  return until(() => !document.querySelector('.portico-spinner') || undefined, 'the answers', 30).catch(() => undefined);
}

async function show(): Promise<void> {
  const query = new URLSearchParams(location.search);
  const area = query.get('area') ?? '';
  const name = query.get('state') ?? '';
  const state = galleryState(area, name);
  const root = document.getElementById('state');
  if (!state || !root) throw new Error(`No state ${name} of ${area}.`);
  document.title = `${area}: ${name} | Portico widget gallery`;
  startPage(state);
  createRoot(root).render(
    <StrictMode>
      {state.render()}
      <DialogHost />
      <SnackbarHost />
    </StrictMode>,
  );
  await settled();
  for (const step of state.steps ?? []) await play(step);
}

show().then(
  () => {
    document.documentElement.dataset.galleryState = 'ready';
  },
  (error: unknown) => {
    document.documentElement.dataset.galleryState = 'failed';
    document.documentElement.dataset.galleryError = error instanceof Error ? error.message : String(error);
  },
);
