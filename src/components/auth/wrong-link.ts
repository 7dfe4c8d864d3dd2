import { redirect } from '@tanstack/react-router'
import { wrongLinkHref } from '@/domain/access'

/**
 * For loaders and guards of a project or folder screen: someone else's record, or one that does not exist,
 * sends to /wrong/link with the current href (spec section 8). Usage: `throw redirectToWrongLink(location.href)`.
 */
export const redirectToWrongLink = (href: string) => redirect({ href: wrongLinkHref(href) })
