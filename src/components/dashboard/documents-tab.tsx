import { FolderOpen } from 'lucide-react'
import type { ProjectFolder } from '@/server/projects/project-folders.server'
import { DASHBOARD_COPY as COPY } from './copy'

/** 'Mes documents': one folder per project, with how many documents it holds, opening /mesdocuments/{projectId}. */
export function DocumentsTab({ folders }: { folders: ProjectFolder[] }) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl sm:text-4xl">{COPY.documents}</h1>
      {folders.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-card p-10 text-center">
          <p className="text-lg">{COPY.empty}</p>
          <p className="mt-2 text-muted-foreground">{COPY.noFolder}</p>
        </div>
      ) : (
        <ul aria-label={COPY.folders} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {folders.map((folder) => (
            <li key={folder.projectId}>
              <a
                href={`/mesdocuments/${folder.projectId}`}
                className="flex items-center gap-4 rounded-2xl border border-border bg-card p-5 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground">
                  <FolderOpen aria-hidden="true" className="size-6" />
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{folder.folderName ?? folder.projectTitle}</span>
                  <span className="block text-sm text-muted-foreground">
                    {folder.projectTitle} · {COPY.fileCount(folder.fileCount)}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
