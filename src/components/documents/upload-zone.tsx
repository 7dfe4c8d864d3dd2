import { useId, useRef, useState, type DragEvent } from 'react'
import { Upload as UploadIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { postFormWithProgress } from '@/lib/post-form'
import { cn } from '@/lib/utils'
import { DOCUMENTS_COPY as COPY } from './documents-copy'

type Upload = {
  key: string
  name: string
  percent: number
  error: string | null
}

// NOTE: the one upload with progress goes to /v1 (XMLHttpRequest); the answer is not read: the page
// refreshes through its loader (router.invalidate) once files are up.
/** Files dropped or picked go up one by one, each with its progress; a refused one shows the server's message. */
export function UploadZone({ projectId, folderId, onDone }: { projectId: string; folderId: string | null; onDone: (count: number) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [isPlan, setIsPlan] = useState(false)
  const [isDragging, setIsDragging] = useState(false)
  const planId = useId()

  const patch = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)))

  const send = async (files: readonly File[]) => {
    const queued = files.map((file) => ({
      file,
      key: `${file.name}-${file.size}-${Math.random()}`,
    }))
    setUploads((list) => [
      ...list,
      ...queued.map(({ file, key }) => ({
        key,
        name: file.name,
        percent: 0,
        error: null,
      })),
    ])
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
          <UploadIcon aria-hidden="true" className="size-7" />
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
