import { useEffect, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useServerAction } from '@/components/lib/use-server-action'
import { parisDate, parisDayLabel, parisTimeLabel } from '@/domain/booking'
import { cn } from '@/lib/utils'
import { bookSlot } from '@/server/booking/booking.functions'
import type { Appointment, Slot } from '@/server/booking/booking.types'
import type { AppointmentFormat } from '@/domain/booking'
import { BOOKING_COPY as COPY } from './copy'

type Day = { date: string; label: string; slots: Slot[] }

function byParisDay(slots: readonly Slot[]): Day[] {
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

/**
 * The free slots by Paris day, one to choose, the format, and the one button that books and confirms it
 * (or moves the appointment there), kept in view at the bottom of the scrolling area (sticky) so that a
 * phone never has to scroll to reach it.
 */
export function SlotPicker({
  slots,
  isMove,
  initialFormat,
  projectId,
  onBooked,
  onError,
}: {
  slots: readonly Slot[]
  isMove: boolean
  initialFormat: AppointmentFormat
  projectId: string
  onBooked: (appointment: Appointment, isMove: boolean) => Promise<void>
  onError: (message: string) => void
}) {
  const days = useMemo(() => byParisDay(slots), [slots])
  const [date, setDate] = useState(days[0]?.date ?? null)
  const [chosen, setChosen] = useState<Slot | null>(null)
  const [format, setFormat] = useState<AppointmentFormat>(initialFormat)
  const bookAction = useServerAction((slot: Slot) => bookSlot({ data: { projectId, agentId: slot.agentId, start: slot.start, format } }), { shouldToast: false })
  // The page says the refusal (a slot just taken) in its alert line, above the picker.
  useEffect(() => {
    if (bookAction.error) onError(bookAction.error.message)
  }, [bookAction.error, onError])
  const day = days.find((candidate) => candidate.date === date) ?? days[0]

  if (days.length === 0) return <p className="rounded-2xl border border-border bg-card p-5">{COPY.noSlot}</p>

  const book = async () => {
    if (!chosen) return
    const booked = await bookAction.run(chosen)
    setChosen(null)
    if (!booked) return
    await onBooked(booked, isMove)
  }

  return (
    <div className="space-y-5">
      <section aria-labelledby="rdv-days" className="space-y-2">
        <h2 id="rdv-days" className="text-base sm:text-lg">
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
        <fieldset className="space-y-2">
          <legend className="mb-2 text-base sm:text-lg">
            {COPY.chooseTime} · <span className="first-letter:uppercase">{day.label}</span>
          </legend>
          <div className="grid grid-cols-4 gap-2 md:grid-cols-6">
            {day.slots.map((slot) => {
              const id = `slot-${slot.agentId}-${slot.start}`
              const isChosen = chosen?.start === slot.start && chosen.agentId === slot.agentId
              return (
                <div key={id}>
                  <input id={id} type="radio" name="rdv-slot" className="peer sr-only" checked={isChosen} onChange={() => setChosen(slot)} />
                  <label
                    htmlFor={id}
                    title={COPY.with(slot.agentLabel)}
                    className={cn(
                      'flex cursor-pointer flex-col items-center rounded-lg border px-2 py-2 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-ring',
                      isChosen ? 'border-primary bg-accent font-semibold' : 'border-border bg-card hover:border-primary',
                    )}
                  >
                    {parisTimeLabel(new Date(slot.start))}
                    <span className="sr-only"> {COPY.with(slot.agentLabel)}</span>
                  </label>
                </div>
              )
            })}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="mb-2 text-base sm:text-lg">{COPY.format}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              ['sur-place', COPY.formatOnSite],
              ['visio', COPY.formatVisio],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                format === value ? 'border-primary bg-accent font-semibold' : 'border-border bg-card hover:border-primary',
              )}
            >
              <input type="radio" name="rdv-format" value={value} checked={format === value} onChange={() => setFormat(value)} className="accent-primary" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-border bg-background py-3">
        <Button type="button" onClick={() => void book()} disabled={!chosen || bookAction.isPending}>
          {bookAction.isPending ? COPY.booking : isMove ? COPY.move : COPY.book}
        </Button>
        <span className="text-sm text-muted-foreground">
          {chosen ? `${parisDayLabel(new Date(chosen.start))}, ${parisTimeLabel(new Date(chosen.start))} · ${COPY.with(chosen.agentLabel)}` : COPY.chooseSlotFirst}
        </span>
      </div>
    </div>
  )
}
