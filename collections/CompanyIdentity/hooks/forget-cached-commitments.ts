import type { GlobalAfterChangeHook } from 'payload'
import { markCommitmentsChanged } from '../commitments-version.ts'

/** A saved company identity, price grid or payment settings is read afresh by the next screen, email or PDF. */
export const forgetCachedCommitments: GlobalAfterChangeHook = ({ doc }) => {
  markCommitmentsChanged()
  return doc
}
