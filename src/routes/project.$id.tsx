import { createFileRoute } from '@tanstack/react-router'
import { ProjectScreen } from '@/components/project/project-screen'
import { QuestionnaireFlow } from '@/components/questionnaire/questionnaire-flow'
import {
  loadQuestionnaireScreen,
  projectIdParam,
  questionnaireSearchSchema,
  replaceQuestionnaireUrl,
} from '@/components/questionnaire/questionnaire-route'

/** /project/{id}: the project screen; -1 is a new project (spec section 2). */
export const Route = createFileRoute('/project/$id')({
  validateSearch: questionnaireSearchSchema,
  loaderDeps: ({ search }) => ({ s: search.s, artisan: search.artisan_id }),
  loader: ({ params, location }) => loadQuestionnaireScreen(projectIdParam(params.id), location.href),
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.project?.title ?? 'Nouveau projet'} · Maisonnée` }] }),
  component: ProjectPage,
})

function ProjectPage() {
  const data = Route.useLoaderData()
  const { step } = Route.useSearch()
  return (
    <ProjectScreen
      data={data}
      questionnaire={
        <QuestionnaireFlow
          data={data}
          variant="project"
          initialStep={step}
          onStepChange={(next) => replaceQuestionnaireUrl({ step: next })}
          onProjectCreated={(id) => replaceQuestionnaireUrl({ path: `/project/${id}` })}
          onFinished={(id) => window.location.assign(`/project/${id}`)}
        />
      }
    />
  )
}
