import { redirect } from '@tanstack/react-router'

/** Spec section 8: the wrong-link page, with the href that was refused in the query. */
export const wrongLinkHref = (href: string) => `/wrong/link?${new URLSearchParams({ href })}`

/**
 * For loaders of a project or folder screen: an 'unauthorized' answer (someone else's record) sends
 * to /wrong/link with the current href. Usage: `if (result.error === 'unauthorized') throw toWrongLink(location.href)`.
 */
export const toWrongLink = (href: string) => redirect({ href: wrongLinkHref(href) })
