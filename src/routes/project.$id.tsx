import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { ProjectScreen } from '@/components/project/project-screen'
import { loadProjectPanels } from '@/components/project/project-route'
import {
  loadQuestionnaireScreen,
  projectIdParam,
  validateQuestionnaireSearch,
  replaceQuestionnaireUrl,
  showQuestionnaireStep,
} from '@/components/questionnaire/questionnaire-route'
import { loadCode } from '@/lib/time-limits'

// NOTE: the questionnaire shows only at statuses 0-1 (or when its stage is opened): loaded on demand, it
// stays out of the first load of every other project screen (about 35 KB gzip of script).
const QuestionnaireFlow = lazy(() => loadCode(() => import('@/components/questionnaire/questionnaire-flow')).then((module) => ({ default: module.QuestionnaireFlow })))

/** /project/{id}: the project screen; -1 is a new project (spec section 2). */
export const Route = createFileRoute('/project/$id')({
  validateSearch: validateQuestionnaireSearch,
  loaderDeps: ({ search }) => ({ s: search.s, artisan: search.artisan_id }),
  // NOTE: every panel's data comes from this loader, so that router.invalidate() (a live event) refreshes it.
  loader: async ({ params, location }) => {
    const projectId = projectIdParam(params.id)
    const [data, panels] = await Promise.all([
      loadQuestionnaireScreen(projectId, location.href),
      projectId === null ? null : loadProjectPanels(projectId, location.href),
    ])
    return { ...data, panels }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.project?.title ?? 'Nouveau projet'} · Maisonnée` }] }),
  component: ProjectPage,
})

function ProjectPage() {
  const data = Route.useLoaderData()
  const { step } = Route.useSearch()
  return (
    <ProjectScreen
      data={data}
      panels={data.panels}
      questionnaire={
        <Suspense>
          <QuestionnaireFlow
            data={data}
            variant="project"
            step={step}
            onStepChange={showQuestionnaireStep}
            onProjectCreated={(id) => replaceQuestionnaireUrl({ path: `/project/${id}` })}
            onFinished={(id) => window.location.assign(`/project/${id}`)}
          />
        </Suspense>
      }
    />
  )
}
