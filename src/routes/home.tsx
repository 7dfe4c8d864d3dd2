import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/components/home/home-page'
import { heroImagePreload } from '@/components/home/hero-image'
import { canPreviewHome, HOME_PREVIEW_FLAG } from '@/domain/home-content'
import { getHomeView } from '@/server/home/home.functions'
import { getStartedQuestionnaire } from '@/server/questionnaire/questionnaire.functions'

// The admin's live preview: its own chunk, fetched only when a marketer or an admin opens /home?apercu=1.
const HomeLivePreview = lazy(() => import('@/components/home/home-live-preview'))

export const Route = createFileRoute('/home')({
  validateSearch: (search: Record<string, unknown>): { [HOME_PREVIEW_FLAG]?: string } =>
    typeof search[HOME_PREVIEW_FLAG] === 'string' || typeof search[HOME_PREVIEW_FLAG] === 'number' ? { [HOME_PREVIEW_FLAG]: String(search[HOME_PREVIEW_FLAG]) } : {},
  loaderDeps: ({ search }) => ({ isPreviewAsked: search[HOME_PREVIEW_FLAG] === '1' }),
  loader: async ({ context, deps }) => {
    const [content, startedProjectId] = await Promise.all([getHomeView(), getStartedQuestionnaire()])
    return { content, startedProjectId, isPreview: deps.isPreviewAsked && canPreviewHome(context.user?.role) }
  },
  head: ({ loaderData }) => ({ links: heroImagePreload(loaderData?.content.hero.image) }),
  component: HomeRoute,
})

function HomeRoute() {
  const { content, startedProjectId, isPreview } = Route.useLoaderData()
  const page = <HomePage content={content} startedProjectId={startedProjectId} />
  if (!isPreview) return page
  return (
    <Suspense fallback={page}>
      <HomeLivePreview content={content} startedProjectId={startedProjectId} />
    </Suspense>
  )
}
