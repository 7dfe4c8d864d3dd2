import * as z from 'zod/mini'
import { PROJECT_STATUS_VALUES } from './project-status.ts'

// NOTE: not in the barrel (index.ts): the status labels and rules go to the browser on every page, and a schema
// built at a module's top would bring zod with them. The server imports this file.

/** A status value posted by a client or stored in the CMS: an integer from 0 to 13. */
export const projectStatusSchema = z.literal(PROJECT_STATUS_VALUES, { error: 'Statut de projet inconnu.' })
