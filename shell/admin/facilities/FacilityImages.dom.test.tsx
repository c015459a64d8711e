import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import { t } from '../../../core/i18n';
import type { Facility } from '../../../core/schemas/facilities';
import { sampleFacility } from '../../../core/testing/samples/facilities';
import { sampleIds } from '../../../core/testing/samples/ids';
import { ok, type ExampleAnswer } from '../../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../../core/testing/page';
import { closeDialog } from '../../../core/ui/dialogStore';
import { DialogHost } from '../../../core/ui/DialogHost';
import type * as ResizeModule from '../../../core/ui/resizeImage';
import { dismissSnackbar } from '../../../core/ui/snackbarStore';
import { adminSession } from '../bookings/examples';
import { FacilityImages } from './FacilityImages';
import { expectNoAxeViolations } from '../../../core/testing/axe';

// jsdom draws no images: the resize answers a fixed PNG, as the browser test of resizeImage proves the real one.
const resized = vi.fn((file: File, width: number) => ({ file, width }));
vi.mock('../../../core/ui/resizeImage', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizeModule>()),
  resizeImage: async (file: File, width: number) => {
    resized(file, width);
    if (file.type === 'text/plain') throw new Error('Not an image');
    return { upload: { fileName: file.name.replace(/\.[^.]*$/, '.png'), content: 'iVBORw0KGgo=' }, preview: 'data:image/png;base64,iVBORw0KGgo=' };
  },
}));

