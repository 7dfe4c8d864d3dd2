import { Link } from '@tanstack/react-router'
import type { FolderCrumb } from '@/server/documents/documents.types'
import type { DocId } from '@/domain/ids'
import { folderSearchValue } from './folder-search'
import { DOCUMENTS_COPY as COPY } from './documents-copy'

/**
 * 'Mes documents' / the project / each folder down to the one open: every step but the last is a link.
 * `folderCrumbs` are the folders below the project (none at its top, or for every project).
 */
export function DocumentsBreadcrumbs({ projectId, projectTitle, folderCrumbs }: { projectId: DocId | null; projectTitle: string; folderCrumbs: readonly FolderCrumb[] }) {
  const openFolder = folderCrumbs.at(-1) ?? null
  return (
    <nav aria-label={COPY.breadcrumbs} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-x-1">
        <li>
          <a href="/fichiers" className="hover:underline">
            {COPY.myDocuments}
          </a>
        </li>
        <li>
          /{' '}
          {projectId && openFolder ? (
            <Link to="/mesdocuments/$id" params={{ id: projectId }} search={{}} className="hover:underline">
              {projectTitle}
            </Link>
          ) : (
            <span aria-current="page">{projectTitle}</span>
          )}
        </li>
        {projectId
          ? folderCrumbs.map((crumb) => (
              <li key={crumb.folderId}>
                /{' '}
                {crumb === openFolder || crumb.folderId === null ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <Link to="/mesdocuments/$id" params={{ id: projectId }} search={{ folder_id: folderSearchValue(crumb.folderId) }} className="hover:underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            ))
          : null}
      </ol>
    </nav>
  )
}
