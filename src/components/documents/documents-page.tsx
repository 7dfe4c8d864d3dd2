import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { Folder, FolderPlus, Upload } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { PageNav } from '@/components/layout/page-nav'
import { SearchForm } from '@/components/layout/search-form'
import { Progress } from '@/components/ui/progress'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ConfirmDialog } from '@/components/layout/dialogs'
import { DOCUMENT_TABS } from '@/domain/documents'
import { postFormWithProgress } from '@/lib/post-form'
import { cn } from '@/lib/utils'
import type { DocumentsPage as DocumentsData, WireDocument } from '@/server/documents/documents.server'
import type { WireFolder } from '@/server/documents/folders.server'
import { addSubFolder, removeDocument } from '@/server/documents/documents.functions'
import { PdfPreview } from './pdf-preview'
import { DocumentCard } from './document-card'
import { DOCUMENTS_COPY as COPY } from './documents-copy'

export type DocumentsSearch = { p?: number; tab?: string; word?: string; folder_id?: number }

type Upload = { key: string; name: string; percent: number; error: string | null }

/**
 * /mesdocuments/{id} (spec section 2): a project's documents (or all of them with -1) as cards, by family and
 * searched, 12 a page; adding files (dropped or picked, each with its progress), previewing a PDF or an image,
 * downloading, deleting one's own after confirmation. In a project, its folder tree: the sub-folders of the
 * folder open with their counts, breadcrumbs back up, and a form to create a sub-folder there.
 */
