import { createFileRoute, useRouter } from '@tanstack/react-router'
import { redirectToWrongLink } from '@/components/auth/wrong-link'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { BookingPage } from '@/components/booking/booking-page'
import { BOOKING_COPY } from '@/components/booking/copy'
import { getBooking } from '@/server/booking/booking.functions'

/**
 * /rdv/{projectId}: booking an appointment for a project (the guard has checked it is the customer's); the
 * project screen shows the same booking in its dialog.
 */
export const Route = createFileRoute('/rdv/$projectId')({
  loader: async ({ params, location }) => {
    const result = await getBooking({ data: { projectId: params.projectId } })
    if (!result.ok && (result.status === 403 || result.status === 404)) throw redirectToWrongLink(location.href)
    if (!result.ok) throw new Error(result.error)
    return result.value
  },
  head: () => ({ meta: [{ title: `${BOOKING_COPY.title} · Maisonnée` }] }),
  component: BookingRoute,
})

function BookingRoute() {
  const data = Route.useLoaderData()
  const { projectId } = Route.useParams()
  const router = useRouter()
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
        <nav aria-label="Fil d’Ariane" className="mb-6 text-sm text-muted-foreground">
          <a href={`/project/${projectId}`} className="hover:underline">
            {BOOKING_COPY.backToProject}
          </a>
        </nav>
        <BookingPage projectId={projectId} data={data} variant="page" onReload={() => router.invalidate()} />
      </main>
      <SiteFooter />
    </div>
  )
}
