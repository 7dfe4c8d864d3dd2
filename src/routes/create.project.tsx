import { createFileRoute, redirect } from '@tanstack/react-router'
import { ProjectScreen } from '@/components/project/project-screen'
import { QuestionnaireFlow } from '@/components/questionnaire/questionnaire-flow'
import {
  loadQuestionnaireScreen,
  projectIdParam,
  validateQuestionnaireSearch,
  replaceQuestionnaireUrl,
  showQuestionnaireStep,
} from '@/components/questionnaire/questionnaire-route'

/**
 * /create/project: the project screen for a new project ('Nouveau projet'), or the project named by
 * project_id. A visitor goes to the public questionnaire instead (spec section 2, access guard).
 */
export const Route = createFileRoute('/create/project')({
  validateSearch: validateQuestionnaireSearch,
  loaderDeps: ({ search }) => ({ s: search.s, artisan: search.artisan_id, projectId: search.project_id }),
  loader: async ({ deps, location }) => {
    const data = await loadQuestionnaireScreen(projectIdParam(deps.projectId), location.href)
    if (data.user === null) throw redirect({ href: '/web-questionnaire/-1' })
    return data
  },
  head: () => ({ meta: [{ title: 'Nouveau projet · Maisonnée' }] }),
  component: CreateProjectPage,
})

function CreateProjectPage() {
  const data = Route.useLoaderData()
  const { step } = Route.useSearch()
  return (
    <ProjectScreen
      data={data}
      questionnaire={
        <QuestionnaireFlow
          data={data}
          variant="project"
          step={step}
          onStepChange={showQuestionnaireStep}
          onProjectCreated={(id) => replaceQuestionnaireUrl({ projectId: id })}
          onFinished={(id) => window.location.assign(`/project/${id}`)}
        />
      }
    />
  )
}
