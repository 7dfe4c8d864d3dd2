import { useMemo, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { CalendarCheck2, CalendarX2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/layout/dialogs'
import { parisDate, parisDayLabel, parisTimeLabel } from '@/domain/booking'
import { cn } from '@/lib/utils'
import { bookSlot, cancelBooking } from '@/server/booking/booking.functions'
import type { WireAppointment, WireSlot } from '@/server/booking/booking.server'
import { BOOKING_COPY as COPY } from './copy'
import { APPOINTMENT_BOOKED_MESSAGE } from './messages'


export type BookingData = { appointment: WireAppointment | null; slots: WireSlot[]; can_book: boolean }

type Day = { date: string; label: string; slots: WireSlot[] }

function byParisDay(slots: readonly WireSlot[]): Day[] {
  const days = new Map<string, Day>()
  for (const slot of slots) {
    const start = new Date(slot.start)
    const date = parisDate(start)
    const day = days.get(date) ?? { date, label: parisDayLabel(start), slots: [] }
    day.slots.push(slot)
    days.set(date, day)
  }
  return [...days.values()]
}

/** Tells the page that embeds this one (the project screen's dialog) that the appointment is booked. */
function tellEmbeddingPage(projectId: string) {
  if (window.parent !== window) window.parent.postMessage({ type: APPOINTMENT_BOOKED_MESSAGE, projectId }, window.location.origin)
}

/**
 * The booking page (/rdv/{projectId}, embedded in the project screen's dialog): the free slots by Paris
 * day, booking one, and the appointment already booked with a way to move or cancel it.
 */
export function BookingPage({ projectId, data }: { projectId: string; data: BookingData }) {
  const router = useRouter()
  const [isChanging, setIsChanging] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [isCancelling, setIsCancelling] = useState(false)
  const appointment = data.appointment
  const showPicker = data.can_book && (!appointment || isChanging)

  const cancel = async () => {
    if (!appointment) return
    setError(null)
    setIsCancelling(true)
    const result = await cancelBooking({ data: { appointmentId: appointment.appointment_id } }).catch(() => null)
    setIsCancelling(false)
    if (!result?.ok) return setError(result?.error ?? COPY.retry)
    setNotice(COPY.cancelled)
    await router.invalidate()
  }

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl">{COPY.title}</h1>
        <p className="text-muted-foreground">{COPY.intro}</p>
      </header>
      <p role="status" className="font-medium text-primary">
        {notice}
      </p>
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
      {appointment ? (
        <section aria-labelledby="rdv-current" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-primary/40 bg-card p-5">
          <div className="flex items-start gap-3">
            <CalendarCheck2 aria-hidden="true" className="mt-1 size-6 text-primary" />
            <div>
              <h2 id="rdv-current" className="font-sans text-lg font-semibold">
                {COPY.current}
              </h2>
              <p>{COPY.currentWhen(appointment.label, appointment.agent_label)}</p>
            </div>
          </div>
          {data.can_book ? (
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => setIsChanging((value) => !value)} aria-expanded={isChanging}>
                {isChanging ? COPY.keep : COPY.change}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="ghost" disabled={isCancelling}>
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
      {!data.can_book && !appointment ? <p className="rounded-2xl border border-border bg-card p-5">{COPY.closed}</p> : null}
      {showPicker ? (
        <SlotPicker
          slots={data.slots}
          isMove={appointment !== null}
          onBooked={async (booked, isMove) => {
            setError(null)
            setIsChanging(false)
            setNotice(`${isMove ? COPY.moved(booked.label) : COPY.booked(booked.label)} ${COPY.emailSent}`)
            tellEmbeddingPage(projectId)
            await router.invalidate()
          }}
          onError={setError}
          projectId={projectId}
        />
      ) : null}
    </div>
  )
}

function SlotPicker({
  slots,
  isMove,
  projectId,
  onBooked,
  onError,
}: {
  slots: readonly WireSlot[]
  isMove: boolean
  projectId: string
  onBooked: (appointment: WireAppointment, isMove: boolean) => Promise<void>
  onError: (message: string) => void
}) {
  const days = useMemo(() => byParisDay(slots), [slots])
  const [date, setDate] = useState(days[0]?.date ?? null)
  const [chosen, setChosen] = useState<WireSlot | null>(null)
  const [isBooking, setIsBooking] = useState(false)
  const day = days.find((candidate) => candidate.date === date) ?? days[0]

  if (days.length === 0) return <p className="rounded-2xl border border-border bg-card p-5">{COPY.noSlot}</p>

  const book = async () => {
    if (!chosen) return
    setIsBooking(true)
    const result = await bookSlot({ data: { projectId, agentId: chosen.agent_id, start: chosen.start } }).catch(() => null)
    setIsBooking(false)
    setChosen(null)
    if (!result?.ok) return onError(result?.error ?? COPY.retry)
    await onBooked(result.value, isMove)
  }

  return (
    <div className="space-y-5">
      <section aria-labelledby="rdv-days" className="space-y-3">
        <h2 id="rdv-days" className="text-lg">
          {COPY.chooseDay}
        </h2>
        <ul className="flex gap-2 overflow-x-auto pb-2">
          {days.map((candidate) => {
            const isCurrent = candidate.date === day?.date
            return (
              <li key={candidate.date} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={isCurrent}
                  onClick={() => {
                    setDate(candidate.date)
                    setChosen(null)
                  }}
                  className={cn(
                    'flex w-36 flex-col items-start rounded-xl border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    isCurrent ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:border-primary',
                  )}
                >
                  <span className="font-medium first-letter:uppercase">{candidate.label.replace(/ \d{4}$/, '')}</span>
                  <span className={isCurrent ? 'text-primary-foreground/80' : 'text-muted-foreground'}>{COPY.slotCount(candidate.slots.length)}</span>
                </button>
              </li>
            )
          })}
        </ul>
      </section>
      {day ? (
        <fieldset className="space-y-3">
          <legend className="text-lg">
            {COPY.chooseTime} · <span className="first-letter:uppercase">{day.label}</span>
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 md:grid-cols-6">
            {day.slots.map((slot) => {
              const id = `slot-${slot.agent_id}-${slot.start}`
              const isChosen = chosen?.start === slot.start && chosen.agent_id === slot.agent_id
              return (
                <div key={id}>
                  <input id={id} type="radio" name="rdv-slot" className="peer sr-only" checked={isChosen} onChange={() => setChosen(slot)} />
                  <label
                    htmlFor={id}
                    title={COPY.with(slot.agent_label)}
                    className={cn(
                      'flex cursor-pointer flex-col items-center rounded-lg border px-2 py-2 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-ring',
                      isChosen ? 'border-primary bg-accent font-semibold' : 'border-border bg-card hover:border-primary',
                    )}
                  >
                    {parisTimeLabel(new Date(slot.start))}
                    <span className="sr-only"> {COPY.with(slot.agent_label)}</span>
                  </label>
                </div>
              )
            })}
          </div>
        </fieldset>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => void book()} disabled={!chosen || isBooking}>
          {isBooking ? COPY.booking : isMove ? COPY.move : COPY.book}
        </Button>
        {chosen ? (
          <span className="text-sm text-muted-foreground">
            {`${parisDayLabel(new Date(chosen.start))}, ${parisTimeLabel(new Date(chosen.start))} · ${COPY.with(chosen.agent_label)}`}
          </span>
        ) : null}
      </div>
    </div>
  )
}
