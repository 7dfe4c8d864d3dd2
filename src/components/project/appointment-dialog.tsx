import { useEffect, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { CalendarDays } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { APPOINTMENT_CONFIRMED_MESSAGE } from '@/components/booking/messages'
import { useHoldLiveRefresh } from '@/components/live/refresh-hold'
import { AuditPriceNote } from '@/components/payments/audit-price-note'
import { PROJECT_COPY } from './copy'
import type { DocId } from '@/domain/ids'

const COPY = PROJECT_COPY.appointment

/**
 * 'Je prends un rendez-vous': the booking page (/rdv/{projectId}) in a dialog. Its « Terminer » confirms the
 * booked appointment (the project moves from 3 to 4 on the server) and the page says so: the dialog closes.
 * Whenever the dialog closes, the screen reloads its data (a slot booked, moved or cancelled inside).
 */
export function AppointmentDialog({ projectId, disabled, auditPriceLabel }: { projectId: DocId; disabled: boolean; auditPriceLabel: string | null }) {
  const router = useRouter()
  const frame = useRef<HTMLIFrameElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  // Confirming moves the project on, and its live event would refresh this dialog away.
  useHoldLiveRefresh(isOpen)

  useEffect(() => {
    if (!isOpen) return
    const onMessage = (event: MessageEvent) => {
      // Only the embedded page of this site may say the appointment is confirmed.
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return
      const data = event.data as { type?: unknown; projectId?: unknown } | null
      if (data?.type === APPOINTMENT_CONFIRMED_MESSAGE && String(data.projectId) === String(projectId)) onOpenChange(false)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [isOpen, projectId])

  function onOpenChange(open: boolean) {
    setIsOpen(open)
    if (!open) void router.invalidate()
  }

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" disabled={disabled}>
          <CalendarDays aria-hidden="true" /> {PROJECT_COPY.estimate.book}
        </Button>
      </DialogTrigger>
      <DialogContent className="flex h-[90dvh] max-w-[min(64rem,calc(100vw-2rem))] flex-col gap-4 sm:max-w-[min(64rem,calc(100vw-2rem))]">
        <DialogHeader>
          <DialogTitle>{COPY.title}</DialogTitle>
          <DialogDescription>{COPY.description}</DialogDescription>
          {/* Said again where the slot is chosen (CGV article 3: the price is given before the appointment). */}
          {auditPriceLabel ? <AuditPriceNote priceLabel={auditPriceLabel} before="booking" className="text-sm text-muted-foreground" /> : null}
        </DialogHeader>
        <iframe ref={frame} src={`/rdv/${projectId}?embed=1`} title={COPY.frame} className="min-h-0 w-full flex-1 rounded-lg border bg-background" />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {COPY.close}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
