import { redirect } from '@tanstack/react-router'
import { wrongLinkHref } from '@/domain/access'

/**
 * For loaders of a project or folder screen: an 'unauthorized' answer (someone else's record) sends
 * to /wrong/link with the current href. Usage: `if (result.error === 'unauthorized') throw toWrongLink(location.href)`.
 * (The access guard already does this for the project a URL names.)
 */
export const toWrongLink = (href: string) => redirect({ href: wrongLinkHref(href) })
