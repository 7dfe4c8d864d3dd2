import { lenientSearch, searchText } from '@/lib/search-params'

/** ?redirect=… on the authentication screens: the page wanted before signing in (checked again before use). */
export const validateAuthSearch = lenientSearch({ redirect: searchText({ maxLength: 2000 }) })

/** ?token=… (activation or reset link) and ?email_token=… (email change link). */
export const validateLinkSearch = lenientSearch({ token: searchText({ maxLength: 200 }), email_token: searchText({ maxLength: 200 }) })
