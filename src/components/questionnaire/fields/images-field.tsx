import { lazy, Suspense, useRef, useState } from 'react'
import { ImagePlus, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import {
  ACCEPTED_IMAGE_EXTENSIONS,
  ACCEPTED_PLAN_EXTENSIONS,
  ANSWER_MESSAGES,
  isAcceptedImageName,
  isAcceptedPlanName,
  isPdfName,
  type UploadedFile,
} from '@/domain/questionnaire'
import { loadCode } from '@/lib/time-limits'
import type { DocId } from '@/domain/ids'
import { uploadImage } from '@/lib/questionnaire-upload'
import { QUESTIONNAIRE_COPY as COPY } from '../copy'
import type { FieldProps } from './types'

const acceptOf = (extensions: readonly string[]) => extensions.map((extension) => `.${extension}`).join(',')

// pdf.js is fetched only when a plan is picked, never in the questionnaire's first load.
const PdfThumbnail = lazy(() => loadCode(() => import('@/components/documents/pdf-thumbnail')))

type Upload = { key: string; name: string; percent: number; error: string | null }

type ImagesProps = Omit<FieldProps<UploadedFile[]>, 'question'> & {
  questionId: string
  isSingle: boolean
  /** The project the images belong to (created first if there is none yet); null when it cannot be (the reason is shown). */
  ensureProject: () => Promise<DocId | null>
}

/**
 * Image uploads: several images or plans as PDF (2) or one photo (7). Each picked file is sent at once with
 * its own progress bar and previewed from the browser's copy (a plan's first page); a refused file shows
 * the server's message and nothing else changes.
 */
export function ImagesField({ questionId, isSingle, draft, onChange, labelId, errorId, ensureProject }: ImagesProps) {
  const input = useRef<HTMLInputElement>(null)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [previews, setPreviews] = useState<Record<string, string>>({})
  const [plans, setPlans] = useState<Record<string, File>>({})
  const current = useRef(draft)
  current.current = draft

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)))

  const send = async (files: File[]) => {
    const projectId = await ensureProject()
    if (projectId === null) return
    for (const file of isSingle ? files.slice(0, 1) : files) {
      const key = `${file.name}-${file.size}-${Math.random()}`
      const isAccepted = isSingle ? isAcceptedImageName(file.name) : isAcceptedPlanName(file.name)
      if (!isAccepted) {
        setUploads((list) => [...list, { key, name: file.name, percent: 0, error: isSingle ? ANSWER_MESSAGES.imageTypeInvalid : ANSWER_MESSAGES.planTypeInvalid }])
        continue
      }
      setUploads((list) => [...list, { key, name: file.name, percent: 0, error: null }])
      try {
        const uploaded = await uploadImage({ projectId, file, isSingle }, (percent) => patch(key, { percent }))
        // A plan is drawn from its bytes (pdf.js may not fetch a blob: URL under the site's CSP), an image from its URL.
        if (isPdfName(file.name)) setPlans((map) => ({ ...map, [uploaded.folderId]: file }))
        else setPreviews((map) => ({ ...map, [uploaded.folderId]: URL.createObjectURL(file) }))
        onChange(isSingle ? [uploaded] : [...current.current, uploaded])
        setUploads((list) => list.filter((upload) => upload.key !== key))
      } catch (error) {
        patch(key, { error: (error as Error).message })
      }
    }
  }

  return (
    <div className="space-y-4">
      <input
        ref={input}
        id={`q-${questionId}-files`}
        type="file"
        accept={acceptOf(isSingle ? ACCEPTED_IMAGE_EXTENSIONS : ACCEPTED_PLAN_EXTENSIONS)}
        multiple={!isSingle}
        className="sr-only"
        aria-labelledby={labelId}
        aria-describedby={errorId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ''
          void send(files)
        }}
      />
      <Button type="button" variant="outline" size="lg" onClick={() => input.current?.click()}>
        <ImagePlus aria-hidden="true" />
        {isSingle ? COPY.addPhoto : COPY.addImages}
      </Button>
      <p className="text-sm text-muted-foreground">{isSingle ? COPY.photoHint : COPY.imagesHint}</p>
      {uploads.length > 0 ? (
        <ul className="space-y-2" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-md border border-border bg-card p-3 text-sm">
              {upload.error ? (
                <p role="alert" className="flex items-center justify-between gap-2 text-destructive">
                  <span>
                    {upload.name} : {upload.error}
                  </span>
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={COPY.remove(upload.name)} onClick={() => setUploads((list) => list.filter((item) => item.key !== upload.key))}>
                    <X />
                  </Button>
                </p>
              ) : (
                <>
                  <p>{COPY.uploading(upload.name, upload.percent)}</p>
                  <Progress value={upload.percent} className="mt-2" aria-label={COPY.uploading(upload.name, upload.percent)} />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {draft.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={COPY.addedFiles}>
          {draft.map((file) => (
            <li key={file.folderId} className="relative overflow-hidden rounded-lg border border-border bg-muted">
              {plans[file.folderId] ? (
                <Suspense fallback={<div className="aspect-square" />}>
                  <PdfThumbnail file={plans[file.folderId]} width={160} label={file.folderName} />
                </Suspense>
              ) : previews[file.folderId] ? (
                <img src={previews[file.folderId]} alt={file.folderName} className="aspect-square w-full object-cover" />
              ) : (
                <div className="flex aspect-square items-center justify-center p-2 text-center text-xs text-muted-foreground">{file.folderName}</div>
              )}
              <Button
                type="button"
                variant="secondary"
                size="icon-sm"
                className="absolute right-1 top-1"
                aria-label={COPY.remove(file.folderName)}
                onClick={() => onChange(draft.filter((item) => item.folderId !== file.folderId))}
              >
                <X />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
