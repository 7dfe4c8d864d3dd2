import { useEffect, useState, type RefObject } from 'react'

/** Whether `element` is shown fullscreen, kept in step with the browser (Escape leaves it too), and its toggle. */
export function useFullscreen(element: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false)
  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void element.current?.requestFullscreen()
  }
  return { isFullscreen, toggle }
}
