import type { Payload } from 'payload'
import type { Appointment, Project } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { appointmentWhere, appointmentWhereForStaff, APPOINTMENT_FORMAT_LABELS, icsInvitation, parisLabel } from '../../domain/booking/index.ts'
import { renderEmail } from '../../platform/mail/layout.ts'
import { env } from '../../platform/env.ts'
import { emailOrSkip } from '../../platform/mail/recipient.ts'
import { queueEmail } from '../../platform/mail/email-queue.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'

type AppointmentMail = {
  appointment: Appointment
  project: Project
  agentEmail: string | null
  agentLabel: string
  method: 'REQUEST' | 'CANCEL'
  isMove: boolean
}

const host = () => new URL(env.publicUrl).hostname

/**
 * The booking emails, to the customer and to the agent, each with the calendar invitation (.ics) of the
 * appointment: booked, moved (same invitation, higher sequence) or cancelled. They are queued: a mail
 * server that cannot be reached delays them (the queue tries again), never the booking.
 */
export async function sendAppointmentEmails(payload: Payload, { appointment, project, agentEmail, agentLabel, method, isMove }: AppointmentMail): Promise<void> {
  const customer = await payload.findByID({ collection: slugs.users, id: relationId(project.owner)!, depth: 0, overrideAccess: true, disableErrors: true })
  const customerEmail = customer ? emailOrSkip(payload, customer, 'Email « rendez-vous »') : null
  const start = new Date(appointment.start)
  const when = parisLabel(start)
  const projectTitle = projectTitleOf(project)
  const projectUrl = `${env.publicUrl}/project/${project.id}`
  const where = appointmentWhere(appointment.format, appointment.place ?? null)
  const customerName = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ') || customer?.email || 'Client'
  const ics = icsInvitation({
    uid: `rdv-${appointment.id}@${host()}`,
    sequence: appointment.sequence ?? 0,
    start,
    end: new Date(appointment.end),
    stamp: new Date(),
    summary: `Rendez-vous Maisonnée : ${projectTitle}`,
    description: `Rendez-vous avec ${agentLabel || 'votre conseiller Maisonnée'} pour le projet « ${projectTitle} ».\n${where}.\nProjet : ${projectUrl}`,
    location: appointment.place || APPOINTMENT_FORMAT_LABELS[appointment.format],
    organizer: { name: agentLabel || 'Maisonnée', email: agentEmail ?? payload.email.defaultFromAddress },
    attendees: customerEmail ? [{ name: customerName, email: customerEmail }] : [],
    method,
  })
  const attachments = [{ filename: method === 'CANCEL' ? 'annulation.ics' : 'rendez-vous.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` }]
  const subject =
    method === 'CANCEL' ? `Rendez-vous annulé : ${when}` : isMove ? `Rendez-vous déplacé au ${when}` : `Rendez-vous confirmé le ${when}`
  const toCustomer = renderEmail({
    subject,
    paragraphs: [
      customer?.firstName ? `Bonjour ${customer.firstName},` : 'Bonjour,',
      method === 'CANCEL'
        ? `Votre rendez-vous du ${when} (heure de Paris) pour le projet « ${projectTitle} » est annulé. Vous pouvez en choisir un autre depuis votre projet.`
        : `Votre rendez-vous avec ${agentLabel || 'votre conseiller Maisonnée'} est fixé au ${when} (heure de Paris), pour le projet « ${projectTitle} ». L’invitation jointe l’ajoute à votre agenda.`,
      ...(method === 'CANCEL' ? [] : [`${where}.`]),
    ],
    action: { label: 'Voir mon projet', url: projectUrl },
    footnote: method === 'CANCEL' ? undefined : 'Un empêchement ? Vous pouvez déplacer ou annuler ce rendez-vous depuis la page de votre projet.',
  })
  const customerContact = `Pour joindre le client\u00a0: ${[customer?.email, customer?.phone].filter(Boolean).join(', ') || 'coordonnées non renseignées'}.`
  const toAgent = renderEmail({
    subject: `${subject} · ${customerName}`,
    paragraphs: [
      method === 'CANCEL'
        ? `Le rendez-vous du ${when} avec ${customerName} (projet « ${projectTitle} ») est annulé.`
        : `${customerName} a ${isMove ? 'déplacé son' : 'pris'} rendez-vous le ${when} (heure de Paris) pour le projet « ${projectTitle} ».`,
      // The agent's own wording (issue #36): what to do when no place is known, and how to reach the customer.
      ...(method === 'CANCEL' ? [] : [`${appointmentWhereForStaff(appointment.format, appointment.place ?? null)}.`, customerContact]),
    ],
    action: { label: 'Ouvrir le projet dans le back-office', url: `${env.publicUrl}/admin/collections/projects/${project.id}` },
  })
  const messages = [
    ...(customerEmail ? [{ to: customerEmail, content: toCustomer }] : []),
    ...(agentEmail ? [{ to: agentEmail, content: toAgent }] : []),
  ]
  for (const { to, content } of messages) await queueEmail(payload, { to, subject: content.subject, html: content.html, text: content.text, attachments })
}
