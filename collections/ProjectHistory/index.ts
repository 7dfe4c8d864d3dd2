import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isStaffOrOwner } from '../access/is-staff-or-owner.ts'
import { PROJECT_STATUSES, RECORDED_MOVES, MOVE_LABELS, ACTORS } from '../../src/domain/workflow/index.ts'
import { ownerField } from '../fields/owner.ts'
import { nobody } from '../access/nobody.ts'

const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({ value: String(status.visa), label: `${status.visa} · ${status.label}` }))
const ACTOR_OPTIONS = ACTORS.map((actor) => ({ value: actor, label: { customer: 'Client', staff: 'Équipe', system: 'Système' }[actor] }))

/**
 * Every status change of a project (design/workflow.md): who, when (createdAt), from, to, the kind of
 * move and why. Written only by the Projects hook `recordStatusChange`; nobody edits or deletes an entry
 * (they go with their project). Staff read them all, a customer those of their own projects.
 */
export const ProjectHistory: CollectionConfig = {
  slug: slugs.projectHistory,
  labels: { singular: 'Historique', plural: 'Historique' },
  admin: {
    defaultColumns: ['project', 'from', 'to', 'reason', 'changedByName', 'move', 'createdAt'],
    group: 'Suivi des projets',
    description: 'Chaque changement de statut d’un projet, par qui, quand et pourquoi. Inscrit automatiquement, non modifiable.',
  },
  access: {
    read: isStaffOrOwner,
    readVersions: nobody,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'project', label: 'Projet', type: 'relationship', relationTo: slugs.projects, required: true, index: true },
    { name: 'from', label: 'Ancien statut', type: 'select', options: STATUS_OPTIONS, required: true },
    { name: 'to', label: 'Nouveau statut', type: 'select', options: STATUS_OPTIONS, required: true },
    { name: 'move', label: 'Nature', type: 'select', required: true, options: RECORDED_MOVES.map((move) => ({ value: move, label: MOVE_LABELS[move] })) },
    { name: 'actor', label: 'Auteur (rôle)', type: 'select', required: true, options: ACTOR_OPTIONS },
    { name: 'changedBy', label: 'Auteur', type: 'relationship', relationTo: slugs.users, admin: { description: 'Vide : le changement a été fait par le système.' } },
    { name: 'changedByName', label: 'Par', type: 'text' },
    { name: 'reason', label: 'Motif', type: 'textarea' },
    ownerField(),
  ],
}
