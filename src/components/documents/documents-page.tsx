import { useId, useRef, useState, type DragEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { Upload } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageNav } from '@/components/layout/page-nav'
import { SearchForm } from '@/components/layout/search-form'
import { Progress } from '@/components/ui/progress'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { DOCUMENT_TABS } from '@/domain/documents'
import { postFormWithProgress } from '@/lib/post-form'
import { cn } from '@/lib/utils'
import type { DocumentsPage as DocumentsData, WireDocument } from '@/server/documents/documents.server'
import { removeDocument } from '@/server/documents/documents.functions'
import { PdfPreview } from './pdf-preview'
import { DocumentCard } from './document-card'
import { DOCUMENTS_COPY as COPY } from './documents-copy'

export type DocumentsSearch = { p?: number; tab?: string; word?: string }

type Upload = { key: string; name: string; percent: number; error: string | null }

/**
 * /mesdocuments/{id} (spec section 2): a project's documents (or all of them with -1) as cards, by family and
 * searched, 12 a page; adding files (dropped or picked, each with its progress), previewing a PDF or an image,
 * downloading, deleting one's own after confirmation.
 */
export function DocumentsPage({ data, search, onSearch }: { data: DocumentsData; search: DocumentsSearch; onSearch: (next: DocumentsSearch) => void }) {
  const router = useRouter()
  const [previewed, setPreviewed] = useState<WireDocument | null>(null)
  const [toDelete, setToDelete] = useState<WireDocument | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const tab = search.tab ?? 'all'
  const title = data.project ? COPY.projectBreadcrumb(data.project.id) : COPY.allTitle

  const confirmDelete = async () => {
    if (!toDelete) return
    const result = await removeDocument({ data: { fileId: toDelete.file_id } }).catch(() => null)
    if (!result?.ok) return setError(result?.error ?? 'La suppression a échoué. Veuillez réessayer.')
    setNotice(COPY.deleted(toDelete.file_name))
    await router.invalidate()
  }

  return (
    <div className="space-y-6">
      <nav aria-label="Fil d’Ariane" className="text-sm text-muted-foreground">
        <a href="/fichiers" className="hover:underline">
          {COPY.myDocuments}
        </a>{' '}
        / <span aria-current="page">{title}</span>
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
      <SearchForm label={COPY.search} placeholder={COPY.searchPlaceholder} initial={search.word ?? ''} onSearch={(word) => onSearch({ ...search, word: word || undefined, p: 1 })} />
      {data.project ? (
        <UploadZone
          projectId={data.project.id}
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
        <p className="rounded-2xl border border-dashed border-border bg-card p-8 text-center text-lg">{search.word || tab !== 'all' ? COPY.emptySearch : COPY.empty}</p>
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
      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{COPY.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription>{toDelete ? COPY.deleteText(toDelete.file_name) : null}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{COPY.no}</AlertDialogCancel>
            <AlertDialogAction onClick={() => void confirmDelete()}>{COPY.yes}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}

/** Files dropped or picked go up one by one, each with its progress; a refused one shows the server's message. */
function UploadZone({ projectId, onDone }: { projectId: string; onDone: (count: number) => void }) {
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
        await postFormWithProgress(`/v1/folders/add/${isPlan ? 'plans' : 'files'}/${projectId}`, form, {
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
