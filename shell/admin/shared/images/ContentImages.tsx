import { useId, useState } from 'react';
import { deleteContentImage, uploadContentImage } from '../../../../core/api/endpoints/content-images';
import { useT } from '../../../../core/i18n';
import { CONTENT_IMAGE_NAME_MAX, type ContentImage } from '../../../../core/schemas/content-images';
import { contentImagesStore } from '../../../../core/stores/content-images';
import { ConfirmDialog } from '../../../../core/ui/ConfirmDialog';
import { Loaded, useResource } from '../../../../core/ui/Loaded';
import { showSnackbar } from '../../../../core/ui/snackbarStore';
import { styleRef } from '../../../../core/ui/styles';
import { useApiAction } from '../../../../core/ui/useApiAction';
import { ImageUploadForm, staffImagesCss } from './ImageUpload';

/**
 * The HTML that shows an image in news or a page: a paragraph holding it, its name as the
 * alternative text. Built by the DOM, so a name cannot break out of its attribute.
 * @example imageHtml({ url: 'https://api.example.com/files/public/cim-1.png', name: 'Bin store map' }) // '<p><img src="…" alt="Bin store map"></p>'
 */
export function imageHtml(image: Pick<ContentImage, 'url' | 'name'>): string {
  const paragraph = document.createElement('p');
  const img = document.createElement('img');
  img.setAttribute('src', image.url);
  img.setAttribute('alt', image.name);
  paragraph.append(img);
  return paragraph.outerHTML;
}

/**
 * The development's images for news and pages (spec 2 §7, the misc image): each with its picture
 * and name, Add to the text (`onInsert`) and Remove image behind a confirmation (`DELETE` to its
 * URL); an upload resized in the browser. Taking an image out of the text keeps it here for
 * another item; removing it here takes it from every item that shows it. Loading, empty, and
 * Could not load… with Try again; failures in the Error Occurred dialog.
 * @example <ContentImages developmentId="dev-riverside-wharf" onInsert={(image) => form.change('description', values.description + imageHtml(image))} />
 */
export function ContentImages({ developmentId, onInsert }: { developmentId: string; onInsert: (image: ContentImage) => void }) {
  const t = useT();
  const headingId = useId();
  const images = useResource(contentImagesStore(developmentId), t('errors.contentImages.load'));
  return (
    <section ref={styleRef(staffImagesCss)} className="shell-admin-images" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('admin.contentImages.title')}</h3>
      <p className="shell-admin__muted">{t('admin.contentImages.intro')}</p>
      <Loaded state={images}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('admin.contentImages.empty')}</p>
          ) : (
            <ul className="shell-admin-images__list">
              {list.map((image) => (
                <ImageItem key={image.fileName} developmentId={developmentId} image={image} onInsert={onInsert} />
              ))}
            </ul>
          )
        }
      </Loaded>
      <ImageUploadForm
        heading={t('facilities.manage.images.add')}
        nameMax={CONTENT_IMAGE_NAME_MAX}
        failureText={t('errors.contentImages.save')}
        onUpload={async (body) => {
          await uploadContentImage(developmentId, body);
          showSnackbar(t('admin.facilityImages.saved'), { type: 'success' });
        }}
      />
    </section>
  );
}

function ImageItem({ developmentId, image, onInsert }: { developmentId: string; image: ContentImage; onInsert: (image: ContentImage) => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const { pending, run } = useApiAction();
  const removing = pending !== null;
  const nameId = useId();
  const remove = async () => {
    const removed = await run('remove', () => deleteContentImage(developmentId, image).then(() => true), { failure: { prefix: t('errors.contentImages.remove') } });
    setConfirming(false);
    if (removed) showSnackbar(t('admin.facilityImages.removed'), { type: 'success' });
  };
  return (
    <li className="shell-admin-images__item" data-file={image.fileName}>
      <img src={image.url} alt="" width={200} />
      <p id={nameId} className="shell-admin-images__name">
        {image.name}
      </p>
      <div className="shell-admin-images__actions">
        <button type="button" className="portico-button" aria-describedby={nameId} onClick={() => onInsert(image)}>
          {t('admin.contentImages.insert')}
        </button>
        <button type="button" className="portico-button" aria-describedby={nameId} onClick={() => setConfirming(true)}>
          {t('facilities.manage.images.remove')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        heading={t('admin.facilityImages.removeConfirm', { name: image.name })}
        confirmLabel={t(removing ? 'admin.facilityImages.removing' : 'facilities.manage.images.remove')}
        pending={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        <p>{t('admin.contentImages.removeText')}</p>
      </ConfirmDialog>
    </li>
  );
}