afterEach(() => {
  closeDialog();
  dismissSnackbar();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GYM = sampleIds.gym;
const side = { id: 'img-gym-side', facilityUuid: GYM, name: 'Weights corner', isMainImage: false, url: 'https://cdn.example.com/facilities/gym-side.jpg' };
/** The Gym with two images, its main one first. */
const gym: Facility = { ...sampleFacility, images: [...sampleFacility.images, side] };
const unavailable: ExampleAnswer = { status: 500, body: { messages: ['The image store is unavailable.'] } };
const tooLarge: ExampleAnswer = { status: 400, body: { messages: ['content: the image is larger than 5 MB.'] } };

/** The named states of the images screen: the facility it shows and what the API answers. */
const IMAGES_STATES = {
  none: { facility: { ...gym, images: [] }, answers: {} },
  images: { facility: gym, answers: {} },
  uploadPending: { facility: gym, answers: { [`POST /facilities/${GYM}/images`]: () => new Promise<ExampleAnswer>(() => undefined) } },
  uploadFailed: { facility: gym, answers: { [`POST /facilities/${GYM}/images`]: tooLarge } },
} satisfies Record<string, { facility: Facility; answers: ExtraAnswers }>;

function show(facility: Facility, answers: ExtraAnswers = {}) {
  const calls = startPage({ session: adminSession, answers: {} }, answers);
  const view = render(
    <>
      <FacilityImages facility={facility} />
      <DialogHost />
    </>,
  );
  return { ...view, calls };
}

const imageItem = (name: string) => screen.getByText(name, { exact: false, selector: 'p' }).closest('li') as HTMLElement;

async function upload(file: File) {
  // Not held to the input's accept list: a browser lets anyone pick "All files".
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText(t('admin.facilityImages.file')), file);
  await user.click(screen.getByRole('button', { name: t('admin.facilityImages.upload') }));
  return user;
}

describe('FacilityImages (spec 2 §2: a facility\'s images)', () => {
  it.each(Object.entries(IMAGES_STATES))('%s: catalogue texts only, axe finds nothing', async (name, state) => {
    const { container } = show(state.facility, state.answers);
    if (name === 'uploadPending' || name === 'uploadFailed') await upload(new File(['x'], 'floor.jpg', { type: 'image/jpeg' }));
    if (name === 'uploadFailed') await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(container.textContent).not.toMatch(/admin\.|facilities\.|errors\./);
    await expectNoAxeViolations(document.body);
  });

  it('lists each image with its name; the main one marked, its Make main image disabled', () => {
    show(gym);
    const main = imageItem('Gym');
    expect(main.textContent).toContain(t('facilities.manage.images.main'));
    expect((within(main).getByRole('button', { name: t('facilities.manage.images.makeMain') }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(imageItem('Weights corner')).getByRole('button', { name: t('facilities.manage.images.makeMain') }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('none: says the facility has no images yet', () => {
    show(IMAGES_STATES.none.facility);
    screen.getByText(t('admin.facilityImages.empty'));
  });

  it('uploads the picture resized to 600 wide, named after the file unless another name is typed, and shows the answer', async () => {
    const added = { id: 'img-gym-floor', facilityUuid: GYM, name: 'Floor', isMainImage: false, url: 'https://cdn.example.com/facilities/gym-floor.png' };
    const { calls } = show(gym, { [`POST /facilities/${GYM}/images`]: ok({ ...gym, images: [...gym.images, added] }) });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(t('admin.facilityImages.file')), new File(['x'], 'floor.jpg', { type: 'image/jpeg' }));
    expect((screen.getByRole('textbox', { name: t('admin.facilityImages.name') }) as HTMLInputElement).value).toBe('floor');
    await user.clear(screen.getByRole('textbox', { name: t('admin.facilityImages.name') }));
    await user.type(screen.getByRole('textbox', { name: t('admin.facilityImages.name') }), 'Floor');
    await user.click(screen.getByRole('button', { name: t('admin.facilityImages.upload') }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Floor', fileName: 'floor.png', content: 'iVBORw0KGgo=' }));
    expect(resized).toHaveBeenLastCalledWith(expect.any(File), 600);
    await screen.findByText('Floor', { selector: 'p' });
    expect((screen.getByRole('textbox', { name: t('admin.facilityImages.name') }) as HTMLInputElement).value).toBe('');
  });

  it('uploadPending: the button says Uploading… while the API answers', async () => {
    show(gym, IMAGES_STATES.uploadPending.answers);
    await upload(new File(['x'], 'floor.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('button', { name: t('admin.facilityImages.uploading') });
  });

  it('uploadFailed: Unable to save image for facility. with the API\'s reason; the name is kept', async () => {
    show(gym, IMAGES_STATES.uploadFailed.answers);
    await upload(new File(['x'], 'floor.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(dialog.textContent).toContain('Unable to save image for facility. content: the image is larger than 5 MB.');
    expect((screen.getByRole('textbox', { name: t('admin.facilityImages.name') }) as HTMLInputElement).value).toBe('floor');
  });

  it('refuses to send without a file, or a file that is no picture', async () => {
    const { calls } = show(gym);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('admin.facilityImages.upload') }));
    await screen.findByText(t('admin.facilityImages.fileRequired'));
    screen.getByText(t('validation.required'));
    await upload(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await screen.findByText(t('admin.facilityImages.notAnImage'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('Make main image marks the other image main and the first no longer', async () => {
    const answered = { ...gym, images: [{ ...gym.images[0]!, isMainImage: false }, { ...side, isMainImage: true }] };
    const { calls } = show(gym, { [`PUT /facilities/${GYM}/images/${side.id}`]: ok(answered) });
    const user = userEvent.setup();
    await user.click(within(imageItem('Weights corner')).getByRole('button', { name: t('facilities.manage.images.makeMain') }));
    await waitFor(() => expect(imageItem('Weights corner').textContent).toContain(t('facilities.manage.images.main')));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isMainImage: true });
    expect(imageItem('Gym').textContent).not.toContain(t('facilities.manage.images.main'));
  });

  it('a failed Make main image says Unable to update image for facility.', async () => {
    show(gym, { [`PUT /facilities/${GYM}/images/${side.id}`]: unavailable });
    const user = userEvent.setup();
    await user.click(within(imageItem('Weights corner')).getByRole('button', { name: t('facilities.manage.images.makeMain') }));
    expect((await screen.findByRole('dialog', { name: t('errors.errorOccurred') })).textContent).toContain('Unable to update image for facility.');
  });

  it('renames an image', async () => {
    const { calls } = show(gym, { [`PUT /facilities/${GYM}/images/${side.id}`]: ok({ ...gym, images: [gym.images[0]!, { ...side, name: 'Free weights' }] }) });
    const user = userEvent.setup();
    await user.click(within(imageItem('Weights corner')).getByText(t('admin.facilityImages.rename')));
    const field = screen.getByRole('textbox', { name: t('admin.facilityImages.renameLabel', { name: 'Weights corner' }) });
    await user.clear(field);
    await user.type(field, 'Free weights');
    await user.click(within(imageItem('Weights corner')).getByRole('button', { name: t('admin.facilityImages.saveName') }));
    await screen.findByText('Free weights', { selector: 'p' });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Free weights' });
  });

  it('Remove image asks first, then removes it', async () => {
    const { calls } = show(gym, { [`DELETE /facilities/${GYM}/images/${side.id}`]: ok({ ...gym, images: [gym.images[0]!] }) });
    const user = userEvent.setup();
    await user.click(within(imageItem('Weights corner')).getByRole('button', { name: t('facilities.manage.images.remove') }));
    const dialog = await screen.findByRole('dialog', { name: t('admin.facilityImages.removeConfirm', { name: 'Weights corner' }) });
    await expectNoAxeViolations(dialog);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: t('facilities.manage.images.remove') }));
    await waitFor(() => expect(screen.queryByText('Weights corner', { selector: 'p' })).toBeNull());
  });

  it('a failed Remove image says Unable to remove image for facility.', async () => {
    show(gym, { [`DELETE /facilities/${GYM}/images/${side.id}`]: unavailable });
    const user = userEvent.setup();
    await user.click(within(imageItem('Weights corner')).getByRole('button', { name: t('facilities.manage.images.remove') }));
    const confirm = await screen.findByRole('dialog', { name: t('admin.facilityImages.removeConfirm', { name: 'Weights corner' }) });
    await user.click(within(confirm).getByRole('button', { name: t('facilities.manage.images.remove') }));
    expect((await screen.findByRole('dialog', { name: t('errors.errorOccurred') })).textContent).toContain('Unable to remove image for facility. The image store is unavailable.');
  });
});
