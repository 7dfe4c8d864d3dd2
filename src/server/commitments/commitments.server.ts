import type { Payload } from 'payload'
import type { Commitments } from '../../domain/commitments/index.ts'
import { loadCommitments } from '../../../collections/CompanyIdentity/commitments.server.ts'
import { commitmentsVersion } from '../../../collections/CompanyIdentity/commitments-version.ts'
import { payloadClient } from '../payload.server.ts'

/**
 * NOTE: every legal page, payment screen, email and PDF reads the commitments: one read of the three
 * globals serves them for CACHE_MS on this instance. A save in this process forgets it at once (the
 * globals' afterChange hook moves `commitmentsVersion`); another instance sees it when CACHE_MS ends.
 */
const CACHE_MS = 5_000
let cache: { at: number; version: number; commitments: Promise<Commitments> } | null = null

/** The company identity and payment terms in force: the one way screens, emails and PDFs get them. */
export async function readCommitments(payload?: Payload): Promise<Commitments> {
  const version = commitmentsVersion()
  if (cache && cache.version === version && Date.now() - cache.at < CACHE_MS) return cache.commitments
  const commitments = loadCommitments(payload ?? (await payloadClient()))
  const entry = { at: Date.now(), version, commitments }
  cache = entry
  // A failed read is not kept: the next caller tries again.
  commitments.catch(() => {
    if (cache === entry) cache = null
  })
  return commitments
}
