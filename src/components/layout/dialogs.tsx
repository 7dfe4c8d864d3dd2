import type { ReactNode } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'

/** A message the person must acknowledge (a refused answer, a failed sign-in): open while `message` is set. */
export function MessageDialog({ message, okLabel, onClose }: { message: { title: string; text: ReactNode } | null; okLabel: string; onClose: () => void }) {
  return (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{message?.title}</AlertDialogTitle>
          <AlertDialogDescription>{message?.text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction>{okLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

type ConfirmCopy = { title: string; text: ReactNode; cancel: string; confirm: string }

/**
 * A question before an action that cannot be undone (deleting, cancelling). Either opened by its own
 * `trigger` button, or controlled with `open` and `onOpenChange` (the item to act on chosen elsewhere).
 */
export function ConfirmDialog({
  copy,
  onConfirm,
  trigger,
  open,
  onOpenChange,
}: {
  copy: ConfirmCopy
  onConfirm: () => void
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{copy.title}</AlertDialogTitle>
          <AlertDialogDescription>{copy.text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{copy.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{copy.confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
