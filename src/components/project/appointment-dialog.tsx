import { useCallback, useEffect, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { CalendarDays } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { BookingPage } from '@/components/booking/booking-page'
import { useHoldLiveRefresh } from '@/components/live/refresh-hold'
import { useServerAction } from '@/components/lib/use-server-action'
import { AuditPriceNote } from '@/components/payments/audit-price-note'
import { getBooking } from '@/server/booking/booking.functions'
import type { ProjectBooking } from '@/server/booking/booking.types'
import { PROJECT_COPY } from './copy'
import type { DocId } from '@/domain/ids'

const COPY = PROJECT_COPY.appointment

/**
 * 'Je prends un rendez-vous': the booking in a dialog (no frame), its data read when it opens. Choosing a
 * slot and « Confirmer le rendez-vous » book and confirm it in one step (the project moves from 3 to 4 on
 * the server): the dialog closes. On a phone the dialog takes the whole screen and its button stays in view.
 * Whenever the dialog closes, the screen reloads its data (a slot booked, moved or cancelled inside).
 */
export function AppointmentDialog({ projectId, disabled, auditPriceLabel }: { projectId: DocId; disabled: boolean; auditPriceLabel: string | null }) {
  const router = useRouter()
  const [isOpen, setIsOpen] = useState(false)
  const [booking, setBooking] = useState<ProjectBooking | null>(null)
  // NOTE: the dialog says a failed read itself (no toast), above where the slots would be.
  const load = useServerAction((id: DocId) => getBooking({ data: { projectId: id } }), { shouldToast: false })
  const { run } = load
  // Confirming moves the project on, and its live event would refresh this dialog away.
  useHoldLiveRefresh(isOpen)

  const reload = useCallback(async () => {
    const read = await run(projectId)
    if (read) setBooking(read)
  }, [run, projectId])

  useEffect(() => {
    if (isOpen) void reload()
  }, [isOpen, reload])

  function onOpenChange(open: boolean) {
    setIsOpen(open)
    if (open) return
    setBooking(null)
    void router.invalidate()
  }

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" disabled={disabled}>
          <CalendarDays aria-hidden="true" /> {PROJECT_COPY.estimate.book}
        </Button>
      </DialogTrigger>
      <DialogContent className="flex h-dvh max-h-dvh w-full max-w-full flex-col gap-3 rounded-none p-4 sm:h-auto sm:max-h-[90dvh] sm:max-w-[min(56rem,calc(100vw-2rem))] sm:rounded-lg sm:p-6">
        <DialogHeader className="pr-6 text-left">
          <DialogTitle>{COPY.title}</DialogTitle>
          <DialogDescription>{COPY.description}</DialogDescription>
          {/* Said again where the slot is chosen (CGV article 3: the price is given before the appointment). */}
          {auditPriceLabel ? <AuditPriceNote priceLabel={auditPriceLabel} before="booking" className="text-sm text-muted-foreground" /> : null}
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {booking ? (
            <BookingPage projectId={projectId} data={booking} variant="dialog" onReload={reload} onConfirmed={() => onOpenChange(false)} />
          ) : load.error ? (
            <p role="alert" className="text-destructive">
              {load.error.message}
            </p>
          ) : (
            <Spinner className="mx-auto my-8 size-8" />
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
