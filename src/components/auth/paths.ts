/**
 * Where a signed-in customer lands when no page was asked for: « Mes projets » (issue #22: their projects
 * are what they come back for). Kept apart from the forms: the routes' redirects read it, and the forms'
 * code loads with their screens only.
 */
export const AFTER_LOGIN_PATH = '/projets'
