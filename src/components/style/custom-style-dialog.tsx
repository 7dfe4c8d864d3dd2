import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { ImagePlus, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Progress } from '@/components/ui/progress'
import { canAddCustomStyle, customStyleTitle } from '@/domain/catalogue'
import { ACCEPTED_IMAGE_EXTENSIONS, isAcceptedImageName } from '@/domain/questionnaire'
import { postFormWithProgress } from '@/lib/post-form'
import { cn } from '@/lib/utils'
import { STYLE_COPY as COPY } from './copy'

const ACCEPT = ACCEPTED_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')
const MAX_PHOTOS = 10

type Picked = { key: string; file: File; preview: string }

/**
 * The 'Ajout d'un style personnalisé' dialog (spec section 2): a title (the spec's default), photos dropped
 * or picked (images only), thumbnails with a remove button, 'Annuler' and 'Ajouter' (enabled with a title
 * and a photo). The photos go up in one request with its progress; a refusal keeps everything picked.
 */
export function CustomStyleDialog({
  projectId,
  customCount,
  open,
  onOpenChange,
  onAdded,
}: {
  projectId: string
  customCount: number
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called once the style is stored (the dialog reads nothing of the upload's answer). */
  onAdded: () => void
}) {
  const titleId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [title, setTitle] = useState('')
  const [picked, setPicked] = useState<Picked[]>([])
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [isDragging, setIsDragging] = useState(false)

  useEffect(() => {
    if (open) {
      setTitle(customStyleTitle({ projectId, count: customCount + 1 }))
      setError(null)
    }
  }, [open, projectId, customCount])

  // The previews are the browser's own copies: released when they leave the list or the dialog closes.
  const previews = useRef<string[]>([])
  previews.current = picked.map((item) => item.preview)
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), [])

  const add = (files: readonly File[]) => {
    const images = files.filter((file) => isAcceptedImageName(file.name))
    setError(images.length < files.length ? COPY.imagesOnly : null)
    setPicked((list) =>
      [...list, ...images.map((file) => ({ key: `${file.name}-${file.size}-${Math.random()}`, file, preview: URL.createObjectURL(file) }))].slice(0, MAX_PHOTOS),
    )
  }

  const remove = (key: string) =>
    setPicked((list) => {
      const gone = list.find((item) => item.key === key)
      if (gone) URL.revokeObjectURL(gone.preview)
      return list.filter((item) => item.key !== key)
    })

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setIsDragging(false)
    add([...event.dataTransfer.files])
  }

  const submit = async () => {
    const form = new FormData()
    form.append('title', title.trim())
    for (const { file } of picked) form.append('photos[]', file)
    setError(null)
    setProgress(0)
    try {
      await postFormWithProgress<unknown>(`/v1/project/style/custom/${projectId}`, form, {
        onProgress: setProgress,
        tooLarge: 'Ces photos dépassent la taille maximale de 50 Mo par envoi.',
      })
      picked.forEach((item) => URL.revokeObjectURL(item.preview))
      setPicked([])
      onAdded()
      onOpenChange(false)
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setProgress(null)
    }
  }

  const isSending = progress !== null
  return (
    <Dialog open={open} onOpenChange={(next) => !isSending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{COPY.customTitle}</DialogTitle>
          <DialogDescription>{COPY.customHint}</DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={titleId}>{COPY.customName}</Label>
          <Input id={titleId} value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} disabled={isSending} />
        </div>
        <div
          onDragOver={(event) => {
            event.preventDefault()
            setIsDragging(true)
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          className={cn('rounded-xl border-2 border-dashed p-4 transition-colors', isDragging ? 'border-primary bg-accent' : 'border-border')}
        >
          <input ref={input} type="file" accept={ACCEPT} multiple className="sr-only" tabIndex={-1} onChange={(event) => add([...(event.target.files ?? [])])} aria-hidden="true" />
          <Button type="button" variant="ghost" className="h-auto w-full flex-col gap-2 py-6" onClick={() => input.current?.click()} disabled={isSending || picked.length >= MAX_PHOTOS}>
            <ImagePlus aria-hidden="true" className="size-8" />
            <span className="whitespace-normal">{COPY.customDrop}</span>
          </Button>
          {picked.length > 0 ? (
            <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {picked.map((item) => (
                <li key={item.key} className="relative">
                  <img src={item.preview} alt={item.file.name} className="aspect-square w-full rounded-lg object-cover" />
                  <Button
                    type="button"
                    size="icon"
                    variant="secondary"
                    className="absolute right-1 top-1 size-7 rounded-full"
                    onClick={() => remove(item.key)}
                    disabled={isSending}
                    aria-label={COPY.remove(item.file.name)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {isSending ? (
          <div className="space-y-1" role="status">
            <Progress value={progress} aria-label={COPY.sending(progress)} />
            <p className="text-sm text-muted-foreground">{COPY.sending(progress)}</p>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isSending}>
            {COPY.cancel}
          </Button>
          <Button type="button" onClick={() => void submit()} disabled={isSending || !canAddCustomStyle({ title, photoCount: picked.length })}>
            {COPY.add}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
