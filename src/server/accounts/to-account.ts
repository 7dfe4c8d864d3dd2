import type { Photo, User } from '../../../payload-types.ts'
import { toDocId } from '../../domain/ids/index.ts'
import type { Account } from './account.types.ts'

const avatarUrl = (photo: Photo | null): string | null => (photo?.filename ? `/uploads/photos/img/${encodeURIComponent(photo.filename)}` : null)

/** A Payload user document (avatar populated at depth 1) as an Account. */
export function toAccount(user: User): Account {
  const avatar = typeof user.avatar === 'object' ? user.avatar : null
  return {
    id: toDocId(user.id),
    email: user.email ?? '',
    pendingEmail: user.pendingEmail ?? null,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    role: user.role,
    isActive: Boolean(user.isActive),
    avatarUrl: avatarUrl(avatar ?? null),
    companySiret: user.companySiret ?? '',
    companyName: user.companyName ?? '',
    companyAddress: user.companyAddress ?? '',
    sendNotifications: user.sendNotifications !== false,
  }
}
