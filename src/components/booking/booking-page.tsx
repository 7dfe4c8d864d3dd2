import { useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { CalendarCheck2, CalendarClock, CalendarX2, MapPin, Video } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/layout/dialogs'
import { ExceptionBanner } from '@/components/project/exception-banner'
import { useServerAction } from '@/components/lib/use-server-action'
import { cancelBooking, confirmBooking } from '@/server/booking/booking.functions'
import type { ProjectBooking } from '@/server/booking/booking.types'
import { SlotPicker } from './slot-picker'
import { BOOKING_COPY as COPY } from './copy'
import { APPOINTMENT_CONFIRMED_MESSAGE } from './messages'

export type BookingData = ProjectBooking

/** Tells the page that embeds this one (the project screen's dialog) that the appointment is confirmed. */
function tellEmbeddingPage(projectId: string) {
  if (window.parent !== window) window.parent.postMessage({ type: APPOINTMENT_CONFIRMED_MESSAGE, projectId }, window.location.origin)
}

/**
 * The booking page (/rdv/{projectId}, embedded in the project screen's dialog): the free slots by Paris
 * day, booking one (visio or on site), « Terminer » that confirms it (the project moves from 3 to 4 and
 * the invitation is emailed), and the appointment with a way to move or cancel it. Its texts follow the
 * appointment's state: reserved (to confirm), confirmed, moved, cancelled.
 */
export function BookingPage({ projectId, data }: { projectId: string; data: BookingData }) {
  const router = useRouter()
  const [isChanging, setIsChanging] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  // NOTE: the page says its errors in its own alert line (no toast): the embedding dialog has no toaster.
  const cancelAction = useServerAction((appointmentId: string) => cancelBooking({ data: { appointmentId } }), { shouldToast: false })
  const confirmAction = useServerAction((id: string) => confirmBooking({ data: { projectId: id } }), { shouldToast: false })
  const appointment = data.appointment
  const showPicker = data.canBook && (!appointment || isChanging)
  const shownError = error ?? cancelAction.error?.message ?? confirmAction.error?.message ?? null

  const confirm = async () => {
    setError(null)
    const confirmed = await confirmAction.run(projectId)
    if (!confirmed) return
    // The notice follows the reloaded page, so that it never stands beside the state it replaces.
    await router.invalidate()
    setNotice(COPY.confirmedNotice(confirmed.label))
    tellEmbeddingPage(projectId)
  }

  const cancel = async () => {
    if (!appointment) return
    setError(null)
    const cancelled = await cancelAction.run(appointment.id)
    if (!cancelled) return
    await router.invalidate()
    setNotice(COPY.cancelled)
  }

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl">{COPY.title}</h1>
        <p className="text-muted-foreground">{COPY.intro}</p>
      </header>
      {data.isFrozen ? <ExceptionBanner /> : null}
      <p role="status" className="font-medium text-primary">
        {notice}
      </p>
      {shownError ? (
        <p role="alert" className="text-destructive">
          {shownError}
        </p>
      ) : null}
      {appointment ? (
        <section aria-labelledby="rdv-current" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-primary/40 bg-card p-5">
          <div className="flex items-start gap-3">
            {appointment.confirmed ? (
              <CalendarCheck2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
            ) : (
              <CalendarClock aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
            )}
            <div className="min-w-0 space-y-1">
              <h2 id="rdv-current" className="font-sans text-lg font-semibold">
                {appointment.confirmed ? COPY.current : COPY.reserved}
              </h2>
              <p>{COPY.currentWhen(appointment.label, appointment.agentLabel)}</p>
              <p className="flex items-start gap-2 break-words">
                {appointment.format === 'visio' ? <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
                <span className="min-w-0 [overflow-wrap:anywhere]">{appointment.where}</span>
              </p>
              {appointment.confirmed ? null : <p className="text-sm text-muted-foreground">{COPY.toConfirm}</p>}
            </div>
          </div>
          {data.canBook ? (
            <div className="flex flex-wrap gap-2">
              {appointment.confirmed ? null : (
                <Button type="button" onClick={() => void confirm()} disabled={confirmAction.isPending}>
                  {confirmAction.isPending ? COPY.finishing : COPY.finish}
                </Button>
              )}
              <Button type="button" variant="outline" onClick={() => setIsChanging((value) => !value)} aria-expanded={isChanging}>
                {isChanging ? COPY.keep : COPY.change}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="ghost" disabled={cancelAction.isPending}>
                    <CalendarX2 aria-hidden="true" /> {COPY.cancel}
                  </Button>
                }
                copy={{ title: COPY.cancelTitle, text: COPY.cancelText(appointment.label), cancel: COPY.cancelKeep, confirm: COPY.cancelConfirm }}
                onConfirm={() => void cancel()}
              />
            </div>
          ) : null}
        </section>
      ) : null}
      {!data.canBook && !appointment && !data.isFrozen ? <p className="rounded-2xl border border-border bg-card p-5">{COPY.closed}</p> : null}
      {showPicker ? (
        <SlotPicker
          slots={data.slots}
          isMove={appointment !== null}
          initialFormat={appointment?.format ?? 'sur-place'}
          onBooked={async (booked, isMove) => {
            setError(null)
            cancelAction.reset()
            await router.invalidate()
            setIsChanging(false)
            setNotice(booked.confirmed ? COPY.moved(booked.label) : isMove ? COPY.movedUnconfirmed(booked.label) : COPY.booked(booked.label))
          }}
          onError={setError}
          projectId={projectId}
        />
      ) : null}
    </div>
  )
}
