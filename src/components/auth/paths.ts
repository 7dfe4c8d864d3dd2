/**
 * Where a signed-in customer lands when no page was asked for. NOTE: the dashboard ('/') comes in a later
 * issue. Kept apart from the forms: the routes' redirects read it, and the forms' code loads with their screens only.
 */
export const AFTER_LOGIN_PATH = '/moncompte'
