import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import { t } from '../../../core/i18n';
import type { Development } from '../../../core/schemas';
import { sampleAdminUser } from '../../../core/testing/samples/account';
import { sampleDevelopment, sampleDocumentsResponse, sampleElmCourt } from '../../../core/testing/samples/developments';
import { sampleIds } from '../../../core/testing/samples/ids';
import { sampleNewsFilterResponse } from '../../../core/testing/samples/news';
import type { ExampleAnswer } from '../../../core/testing/examples';
import type * as ResizeModule from '../../../core/ui/resizeImage';
import { startAs } from '../../chrome/test-support';
import type { ShellPage } from '../../routes';
import { DevelopmentPage } from '../../pages/DevelopmentPage';
import { DEVELOPMENT_IMAGE_WIDTH } from './DevelopmentImageChange';
import { expectNoAxeViolations } from '../../../core/testing/axe';

// jsdom draws no images: the resize answers a fixed PNG, as the browser test of resizeImage proves the real one.
const resized = vi.fn((file: File, width: number) => ({ file, width }));
vi.mock('../../../core/ui/resizeImage', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizeModule>()),
  resizeImage: async (file: File, width: number) => {
    resized(file, width);
    if (file.name.startsWith('broken')) throw new Error('Not an image');
    return { upload: { fileName: file.name.replace(/\.[^.]*$/, '.png'), content: 'iVBORw0KGgo=' }, preview: 'data:image/png;base64,iVBORw0KGgo=' };
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  resized.mockClear();
});

const NEW_IMAGE = 'https://cdn.example.com/developments/elm-court-new.png';
const changedElm: Development = { ...sampleElmCourt, imgUrl: NEW_IMAGE };
const PUT = `PUT /developments/${sampleIds.elmCourt}`;

function start(put: () => Promise<ExampleAnswer>) {
  let developments = [sampleDevelopment, sampleElmCourt];
  return startAs(sampleAdminUser, {
    'GET /developments': async () => ({ status: 200, body: { data: { developments } } }),
    'POST /news/filter': { status: 200, body: { data: sampleNewsFilterResponse } },
    [`GET /developments/${sampleIds.elmCourt}/documents`]: { status: 200, body: { data: sampleDocumentsResponse } },
    [`GET /developments/${sampleIds.elmCourt}/contacts`]: { status: 200, body: { data: { contacts: [] } } },
    [`GET /developments/${sampleIds.elmCourt}/locations`]: { status: 200, body: { data: { locations: [] } } },
    [PUT]: async () => {
      const answer = await put();
      if (answer.status === 200) developments = [sampleDevelopment, changedElm];
      return answer;
    },
  });
}

const page: NonNullable<ShellPage> = {
  route: 'developmentTab',
  path: `/developments/${sampleIds.elmCourt}/news`,
  params: { id: sampleIds.elmCourt, tab: 'news' },
  search: {},
  hash: '',
};

// The page alone, as the shell's <main> holds it (its landmarks are the shell's).
const pageAlone = () => document.querySelector('.shell-development')!;

const headerImage = () => screen.getByRole('img', { name: t('developments.image.alt', { name: 'Elm Court' }) });

async function openControl() {
  render(<DevelopmentPage page={page} />);
  await userEvent.click(await screen.findByText(t('developments.changeImage'), { selector: 'summary' }));
  return screen.findByLabelText(t('developments.image.file', { name: 'Elm Court' }));
}

const save = () => screen.getByRole('button', { name: t('developments.image.save') });

describe('Change image on the development page (spec 2 §2, §6: admin type)', () => {
  it('resizes the picture to width 600, sends it, says so, and the header shows the new image', async () => {
    const calls = start(async () => ({ status: 200, body: { data: changedElm } }));
    const input = await openControl();
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    await expectNoAxeViolations(pageAlone());
    await userEvent.upload(input, new File(['x'], 'courtyard.jpg', { type: 'image/jpeg' }));
    await userEvent.click(save());
    const done = await screen.findByText(t('developments.image.changed', { name: 'Elm Court' }));
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(resized).toHaveBeenCalledWith(expect.objectContaining({ name: 'courtyard.jpg' }), DEVELOPMENT_IMAGE_WIDTH);
    expect(headerImage().getAttribute('src')).toBe(NEW_IMAGE);
    const sent = calls.find((call) => call.method === 'PUT');
    expect(sent?.body).toEqual({ picture: { fileName: 'courtyard.png', content: 'iVBORw0KGgo=' } });
    await expectNoAxeViolations(pageAlone());
  }, 20_000);

  it('says the image is being changed while it is sent', async () => {
    let answer: (value: ExampleAnswer) => void = () => undefined;
    start(() => new Promise<ExampleAnswer>((resolve) => (answer = resolve)));
    const input = await openControl();
    await userEvent.upload(input, new File(['x'], 'courtyard.jpg', { type: 'image/jpeg' }));
    await userEvent.click(save());
    const pending = await screen.findByRole('button', { name: t('developments.image.saving') });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(pageAlone());
    answer({ status: 200, body: { data: changedElm } });
    await screen.findByText(t('developments.image.changed', { name: 'Elm Court' }));
  });

  it('says why it failed, keeps the picture, and Try again sends it again', async () => {
    let failing = true;
    const calls = start(async () => (failing ? { status: 413, body: { messages: ['The picture is larger than 5 MB.'] } } : { status: 200, body: { data: changedElm } }));
    const input = await openControl();
    await userEvent.upload(input, new File(['x'], 'courtyard.jpg', { type: 'image/jpeg' }));
    await userEvent.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('errors.developmentImage'));
    expect(alert.textContent).toContain('The picture is larger than 5 MB.');
    expect(headerImage().getAttribute('src')).toBe(sampleElmCourt.imgUrl);
    await expectNoAxeViolations(pageAlone());
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByText(t('developments.image.changed', { name: 'Elm Court' }));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });

  it('asks for a file first, and says so when the file is not a picture, sending nothing', async () => {
    const calls = start(async () => ({ status: 200, body: { data: changedElm } }));
    const input = await openControl();
    await userEvent.click(save());
    screen.getByText(t('admin.facilityImages.fileRequired'));
    await userEvent.upload(input, new File(['x'], 'broken.png', { type: 'image/png' }));
    await userEvent.click(save());
    await screen.findByText(t('admin.facilityImages.notAnImage'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
