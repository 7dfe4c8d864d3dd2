import type { DefaultServerCellComponentProps } from 'payload'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { projectCustomerName } from '../../server/projects/project-customer.server.ts'
import { PROJECT_LIST_COPY as COPY } from './copy.ts'

/**
 * The projects list's « Client » column (the project's owner): the customer's name rather than the
 * account's email, which is what Payload shows of a user. A server cell: it reads the name as it renders.
 */
export async function ProjectCustomerCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const ownerId = relationId(cellData)
  if (ownerId === null) return <span>{COPY.visitor}</span>
  const name = await projectCustomerName(payload, ownerId)
  return <span>{name === null ? COPY.deletedAccount : name}</span>
}
