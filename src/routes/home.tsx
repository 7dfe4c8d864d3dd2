import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/components/home/home-page'
import { getHomeShowcase } from '@/server/catalogue/showcase.functions'

export const Route = createFileRoute('/home')({
  loader: () => getHomeShowcase(),
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage showcase={Route.useLoaderData()} />
}
