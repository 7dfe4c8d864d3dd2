import { NETWORK_ERROR } from './network-errors'
import { HTTP_TIMEOUT_MS } from './time-limits'

/**
 * Posts form data to a /v1 call from the browser with its upload progress (0-100): XMLHttpRequest, as
 * fetch reports no upload progress. Resolves with the envelope's payload; rejects with an Error carrying
 * the server's French message, or a clear one when the request could not be made or was too large.
 */

type Envelope<T> = { s: 1; payload: T } | { s: 0; error: string }

export function postFormWithProgress<T>(
  path: string,
  form: FormData,
  { onProgress, tooLarge }: { onProgress: (percent: number) => void; tooLarge: string },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', path)
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((100 * event.loaded) / event.total))
    }
    request.timeout = HTTP_TIMEOUT_MS
    request.onerror = () => reject(new Error(NETWORK_ERROR))
    request.ontimeout = () => reject(new Error(NETWORK_ERROR))
    request.onload = () => {
      const body = request.response as Envelope<T> | null
      if (!body) return reject(new Error(request.status === 413 ? tooLarge : NETWORK_ERROR))
      if (body.s !== 1) return reject(new Error(body.error))
      onProgress(100)
      resolve(body.payload)
    }
    request.send(form)
  })
}
