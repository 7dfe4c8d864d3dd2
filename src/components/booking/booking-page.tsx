import { useState } from 'react'
import { CalendarCheck2, CalendarClock, CalendarX2, MapPin, Video } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/layout/dialogs'
import { ExceptionBanner } from '@/components/project/exception-banner'
import { AuditPriceNote } from '@/components/payments/audit-price-note'
import { useServerAction } from '@/components/lib/use-server-action'
import { cancelBooking, confirmBooking } from '@/server/booking/booking.functions'
import type { ProjectBooking } from '@/server/booking/booking.types'
import { SlotPicker } from './slot-picker'
import { BOOKING_COPY as COPY } from './copy'

export type BookingData = ProjectBooking

export type BookingPageProps = {
  projectId: string
  data: BookingData
  /** 'dialog': inside the project screen's dialog, whose title and description stand for the page's own. */
  variant: 'page' | 'dialog'
  /** Reads the booking data again (after a slot is booked, moved or cancelled). */
  onReload: () => Promise<void>
  /** The appointment is now confirmed (the dialog closes then). */
  onConfirmed?: () => void
}

/**
 * Booking an appointment (/rdv/{projectId}, and the project screen's dialog): the free slots by Paris day,
 * and one step that books the chosen one (visio or on site) and confirms it (the project moves from 3 to 4
 * and the invitation is emailed); then the appointment with a way to move or cancel it. An appointment
 * booked but not confirmed (through /v1, which books and confirms in two calls) can be confirmed here.
 */
export function BookingPage({ projectId, data, variant, onReload, onConfirmed }: BookingPageProps) {
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
    await onReload()
    setNotice(COPY.confirmedNotice(confirmed.label))
    onConfirmed?.()
  }

  const cancel = async () => {
    if (!appointment) return
    setError(null)
    const cancelled = await cancelAction.run(appointment.id)
    if (!cancelled) return
    await onReload()
    setNotice(COPY.cancelled)
  }

  return (
    <div className={variant === 'dialog' ? 'space-y-4' : 'space-y-6'}>
      {variant === 'page' ? (
        <header className="space-y-2">
          <h1 className="font-serif text-3xl">{COPY.title}</h1>
          <p className="text-muted-foreground">{COPY.intro}</p>
          {/* As the project screen's dialog says it in its header (CGV article 3: the price is given before the appointment). */}
          {data.auditPriceLabel ? <AuditPriceNote priceLabel={data.auditPriceLabel} before="booking" className="text-sm text-muted-foreground" /> : null}
        </header>
      ) : null}
      {data.isFrozen ? <ExceptionBanner /> : null}
      <p role="status" className="font-medium text-primary empty:hidden">
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
            await onReload()
            setIsChanging(false)
            setNotice(isMove && appointment?.confirmed ? COPY.moved(booked.label) : COPY.confirmedNotice(booked.label))
            if (!isMove) onConfirmed?.()
          }}
          onError={setError}
          projectId={projectId}
        />
      ) : null}
    </div>
  )
}
