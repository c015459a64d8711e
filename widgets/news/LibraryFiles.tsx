import { hrefFrom } from '../../core/elements/href';
import type { EmitFn } from '../../core/events';
import { t as translate } from '../../core/i18n';
import type { LinkedLibraryFile } from '../../core/schemas/news';
import { followLink, isPlainClick } from '../../core/ui/links';
import { onDemand } from '../../core/ui/OnDemand';
import { DownloadFailure, useFileDownload } from '../../core/ui/useFileDownload';

const contentModule = onDemand(() => import('./libraryFile'));

/**
 * The library files and folders a news item links. A folder is a
 * link into the host's documents page (`fileHref`); a file downloads through the API client when
 * pressed, a link to its place in the documents page when there is one (another tab opens that
 * page), else a button.
 */
export function LibraryFiles({ files, fileHref, emit }: { files: readonly LinkedLibraryFile[]; fileHref: string | undefined; emit: EmitFn | undefined }) {
  return (
    <ul>
      {files.map((file) => {
        const { id, developmentId, folderId } = file.payload;
        const values: Record<string, string> = { id, type: file.type, developmentId };
        if (folderId) values.folderId = folderId;
        const href = hrefFrom(fileHref, values);
        return <li key={`${file.type}:${id}`}>{file.type === 'file' ? <FileLink file={file} href={href} /> : <FolderLink name={file.payload.name} href={href} emit={emit} />}</li>;
      })}
    </ul>
  );
}

function FolderLink({ name, href, emit }: { name: string; href: string | undefined; emit: EmitFn | undefined }) {
  return href ? (
    <a href={href} part="file" onClick={(event) => followLink(event, href, emit)}>
      {name}
    </a>
  ) : (
    <span part="file">{name}</span>
  );
}

function FileLink({ file, href }: { file: LinkedLibraryFile; href: string | undefined }) {
  const download = useFileDownload(() => contentModule.load().then((module) => module.libraryFileContent(file.payload)), translate('documents.download.failed'));
  const busy = download.pending || undefined;
  const name = file.payload.name;
  return (
    <>
      {href ? (
        <a
          href={href}
          part="file"
          aria-busy={busy}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            void download.start();
          }}
        >
          {name}
        </a>
      ) : (
        <button type="button" className="portico-news__file-button" part="file" aria-busy={busy} onClick={() => void download.start()}>
          {name}
        </button>
      )}
      <DownloadFailure download={download} />
    </>
  );
}
