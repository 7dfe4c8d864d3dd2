import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/components/home/home-page'
import { heroImagePreload } from '@/components/home/hero-image'
import { getHomeShowcase } from '@/server/catalogue/showcase.functions'

export const Route = createFileRoute('/home')({
  loader: () => getHomeShowcase(),
  head: ({ loaderData }) => ({ links: heroImagePreload(loaderData) }),
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage showcase={Route.useLoaderData()} />
}
