import { useT } from '../../core/i18n';
import { documentsStore } from '../../core/stores';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { documentsPath, libraryPath } from './documents';

/**
 * The development page's Documents card (spec 2 §2): a link to the development's documents and a
 * tile per folder, each leading to the folder's library address (which the shell redirects to
 * the folder open in the documents page).
 */
export function DocumentsCard({ developmentId, developmentName }: { developmentId: string; developmentName: string }) {
  const t = useT();
  const folders = useResource(documentsStore(developmentId), t('documents.loadFailed'));
  return (
    <section aria-labelledby="development-documents" className="shell-section shell-documents-card">
      <h2 id="development-documents">{t('routes.documents')}</h2>
      <p>{t('documents.card.text', { name: developmentName })}</p>
      <Loaded state={folders}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('documents.empty')}</p>
          ) : (
            <ul className="shell-folder-tiles">
              {list.map((folder) => (
                <li key={folder.id} className="shell-folder-tile">
                  <a href={libraryPath(developmentId, folder.id)}>{folder.name}</a>
                  <span>{t('documents.folder.count', { count: folder.files.length })}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <p>
        <a href={documentsPath(developmentId)}>{t('documents.card.link')}</a>
      </p>
    </section>
  );
}
