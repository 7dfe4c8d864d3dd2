import type { CollectionConfig, Field, FieldHook } from 'payload'
import { EMAIL_QUEUE_COPY } from '../../src/domain/email-queue/copy.ts'
import { SEND_EMAIL_TASK, type QueuedEmail } from '../../src/platform/mail/email-queue.ts'
import { ADDRESS_WORK_TASK } from '../../src/platform/after-answer.ts'
import { isShownTo } from '../access/shown-to-its-roles.ts'
import { resendEmailEndpoint } from './endpoints/resend-email.ts'

/**
 * Payload's own jobs collection (`payload-jobs`), shown in the back office to admins only (its access is
 * admins' read, nobody's write: collections/access/internal-collections.ts): the queued emails with their
 * address and subject, the failed ones « En échec » with a button to send them again. Labels in French;
 * the fields and their columns are Payload's, unchanged.
 */
export function jobsCollection({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig {
  return {
    ...defaultJobsCollection,
    labels: EMAIL_QUEUE_COPY.collection,
    admin: {
      ...defaultJobsCollection.admin,
      group: 'Administration',
      hidden: ({ user }) => !isShownTo(user, 'payload-jobs'),
      description: EMAIL_QUEUE_COPY.description,
      defaultColumns: ['taskSlug', 'emailTo', 'emailSubject', 'hasError', 'totalTried', 'createdAt'],
    },
    endpoints: [resendEmailEndpoint, ...(defaultJobsCollection.endpoints || [])],
    fields: [
      ...defaultJobsCollection.fields.map(inFrench),
      { name: 'emailTo', label: 'Destinataire', type: 'text', virtual: true, admin: { readOnly: true }, hooks: { afterRead: [fromEmail('to')] } },
      { name: 'emailSubject', label: 'Objet', type: 'text', virtual: true, admin: { readOnly: true }, hooks: { afterRead: [fromEmail('subject')] } },
      {
        name: 'resendEmail',
        type: 'ui',
        admin: {
          position: 'sidebar',
          condition: (data) => data.taskSlug === SEND_EMAIL_TASK && data.hasError === true,
          components: { Field: '/src/admin/email-resend/resend-email-button.tsx#ResendEmailButton' },
        },
      },
    ],
  }
}

/** An email job's address or subject, for the list's columns (empty for other tasks). */
const fromEmail =
  (key: 'to' | 'subject'): FieldHook =>
  ({ siblingData }) =>
    siblingData?.taskSlug === SEND_EMAIL_TASK ? ((siblingData.input as Partial<QueuedEmail> | undefined)?.[key] ?? null) : null

/** Payload's labels and help texts for its jobs fields, in French (the back office speaks French only). */
const FIELD_TEXTS: Record<string, { label: string; description?: string }> = {
  input: { label: 'Données', description: 'Ce que la tâche reçoit : pour un e-mail, le destinataire, l’objet et le message.' },
  taskStatus: { label: 'État des étapes' },
  completedAt: { label: 'Terminée le' },
  totalTried: { label: 'Essais' },
  hasError: { label: 'En échec', description: 'Une tâche en échec n’est plus essayée.' },
  error: { label: 'Erreur', description: 'La cause de l’échec.' },
  log: { label: 'Journal', description: 'Chaque essai de la tâche.' },
  executedAt: { label: 'Commencée le' },
  taskSlug: { label: 'Tâche' },
  taskID: { label: 'Étape' },
  output: { label: 'Résultat' },
  state: { label: 'État' },
  parent: { label: 'Tâche parente' },
  workflowSlug: { label: 'Enchaînement' },
  queue: { label: 'File' },
  waitUntil: { label: 'Pas avant le' },
  processing: { label: 'En cours' },
  concurrencyKey: { label: 'Clé de concurrence', description: 'Les tâches de même clé ne tournent pas en même temps.' },
  meta: { label: 'Métadonnées' },
}

/** Option labels of Payload's select fields (task names, a try's outcome). */
const OPTION_LABELS: Record<string, string> = {
  inline: 'Tâche en ligne',
  removeOwnerlessDrafts: 'Effacer les brouillons de visiteurs',
  [SEND_EMAIL_TASK]: 'Envoyer un e-mail',
  [ADDRESS_WORK_TASK]: 'Traiter une inscription ou un mot de passe oublié',
  succeeded: 'Réussi',
  failed: 'Échoué',
}

function inFrench(field: Field): Field {
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, label: 'État', fields: tab.fields.map(inFrench) })) }
  if (!('name' in field)) return field
  const texts = FIELD_TEXTS[field.name]
  const named = (texts ? { ...field, label: texts.label, admin: { ...field.admin, description: texts.description } } : field) as Field
  if (named.type === 'array' || named.type === 'group') return { ...named, fields: named.fields.map(inFrench) }
  if (named.type === 'select') return { ...named, options: named.options.map((option) => (typeof option === 'string' ? { label: OPTION_LABELS[option] ?? option, value: option } : option)) }
  return named
}
