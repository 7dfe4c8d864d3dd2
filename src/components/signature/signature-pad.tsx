import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { Eraser } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { SIGNING_COPY as COPY } from './copy'

export type SignaturePadHandle = {
  /** The drawn signature as a PNG data URL, or '' when nothing is drawn. */
  toDataUrl: () => string
}

const WIDTH = 600
const HEIGHT = 200

/** A drawing surface for a hand-written signature (mouse, finger or pen), with 'Effacer'. */
export const SignaturePad = forwardRef<SignaturePadHandle, { describedBy?: string; invalid?: boolean }>(function SignaturePad({ describedBy, invalid }, handle) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const [hasInk, setHasInk] = useState(false)

  useImperativeHandle(handle, () => ({ toDataUrl: () => (hasInk && canvas.current ? canvas.current.toDataURL('image/png') : '') }), [hasInk])

  const context = useCallback(() => {
    const ctx = canvas.current?.getContext('2d')
    if (ctx) {
      ctx.lineWidth = 2.6
      ctx.lineCap = 'round'
      ctx.lineJoin = 'round'
      ctx.strokeStyle = '#1f2a44'
    }
    return ctx
  }, [])

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return { x: ((event.clientX - box.left) / box.width) * WIDTH, y: ((event.clientY - box.top) / box.height) * HEIGHT }
  }

  useEffect(() => context()?.clearRect(0, 0, WIDTH, HEIGHT), [context])

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={COPY.padLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="block aspect-[3/1] w-full touch-none rounded-lg border-2 border-dashed bg-white aria-invalid:border-destructive"
        onPointerDown={(event) => {
          const ctx = context()
          if (!ctx) return
          event.currentTarget.setPointerCapture(event.pointerId)
          drawing.current = true
          const { x, y } = point(event)
          ctx.beginPath()
          ctx.moveTo(x, y)
          ctx.lineTo(x + 0.1, y + 0.1)
          ctx.stroke()
          setHasInk(true)
        }}
        onPointerMove={(event) => {
          const ctx = context()
          if (!drawing.current || !ctx) return
          const { x, y } = point(event)
          ctx.lineTo(x, y)
          ctx.stroke()
        }}
        onPointerUp={() => (drawing.current = false)}
        onPointerCancel={() => (drawing.current = false)}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={!hasInk}
        onClick={() => {
          context()?.clearRect(0, 0, WIDTH, HEIGHT)
          setHasInk(false)
        }}
      >
        <Eraser aria-hidden="true" /> {COPY.clear}
      </Button>
    </div>
  )
})

/** A typed signature drawn in a handwriting-like face, as a PNG data URL ('' for an empty name). */
export function typedSignature(name: string): string {
  const text = name.trim()
  if (!text) return ''
  const canvas = document.createElement('canvas')
  canvas.width = WIDTH
  canvas.height = HEIGHT
  const ctx = canvas.getContext('2d')
  if (!ctx) return ''
  let size = 64
  ctx.font = `italic 500 ${size}px "Fraunces Variable", Georgia, serif`
  while (ctx.measureText(text).width > WIDTH - 40 && size > 20) {
    size -= 4
    ctx.font = `italic 500 ${size}px "Fraunces Variable", Georgia, serif`
  }
  ctx.fillStyle = '#1f2a44'
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(text, WIDTH / 2, HEIGHT / 2)
  return canvas.toDataURL('image/png')
}
