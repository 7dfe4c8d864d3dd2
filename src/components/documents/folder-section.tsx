import { useId, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Folder, FolderPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useServerAction } from '@/components/lib/use-server-action'
import type { DocumentFolder } from '@/server/documents/documents.types'
import { addSubFolder } from '@/server/documents/documents.functions'
import { folderSearchValue } from './folder-search'
import { DOCUMENTS_COPY as COPY } from './documents-copy'

/** The sub-folders of the folder open, each a link showing its counts, and the form creating one more there (none on a project on hold). */
export function FolderSection({
  projectId,
  parentId,
  folders,
  canCreate,
  onCreated,
}: {
  projectId: string
  parentId: string | undefined
  folders: DocumentFolder[]
  canCreate: boolean
  onCreated: (name: string) => void
}) {
  const headingId = useId()
  const nameId = useId()
  const errorId = useId()
  const [name, setName] = useState('')
  // The refusal (a name taken, too deep) shows beside the field, not in a toast.
  const add = useServerAction((folderName: string) => addSubFolder({ data: { projectId, parentId, name: folderName } }), { shouldToast: false })
  const error = add.error ? (add.error.status === 0 ? COPY.failed : add.error.message) : null

  const create = async (event: FormEvent) => {
    event.preventDefault()
    const created = await add.run(name)
    if (!created) return
    setName('')
    onCreated(created.name)
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl">
        {COPY.folders}
      </h2>
      {folders.length === 0 ? (
        <p className="text-sm text-muted-foreground">{COPY.noFolders}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {folders.map((folder) => (
            <li key={folder.id}>
              <Link
                to="/mesdocuments/$id"
                params={{ id: projectId }}
                search={{ folder_id: folderSearchValue(folder.id) }}
                className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Folder aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{folder.name}</span>
                  <span className="block text-xs text-muted-foreground">{COPY.folderCounts(folder.fileCount, folder.folderCount)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {canCreate ? (
        <form onSubmit={(event) => void create(event)} className="flex flex-wrap items-end gap-2" aria-label={COPY.newFolder}>
          <div className="min-w-56 flex-1 space-y-1">
            <label htmlFor={nameId} className="text-sm font-medium">
              {COPY.newFolderName}
            </label>
            <Input
              id={nameId}
              value={name}
              maxLength={80}
              placeholder={COPY.newFolderPlaceholder}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <Button type="submit" disabled={add.isPending}>
            <FolderPlus aria-hidden="true" />
            {COPY.createFolder}
          </Button>
          {error ? (
            <p id={errorId} role="alert" className="basis-full text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  )
}
