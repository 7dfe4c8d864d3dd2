import { ClipboardList, FileText, Palette, HardHat } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import type { HomeView } from '@/lib/home-view'
import { ShowcaseGrid, HeroCollage } from './showcase'

/** The page's fixed copy; what marketing edits comes from the 'home-content' global (src/domain/home-content). */
const COPY = {
  resume: 'Reprendre mon questionnaire',
  login: 'J’ai déjà un compte',
  stepsTitle: 'Comment ça marche',
  showcaseTitle: 'Trouvez votre style',
  showcaseLead: 'Des moodboards composés par nos architectes d’intérieur, ou le vôtre si vous préférez.',
  showcaseCta: 'Ce style me plaît : je commence mon projet',
} as const

const STEP_ICONS = [ClipboardList, FileText, Palette, HardHat]

/**
 * /home: what Maisonnée does, a glimpse of the style catalogue, and the way in: a questionnaire left unfinished
 * (`startedProjectId`) is resumed where it stopped, rather than started again.
 */
export function HomePage({ content, startedProjectId }: { content: HomeView; startedProjectId: string | null }) {
  const { hero, steps, showcase } = content
  const questionnaire = `/web-questionnaire/${startedProjectId ?? -1}`
  const inset = showcase.map((style) => style.image).find((image) => image.src !== hero.image?.src) ?? null
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="flex-1">
        <section className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-24">
          <div className="flex flex-col justify-center">
            <p className="text-sm font-medium uppercase tracking-[0.18em] text-primary">{hero.eyebrow}</p>
            <h1 className="mt-4 text-4xl leading-tight sm:text-5xl">{hero.title}</h1>
            <p className="mt-6 text-lg text-muted-foreground">{hero.text}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <a href={questionnaire}>{startedProjectId === null ? hero.callToAction : COPY.resume}</a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="/login">{COPY.login}</a>
              </Button>
            </div>
          </div>
          <HeroCollage main={hero.image} inset={inset} />
        </section>
        {showcase.length > 0 && (
          <section aria-labelledby="styles" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <h2 id="styles" className="text-3xl">{COPY.showcaseTitle}</h2>
            <p className="mt-3 max-w-2xl text-muted-foreground">{COPY.showcaseLead}</p>
            <ShowcaseGrid styles={showcase} href={questionnaire} cta={startedProjectId === null ? COPY.showcaseCta : COPY.resume} />
          </section>
        )}
        <section aria-labelledby="etapes" className="border-t border-border/70 bg-card">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <h2 id="etapes" className="text-3xl">{COPY.stepsTitle}</h2>
            <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {steps.map((step, index) => {
                const Icon = STEP_ICONS[index] ?? ClipboardList
                return (
                  <li key={index} className="rounded-xl border border-border bg-background p-5">
                    <Icon className="size-6 text-primary" aria-hidden="true" />
                    <h3 className="mt-3 text-lg">
                      <span className="sr-only">Étape {index + 1} : </span>
                      {step.title}
                    </h3>
                    <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
                  </li>
                )
              })}
            </ol>
          </div>
        </section>
      </main>
      <SiteFooter notice={content.legalNotice} />
    </div>
  )
}
