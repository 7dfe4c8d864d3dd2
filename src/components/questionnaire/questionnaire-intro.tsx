import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { QuestionnairePageData } from '@/server/questionnaire/page-data.server'
import { QUESTIONNAIRE_COPY as COPY } from './copy'

type QuestionnaireIntroProps = {
  data: QuestionnairePageData
  variant: 'web' | 'project'
  onStart: () => void
  /** Called when the start is likely (pointer over or focus on COMMENCER): the next screen's code can load. */
  onPrepare: () => void
  /** COMMENCER was pressed and the first question's code is on its way. */
  isStarting?: boolean
}

/** Marketing's preview of a draft says so above the questionnaire. */
export function PreviewBanner({ data }: { data: QuestionnairePageData }) {
  if (!data.isPreview) return null
  return (
    <p role="status" className="mx-auto mb-4 max-w-5xl rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      {COPY.previewBanner}
    </p>
  )
}

/** The intro slide (spec section 2): the quiz's picture, title and subtitle, COMMENCER (or Enter) and 'Répondre plus tard'. */
export function QuestionnaireIntro({ data, variant, onStart, onPrepare, isStarting = false }: QuestionnaireIntroProps) {
  const isVisitor = data.user === null
  const heading = useRef<HTMLHeadingElement>(null)

  // As on every slide, the heading takes the focus: a screen reader starts from the title.
  useEffect(() => {
    heading.current?.focus()
  }, [])

  // The Enter key starts (spec section 2), unless it activates a button or a link of its own.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)) {
        event.preventDefault()
        onStart()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onStart])

  return (
    <>
      <PreviewBanner data={data} />
      <div className="mx-auto grid max-w-5xl gap-8 overflow-hidden rounded-3xl border border-border bg-card md:grid-cols-2">
        {data.quiz.image ? (
          <img
            src={data.quiz.image.src}
            srcSet={data.quiz.image.srcSet}
            sizes="(min-width: 768px) 32rem, 100vw"
            width={data.quiz.image.width}
            height={data.quiz.image.height}
            alt=""
            fetchPriority="high"
            className="h-56 w-full object-cover md:h-full"
          />
        ) : null}
        <div className="flex flex-col justify-center gap-5 p-6 sm:p-10">
          <h1 ref={heading} tabIndex={-1} id="questionnaire-title" className="text-3xl leading-tight outline-none sm:text-4xl">
            {data.quiz.title}
          </h1>
          {data.quiz.subtitle ? <p className="text-lg text-muted-foreground">{data.quiz.subtitle}</p> : null}
          <p className="text-sm font-medium uppercase tracking-[0.16em] text-primary">{COPY.duration}</p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={onStart} onPointerEnter={onPrepare} onFocus={onPrepare} aria-busy={isStarting}>
              {isStarting ? <Spinner /> : null}
              {COPY.start}
            </Button>
            {variant === 'web' ? (
              <Button size="lg" variant="outline" className="h-auto min-h-10 whitespace-normal" asChild>
                <a href={isVisitor ? '/register' : '/'}>{isVisitor ? COPY.laterVisitor : COPY.laterSignedIn}</a>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </>
  )
}
