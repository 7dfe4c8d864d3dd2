import { createFileRoute } from '@tanstack/react-router'
import { SiteHeader } from '@/components/layout/site-header'
import { ExceptionBanner } from '@/components/project/exception-banner'
import { customerMayWrite } from '@/domain/workflow'
import { QuestionnaireFlow } from '@/components/questionnaire/questionnaire-flow'
import {
  loadQuestionnaireScreen,
  projectIdParam,
  validateQuestionnaireSearch,
  replaceQuestionnaireUrl,
  showQuestionnaireStep,
} from '@/components/questionnaire/questionnaire-route'

/** /web-questionnaire/{id}: the public questionnaire; -1 starts a new project (spec section 2). */
export const Route = createFileRoute('/web-questionnaire/$id')({
  validateSearch: validateQuestionnaireSearch,
  loaderDeps: ({ search }) => ({ s: search.s, artisan: search.artisan_id, preview: search.preview }),
  loader: ({ params, location, deps }) => loadQuestionnaireScreen(projectIdParam(params.id), location.href, deps.preview === undefined ? null : String(deps.preview)),
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.quiz.title ?? 'Questionnaire'} · Maisonnée` }] }),
  component: WebQuestionnairePage,
})

function WebQuestionnairePage() {
  const data = Route.useLoaderData()
  const { step } = Route.useSearch()
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="flex-1 space-y-6 px-4 py-8 sm:px-6">
        {data.project && !customerMayWrite(data.project.status) ? (
          <div className="mx-auto max-w-3xl">
            <ExceptionBanner />
          </div>
        ) : null}
        <QuestionnaireFlow
          data={data}
          variant="web"
          step={step}
          onStepChange={showQuestionnaireStep}
          onProjectCreated={(id) => replaceQuestionnaireUrl({ path: `/web-questionnaire/${id}` })}
          onFinished={(id) => window.location.assign(`/project/${id}`)}
        />
      </main>
    </div>
  )
}
