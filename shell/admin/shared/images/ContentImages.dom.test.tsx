import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../core/ui/testSetup.dom';
import { t } from '../../../../core/i18n';
import type { ContentImage } from '../../../../core/schemas/content-images';
import { sampleIds } from '../../../../core/testing/samples/ids';
import { ok, type ExampleAnswer } from '../../../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../../../core/testing/page';
import { closeDialog } from '../../../../core/ui/dialogStore';
import { DialogHost } from '../../../../core/ui/DialogHost';
import type * as ResizeModule from '../../../../core/ui/resizeImage';
import { $snackbar, dismissSnackbar } from '../../../../core/ui/snackbarStore';
import { adminSession } from '../../bookings/examples';
import { ContentImages, imageHtml } from './ContentImages';
import { expectNoAxeViolations } from '../../../../core/testing/axe';

// jsdom draws no images: the resize answers a fixed PNG, as the browser test of resizeImage proves the real one.
vi.mock('../../../../core/ui/resizeImage', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizeModule>()),
  resizeImage: async (file: File) => ({ upload: { fileName: file.name.replace(/\.[^.]*$/, '.png'), content: 'iVBORw0KGgo=' }, preview: 'data:image/png;base64,iVBORw0KGgo=' }),
}));

afterEach(() => {
  closeDialog();
  dismissSnackbar();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RIVERSIDE = sampleIds.riversideWharf;
const listCall = `GET /developments/${RIVERSIDE}/images`;
const plan: ContentImage = { fileName: 'cim-riverside-site-plan.svg', name: 'Site plan', url: 'https://api.example.com/files/public/cim-riverside-site-plan.svg', createdAt: '2026-11-19T10:00:00.000Z' };
const poster: ContentImage = { fileName: 'cim-0b9e.png', name: 'Bins "rota" <poster>', url: 'https://api.example.com/files/public/cim-0b9e.png', createdAt: '2026-11-25T10:00:00.000Z' };
const unavailable: ExampleAnswer = { status: 500, body: { messages: ['The image store is unavailable.'] } };

/** The named states of the panel: what the API answers. */
const STATES = {
  loading: { [listCall]: () => new Promise<ExampleAnswer>(() => undefined) },
  empty: { [listCall]: ok({ images: [] }) },
  error: { [listCall]: unavailable },
  images: { [listCall]: ok({ images: [poster, plan] }) },
} satisfies Record<string, ExtraAnswers>;

function show(answers: ExtraAnswers, onInsert = vi.fn()) {
  const calls = startPage({ session: adminSession, answers: {} }, answers);
  const view = render(
    <>
      <ContentImages developmentId={RIVERSIDE} onInsert={onInsert} />
      <DialogHost />
    </>,
  );
  return { ...view, calls, onInsert };
}

const item = (name: string) => screen.getByText(name, { selector: 'p' }).closest('li') as HTMLElement;

describe('ContentImages (spec 2 §7: the images of news and pages, removed by DELETE to their URL)', () => {
  it.each(Object.entries(STATES))('%s: catalogue texts only, axe finds nothing', async (name, answers) => {
    const { container } = show(answers);
    if (name !== 'loading') await waitFor(() => expect(container.querySelector('.portico-spinner')).toBeNull());
    expect(container.textContent).not.toMatch(/admin\.|facilities\.|errors\./);
    await expectNoAxeViolations(container);
  });

  it('empty: says there are none; error: Could not load the images of news and pages. with Try again', async () => {
    show(STATES.empty);
    await screen.findByText(t('admin.contentImages.empty'));
    document.body.innerHTML = '';
    const user = userEvent.setup();
    const { calls } = show(STATES.error);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the images of news and pages. The image store is unavailable.');
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });

  it('Add to the text hands the image over; its HTML keeps a name with quotes and brackets inside the alternative text', async () => {
    const user = userEvent.setup();
    const { onInsert } = show(STATES.images);
    await user.click(within(await waitFor(() => item(poster.name))).getByRole('button', { name: t('admin.contentImages.insert') }));
    expect(onInsert).toHaveBeenCalledWith(poster);
    const html = imageHtml(poster);
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelectorAll('img')).toHaveLength(1);
    expect(parsed.querySelector('img')?.getAttribute('alt')).toBe(poster.name);
    expect(parsed.querySelector('img')?.getAttribute('src')).toBe(poster.url);
  });

  it('Remove image asks first, then sends DELETE to the image\'s URL and reads the list again', async () => {
    const user = userEvent.setup();
    let removed = false;
    const { calls } = show({
      [listCall]: () => Promise.resolve(ok({ images: removed ? [plan] : [poster, plan] })),
      [`DELETE /files/public/${poster.fileName}`]: () => {
        removed = true;
        return Promise.resolve({ status: 204 });
      },
    });
    await user.click(within(await waitFor(() => item(poster.name))).getByRole('button', { name: t('facilities.manage.images.remove') }));
    const dialog = await screen.findByRole('dialog', { name: t('admin.facilityImages.removeConfirm', { name: poster.name }) });
    expect(dialog.textContent).toContain(t('admin.contentImages.removeText'));
    await expectNoAxeViolations(dialog);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: t('facilities.manage.images.remove') }));
    await waitFor(() => expect(screen.queryByText(poster.name, { selector: 'p' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/files/public/${poster.fileName}`]);
    expect($snackbar.get()?.message).toBe(t('admin.facilityImages.removed'));
    expect(item(plan.name)).toBeTruthy();
  });

  it('a removal that fails opens Error Occurred with Unable to remove the image. and keeps the image', async () => {
    const user = userEvent.setup();
    show({ ...STATES.images, [`DELETE /files/public/${poster.fileName}`]: unavailable });
    await user.click(within(await waitFor(() => item(poster.name))).getByRole('button', { name: t('facilities.manage.images.remove') }));
    const confirm = await screen.findByRole('dialog', { name: t('admin.facilityImages.removeConfirm', { name: poster.name }) });
    await user.click(within(confirm).getByRole('button', { name: t('facilities.manage.images.remove') }));
    const dialog = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(dialog.textContent).toContain('Unable to remove the image. The image store is unavailable.');
    expect(item(poster.name)).toBeTruthy();
  });

  it('uploads a chosen file with its name, then reads the list again and empties the form', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let uploaded: ContentImage | null = null;
    const { calls } = show({
      [listCall]: () => Promise.resolve(ok({ images: uploaded ? [uploaded, plan] : [plan] })),
      [`POST /developments/${RIVERSIDE}/images`]: () => {
        uploaded = { ...poster, name: 'Bin store map' };
        return Promise.resolve(ok(uploaded, 201));
      },
    });
    await waitFor(() => item(plan.name));
    await user.upload(screen.getByLabelText(t('admin.facilityImages.file')), new File(['x'], 'bins.jpg', { type: 'image/jpeg' }));
    const name = screen.getByRole('textbox', { name: t('admin.facilityImages.name') });
    expect((name as HTMLInputElement).value).toBe('bins');
    await user.clear(name);
    await user.type(name, 'Bin store map');
    await user.click(screen.getByRole('button', { name: t('admin.facilityImages.upload') }));
    await waitFor(() => expect(item('Bin store map')).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Bin store map', fileName: 'bins.png', content: 'iVBORw0KGgo=' });
    expect((name as HTMLInputElement).value).toBe('');
  });
});
