import * as z from 'zod/mini'

/** ?redirect=… on the authentication screens: the page wanted before signing in (checked again before use). */
export const authSearchSchema = z.object({ redirect: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined) })

/** ?token=… (activation or reset link) and ?email_token=… (email change link). */
export const linkSearchSchema = z.object({
  token: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  email_token: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
})