export function DocumentsPage({ data, search, onSearch }: { data: DocumentsData; search: DocumentsSearch; onSearch: (next: DocumentsSearch) => void }) {
  const router = useRouter()
  const [previewed, setPreviewed] = useState<WireDocument | null>(null)
  const [toDelete, setToDelete] = useState<WireDocument | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const tab = search.tab ?? 'all'
  const projectTitle = data.project ? COPY.projectBreadcrumb(data.project.id) : COPY.allTitle
  // In a sub-folder, the breadcrumbs go on below the project: its last entry is the folder open.
  const folderCrumbs = data.tree?.breadcrumbs.slice(1) ?? []
  const openFolder = folderCrumbs.at(-1) ?? null
  const title = openFolder?.folder_name ?? projectTitle

  const confirmDelete = async () => {
    if (!toDelete) return
    const result = await removeDocument({ data: { fileId: toDelete.file_id } }).catch(() => null)
    if (!result?.ok) return setError(result?.error ?? 'La suppression a échoué. Veuillez réessayer.')
    setNotice(COPY.deleted(toDelete.file_name))
    await router.invalidate()
  }

  return (
    <div className="space-y-6">
      <nav aria-label={COPY.breadcrumbs} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-x-1">
          <li>
            <a href="/fichiers" className="hover:underline">
              {COPY.myDocuments}
            </a>
          </li>
          {data.project ? (
            <li>
              /{' '}
              {openFolder ? (
                <Link to="/mesdocuments/$id" params={{ id: data.project.id }} search={{}} className="hover:underline">
                  {projectTitle}
                </Link>
              ) : (
                <span aria-current="page">{projectTitle}</span>
              )}
            </li>
          ) : (
            <li>
              / <span aria-current="page">{projectTitle}</span>
            </li>
          )}
          {data.project
            ? folderCrumbs.map((crumb) => (
                <li key={crumb.folder_id}>
                  /{' '}
                  {crumb === openFolder ? (
                    <span aria-current="page">{crumb.folder_name}</span>
                  ) : (
                    <Link to="/mesdocuments/$id" params={{ id: data.project!.id }} search={{ folder_id: Number(crumb.folder_id) }} className="hover:underline">
                      {crumb.folder_name}
                    </Link>
                  )}
                </li>
              ))
            : null}
        </ol>
      </nav>
      <header className="space-y-1">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {data.project ? (
          <p className="text-muted-foreground">
            <a href={`/project/${data.project.id}`} className="hover:underline">
              {data.project.title}
            </a>
          </p>
        ) : null}
      </header>
      <nav aria-label={COPY.tabs} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-1 border-b border-border">
          {DOCUMENT_TABS.map((candidate) => (
            <li key={candidate.value}>
              <button
                type="button"
                aria-current={candidate.value === tab ? 'page' : undefined}
                onClick={() => onSearch({ ...search, tab: candidate.value, p: 1 })}
                className={cn(
                  '-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
                  candidate.value === tab ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {candidate.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {data.project && data.tree ? (
        <FolderSection
          projectId={data.project.id}
          parentId={openFolder?.folder_id ?? undefined}
          folders={data.tree.folders}
          onCreated={(name) => {
            setError(null)
            setNotice(COPY.folderCreated(name))
            void router.invalidate()
          }}
        />
      ) : null}
      <SearchForm label={COPY.search} placeholder={COPY.searchPlaceholder} initial={search.word ?? ''} onSearch={(word) => onSearch({ ...search, word: word || undefined, p: 1 })} />
      {data.project ? (
        <UploadZone
          projectId={data.project.id}
          folderId={openFolder?.folder_id ?? null}
          onDone={(count) => {
            setNotice(COPY.sent(count))
            void router.invalidate()
          }}
        />
      ) : null}
      <p role="status" className="text-sm text-primary">
        {notice}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {data.total === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-card p-8 text-center text-lg">{search.word || tab !== 'all' ? COPY.emptySearch : openFolder ? COPY.emptyFolder : COPY.empty}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{COPY.count(data.total)}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={title}>
            {data.data.map((document) => (
              <DocumentCard key={document.file_id} document={document} onPreview={() => setPreviewed(document)} onDelete={() => setToDelete(document)} />
            ))}
          </ul>
          <PageNav page={data.page} lastPage={data.lastPage} onPage={(p) => onSearch({ ...search, p })} label={COPY.pagination} />
        </>
      )}
      <Dialog open={previewed !== null} onOpenChange={(open) => !open && setPreviewed(null)}>
        <DialogContent className="max-h-[92dvh] w-[min(100%-1rem,64rem)] max-w-none overflow-y-auto sm:max-w-none">
          {previewed ? (
            <>
              <DialogHeader>
                <DialogTitle className="break-all">{previewed.file_name}</DialogTitle>
                <DialogDescription>{previewed.kind_label}</DialogDescription>
              </DialogHeader>
              {previewed.icon === 'pdf' ? (
                <PdfPreview document={{ name: previewed.file_name, viewUrl: previewed.url, downloadUrl: previewed.url }} title={previewed.file_name} />
              ) : previewed.icon === 'image' ? (
                <img src={previewed.url} alt={previewed.file_name} className="max-h-[70dvh] w-full rounded-lg object-contain" />
              ) : (
                <p>{COPY.noPreview}</p>
              )}
            </>
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        copy={{ title: COPY.deleteTitle, text: toDelete ? COPY.deleteText(toDelete.file_name) : null, cancel: COPY.no, confirm: COPY.yes }}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  )
}

/** The sub-folders of the folder open, each a link showing its counts, and the form creating one more there. */
function FolderSection({ projectId, parentId, folders, onCreated }: { projectId: string; parentId: string | undefined; folders: WireFolder[]; onCreated: (name: string) => void }) {
  const headingId = useId()
  const nameId = useId()
  const errorId = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)

  const create = async (event: FormEvent) => {
    event.preventDefault()
    setIsSaving(true)
    const result = await addSubFolder({ data: { projectId, parentId, name } }).catch(() => null)
    setIsSaving(false)
    if (!result?.ok) return setError(result?.error ?? COPY.failed)
    setError(null)
    setName('')
    onCreated(result.value.folder_name)
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
            <li key={folder.folder_id}>
              <Link
                to="/mesdocuments/$id"
                params={{ id: projectId }}
                search={{ folder_id: Number(folder.folder_id) }}
                className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Folder aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{folder.folder_name}</span>
                  <span className="block text-xs text-muted-foreground">{COPY.folderCounts(folder.file_count, folder.folder_count)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
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
        <Button type="submit" disabled={isSaving}>
          <FolderPlus aria-hidden="true" />
          {COPY.createFolder}
        </Button>
        {error ? (
          <p id={errorId} role="alert" className="basis-full text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  )
}

/** Files dropped or picked go up one by one, each with its progress; a refused one shows the server's message. */
function UploadZone({ projectId, folderId, onDone }: { projectId: string; folderId: string | null; onDone: (count: number) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [isPlan, setIsPlan] = useState(false)
  const [isDragging, setIsDragging] = useState(false)
  const planId = useId()

  const patch = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)))

  const send = async (files: readonly File[]) => {
    const queued = files.map((file) => ({ file, key: `${file.name}-${file.size}-${Math.random()}` }))
    setUploads((list) => [...list, ...queued.map(({ file, key }) => ({ key, name: file.name, percent: 0, error: null }))])
    let sent = 0
    for (const { file, key } of queued) {
      const form = new FormData()
      form.append(isPlan ? 'project_plans[]' : 'files[]', file)
      try {
        await postFormWithProgress(`/v1/folders/add/${isPlan ? 'plans' : 'files'}/${projectId}${folderId ? `?folder_id=${folderId}` : ''}`, form, {
          onProgress: (percent) => patch(key, { percent }),
          tooLarge: 'Ce fichier dépasse la taille maximale de 50 Mo.',
        })
        sent++
        setUploads((list) => list.filter((upload) => upload.key !== key))
      } catch (failure) {
        patch(key, { error: (failure as Error).message })
      }
    }
    if (sent > 0) onDone(sent)
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setIsDragging(false)
    void send([...event.dataTransfer.files])
  }

  return (
    <section aria-label={COPY.addTitle} className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setIsDragging(true)
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn('rounded-2xl border-2 border-dashed p-4 transition-colors', isDragging ? 'border-primary bg-accent' : 'border-border bg-card')}
      >
        <input
          ref={input}
          type="file"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            void send([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
        <Button type="button" variant="ghost" className="h-auto w-full flex-col gap-2 py-5" onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" className="size-7" />
          <span className="font-medium">{COPY.addTitle}</span>
          <span className="whitespace-normal text-xs text-muted-foreground">{COPY.addHint}</span>
        </Button>
        <label htmlFor={planId} className="mt-2 flex items-center justify-center gap-2 text-sm">
          <input id={planId} type="checkbox" className="size-4 accent-[var(--primary)]" checked={isPlan} onChange={(event) => setIsPlan(event.target.checked)} />
          {COPY.asPlan}
        </label>
      </div>
      {uploads.length > 0 ? (
        <ul className="space-y-2">
          {uploads.map((upload) => (
            <li key={upload.key} className="space-y-1 text-sm">
              {upload.error ? (
                <p role="alert" className="text-destructive">
                  {upload.name} : {upload.error}
                </p>
              ) : (
                <>
                  <p>{COPY.sending(upload.name, upload.percent)}</p>
                  <Progress value={upload.percent} aria-label={COPY.sending(upload.name, upload.percent)} />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
