import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/components/home/home-page'
import { heroImagePreload } from '@/components/home/hero-image'
import { getHomeShowcase } from '@/server/catalogue/showcase.functions'
import { getStartedQuestionnaire } from '@/server/questionnaire/questionnaire.functions'

export const Route = createFileRoute('/home')({
  loader: async () => {
    const [showcase, startedProjectId] = await Promise.all([getHomeShowcase(), getStartedQuestionnaire()])
    return { showcase, startedProjectId }
  },
  head: ({ loaderData }) => ({ links: heroImagePreload(loaderData?.showcase) }),
  component: HomeRoute,
})

function HomeRoute() {
  const { showcase, startedProjectId } = Route.useLoaderData()
  return <HomePage showcase={showcase} startedProjectId={startedProjectId} />
}
