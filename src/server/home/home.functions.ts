import { createServerFn } from '@tanstack/react-start'
import { requestContext } from '@/server/http/request-context'
import { homeView } from './home-content.server'

/** /home's content (the 'home-content' global, as saved). */
export const getHomeView = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .handler(({ context: { payload } }) => homeView(payload))
