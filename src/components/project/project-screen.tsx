import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { SiteHeader } from '@/components/layout/site-header'
import type { QuestionnairePageData } from '@/server/questionnaire/page-data.server'
import { QUESTIONNAIRE_COPY } from '@/components/questionnaire/copy'
import { ProjectStepper } from './project-stepper'

const COPY = { newProject: 'Nouveau projet', status: 'Statut du projet' } as const

/**
 * The project screen (spec section 2): its title, status and the eight-stage stepper; it hosts the
 * questionnaire while the project is at 0-1 and says the answers are sent afterwards.
 */
export function ProjectScreen({ data, questionnaire }: { data: QuestionnairePageData; questionnaire: ReactNode }) {
  const project = data.project
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6">
        <nav aria-label="Fil d’Ariane" className="text-sm text-muted-foreground">
          <a href="/projets" className="hover:underline">
            Mes projets
          </a>{' '}
          / <span aria-current="page">{project?.title ?? COPY.newProject}</span>
        </nav>
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl">{project?.title ?? COPY.newProject}</h1>
          {project ? (
            <Badge variant="secondary">
              <span className="sr-only">{COPY.status} : </span>
              {project.statusLabel}
            </Badge>
          ) : null}
        </header>
        {project ? <ProjectStepper stages={project.stages} /> : null}
        {project && !project.isAnswerable ? (
          <p className="rounded-2xl border border-border bg-card p-6 text-lg">{QUESTIONNAIRE_COPY.alreadySent}</p>
        ) : (
          questionnaire
        )}
      </main>
    </div>
  )
}
