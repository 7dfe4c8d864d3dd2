import { config } from 'zod/v4/core'
import { fr } from 'zod/v4/locales'

/**
 * zod's own messages in French, for the checks that name none of their own (an object where a text is
 * expected, on the wire): the server's answers are French whatever the input. Loaded with the Payload
 * config, which every server process reads; the browser's forms word their own messages.
 */
config(fr())
