import { useEffect, useId } from 'react';
import { getDocumentFile } from '../../core/api/endpoints/documents';
import { formatDateTime } from '../../core/domain/datetime';
import { t as translate, useT } from '../../core/i18n';
import type { Development } from '../../core/schemas';
import type { DocumentFile, DocumentFolder } from '../../core/schemas/documents';
import { $developments, documentsStore } from '../../core/stores';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { Spinner } from '../../core/ui/Spinner';
import { DownloadFailure, useFileDownload } from '../../core/ui/useFileDownload';
import type { PageProps } from '../routes';
import { navigate } from '../router';
import { documentsPath, folderToOpen, formatFileSize } from './documents';
import { NotFoundPage } from './NotFoundPage';
import { useOpenDetails } from './useOpenDetails';

/**
 * /documents, /documents/{developmentId} and /documents/{developmentId}/{folderId} (spec 1 §2,
 * spec 2 §2): a development's folders, each expandable, with its files; a file downloads through
 * the API client when pressed. The folder the address names (its path, `?folder=`, or the folder
 * of `?file=`) is open. The bare address goes on to the user's first development.
 */
export function DocumentsPage({ page }: PageProps) {
  const t = useT();
  if (page.route !== 'documents' && page.route !== 'documentsFolder') {
    return (
      <>
        <h1>{t('routes.documents')}</h1>
        <FirstDevelopment />
      </>
    );
  }
  const folder = page.route === 'documentsFolder' ? page.params.folderId : page.search.folder;
  // Keyed: another development or folder starts from its own state (which folder is open).
  return <DevelopmentDocuments key={`${page.params.developmentId}/${folder ?? ''}/${page.search.file ?? ''}`} developmentId={page.params.developmentId} named={{ folder, file: page.search.file }} />;
}

/** The bare address: the first of the user's developments (history replaced); none, the developments' empty text. */
function FirstDevelopment() {
  const t = useT();
  const developments = useResource($developments, t('errors.developments'));
  const first = developments.status === 'loaded' ? developments.data[0] : undefined;
  useEffect(() => {
    if (first) navigate(documentsPath(first.id), true);
  }, [first]);
  return <Loaded state={developments}>{() => (first ? <Spinner label={t('common.loading')} /> : <p>{t('developments.empty.none')}</p>)}</Loaded>;
}

type Named = { folder?: string | undefined; file?: string | undefined };

function DevelopmentDocuments({ developmentId, named }: { developmentId: string; named: Named }) {
  const t = useT();
  // The list tells whether the development is the user's (the API answers 404 otherwise) and its name.
  const developments = useResource($developments, t('errors.developments'));
  return (
    <>
      {developments.status === 'loaded' ? null : <h1>{t('routes.documents')}</h1>}
      <Loaded state={developments}>
        {(list) => {
          const development = list.find((candidate) => candidate.id === developmentId);
          return development ? <Folders development={development} named={named} /> : <NotFoundPage />;
        }}
      </Loaded>
    </>
  );
}

function Folders({ development, named }: { development: Development; named: Named }) {
  const t = useT();
  const folders = useResource(documentsStore(development.id), t('documents.loadFailed'));
  return (
    <div className="shell-documents">
      <h1>{t('documents.heading', { name: development.name })}</h1>
      <Loaded state={folders}>
        {(list) => (list.length === 0 ? <p>{t('documents.empty')}</p> : <FolderList developmentId={development.id} folders={list} named={named} />)}
      </Loaded>
    </div>
  );
}

function FolderList({ developmentId, folders, named }: { developmentId: string; folders: DocumentFolder[]; named: Named }) {
  const t = useT();
  const openAtStart = folderToOpen(folders, named);
  // The folder the address names starts open; the reader opens and closes any afterwards.
  const open = useOpenDetails(() => (openAtStart ? [openAtStart] : []));
  return (
    <>
      {named.folder && !openAtStart ? <p>{t('documents.folderNotFound')}</p> : null}
      {folders.map((folder) => (
        <details key={folder.id} className="shell-documents__folder" open={open.isOpen(folder.id)} onToggle={(event) => open.toggle(folder.id, event.currentTarget.open)}>
          <summary>{folder.name}</summary>
          {folder.files.length === 0 ? (
            <p>{t('common.empty.files')}</p>
          ) : (
            <ul className="shell-documents__files">
              {folder.files.map((file) => (
                <li key={file.id}>
                  <FileDownload developmentId={developmentId} file={file} />
                </li>
              ))}
            </ul>
          )}
        </details>
      ))}
    </>
  );
}

function FileDownload({ developmentId, file }: { developmentId: string; file: DocumentFile }) {
  const t = useT();
  const metaId = useId();
  const download = useFileDownload(
    () => getDocumentFile(developmentId, file.id, { errorPrefix: translate('documents.download.failed') }),
    translate('documents.download.failed'),
  );
  return (
    <>
      <button type="button" className="shell-documents__file" aria-describedby={metaId} aria-busy={download.pending || undefined} onClick={() => void download.start()}>
        {file.name}
      </button>
      <span id={metaId} className="shell-documents__meta">
        {t('documents.file.meta', { size: formatFileSize(file.size), date: formatDateTime(file.updatedAt) })}
      </span>
      <DownloadFailure download={download} />
    </>
  );
}
