import { createFileRoute } from '@tanstack/react-router'
import { redirectToWrongLink } from '@/components/auth/wrong-link'
import { lenientSearch, searchInteger } from '@/lib/search-params'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { BookingPage } from '@/components/booking/booking-page'
import { BOOKING_COPY } from '@/components/booking/copy'
import { getBooking } from '@/server/booking/booking.functions'

const validateBookingSearch = lenientSearch({ embed: searchInteger({ coerce: true }) })

/**
 * /rdv/{projectId}: booking an appointment for a project (the guard has checked it is the customer's).
 * Embedded in the project screen's dialog with ?embed=1 (no site header then).
 */
export const Route = createFileRoute('/rdv/$projectId')({
  validateSearch: validateBookingSearch,
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
  const { embed } = Route.useSearch()
  const page = <BookingPage projectId={projectId} data={data} />
  if (embed === 1) return <main className="p-4 sm:p-6">{page}</main>
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
        <nav aria-label="Fil d’Ariane" className="mb-6 text-sm text-muted-foreground">
          <a href={`/project/${projectId}`} className="hover:underline">
            {BOOKING_COPY.backToProject}
          </a>
        </nav>
        {page}
      </main>
      <SiteFooter />
    </div>
  )
}
