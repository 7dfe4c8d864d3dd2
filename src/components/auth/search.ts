import { lenientSearch, searchText } from '@/lib/search-params'

/** ?redirect=… on the authentication screens: the page wanted before signing in (checked again before use). */
export const validateAuthSearch = lenientSearch({ redirect: searchText({ maxLength: 2000 }) })

/** ?token=… and ?email_token=…: the query form of older emailed links, refused (the links carry their token in the fragment now). */
export const validateLinkSearch = lenientSearch({ token: searchText({ maxLength: 200 }), email_token: searchText({ maxLength: 200 }) })
