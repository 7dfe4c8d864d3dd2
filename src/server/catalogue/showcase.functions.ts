import { createServerFn } from '@tanstack/react-start'
import { requestContext } from '@/server/http/request-context'
import { homeShowcase } from './showcase.server'

/** The home page's catalogue showcase. */
export const getHomeShowcase = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .handler(({ context: { payload } }) => homeShowcase(payload))
