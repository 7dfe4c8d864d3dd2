import { useRef, useState } from 'react'
import { ImagePlus, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { ACCEPTED_IMAGE_EXTENSIONS, isAcceptedImageName, type UploadedFile } from '@/domain/questionnaire'
import { uploadImage } from '../api'
import { QUESTIONNAIRE_COPY as COPY } from '../copy'
import type { FieldProps } from './types'

const ACCEPT = ACCEPTED_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')

type Upload = { key: string; name: string; percent: number; error: string | null }

type ImagesProps = Omit<FieldProps<UploadedFile[]>, 'question'> & {
  questionId: string
  isSingle: boolean
  /** The project the images belong to (created first if there is none yet). */
  ensureProject: () => Promise<number>
}

/**
 * Image uploads: several (2) or one (7). Each picked image is sent at once with its own progress bar and
 * previewed from the browser's copy; a refused file shows the server's message and nothing else changes.
 */
export function ImagesField({ questionId, isSingle, draft, onChange, labelId, errorId, ensureProject }: ImagesProps) {
  const input = useRef<HTMLInputElement>(null)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [previews, setPreviews] = useState<Record<string, string>>({})
  const current = useRef(draft)
  current.current = draft

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)))

  const send = async (files: File[]) => {
    const projectId = await ensureProject()
    for (const file of isSingle ? files.slice(0, 1) : files) {
      const key = `${file.name}-${file.size}-${Math.random()}`
      if (!isAcceptedImageName(file.name)) {
        setUploads((list) => [...list, { key, name: file.name, percent: 0, error: 'Seules les images sont acceptées (png, jpg, jpeg, gif, bmp, webp).' }])
        continue
      }
      setUploads((list) => [...list, { key, name: file.name, percent: 0, error: null }])
      try {
        const stored = await uploadImage({ projectId, file, single: isSingle }, (percent) => patch(key, { percent }))
        const uploaded = { folderId: stored.folder_id, folderName: stored.folder_name }
        setPreviews((map) => ({ ...map, [uploaded.folderId]: URL.createObjectURL(file) }))
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
        accept={ACCEPT}
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
      <p className="text-sm text-muted-foreground">{COPY.imagesHint}</p>
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
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Images ajoutées">
          {draft.map((file) => (
            <li key={file.folderId} className="relative overflow-hidden rounded-lg border border-border bg-muted">
              {previews[file.folderId] ? (
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
