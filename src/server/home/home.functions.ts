import { createServerFn } from '@tanstack/react-start'
import { requestContext } from '@/server/http/request-context'
import { footerNotice, homeView } from './home-content.server'

/** /home's content (the 'home-content' global, as saved). */
export const getHomeView = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .handler(({ context: { payload } }) => homeView(payload))

/** The footer's legal notice (the 'home-content' global's, as saved; null: the default). */
export const getFooterNotice = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .handler(({ context: { payload } }) => footerNotice(payload))
