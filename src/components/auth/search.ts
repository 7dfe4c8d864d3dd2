import { z } from 'zod'

/** ?redirect=… on the authentication screens: the page wanted before signing in (checked again before use). */
export const authSearchSchema = z.object({ redirect: z.string().max(2000).optional().catch(undefined) })

/** ?token=… (activation or reset link) and ?email_token=… (email change link). */
export const linkSearchSchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
  email_token: z.string().max(200).optional().catch(undefined),
})
