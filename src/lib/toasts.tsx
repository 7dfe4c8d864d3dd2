import { lazy, Suspense, useEffect, useState } from 'react'
import type { ExternalToast, ToasterProps } from 'sonner'

// NOTE (issue #24): the toasts' library (sonner, ~9 KB of gzip) is not in any page's first-load script: a toast
// only ever answers something the user did, after the page has hydrated. The toaster is mounted once the page
// has hydrated, and a toast waits for it, so none is lost.

let markToasterMounted: () => void = () => {}
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve
})

const LoadedToaster = lazy(() => import('@/components/ui/sonner').then(({ Toaster }) => ({ default: Toaster })))

/** Says when the toaster has subscribed to the toasts (its effects run before this sibling's). */
function ToasterMounted() {
  useEffect(() => markToasterMounted(), [])
  return null
}

/** The page's toaster, loaded and mounted after hydration. */
export function DeferredToaster(props: ToasterProps) {
  const [isHydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!isHydrated) return null
  return (
    <Suspense fallback={null}>
      <LoadedToaster {...props} />
      <ToasterMounted />
    </Suspense>
  )
}

/**
 * Shows an error toast (with its action, such as « Réessayer ») once the toaster is there. When the toasts'
 * script cannot be fetched (the network is gone), the message is shown by the browser's own dialog instead.
 */
export async function toastError(message: string, options?: ExternalToast): Promise<void> {
  try {
    const [{ toast }] = await Promise.all([import('sonner'), toasterMounted])
    toast.error(message, options)
  } catch (cause) {
    console.error(cause)
    window.alert(message)
  }
}
