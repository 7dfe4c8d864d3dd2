import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'

/**
 * One of our own admin pages (the rules list, the analytics) inside the admin's frame (its navigation and
 * header), titled; its content only for those `isAllowed` (the page's role check), anyone else signed in
 * reads `noAccess`. `className` is the page's block: its title is `${className}__title`.
 */
export function AdminPage({
  view: { initPageResult, params, searchParams },
  className,
  title,
  isAllowed,
  noAccess,
  children,
}: {
  view: AdminViewServerProps
  className: string
  title: string
  isAllowed: boolean
  noAccess: string
  children: ReactNode
}) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <Gutter className={className}>
        <h1 className={`${className}__title`}>{title}</h1>
        {isAllowed ? children : <p role="alert">{noAccess}</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
