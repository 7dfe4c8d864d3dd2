import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { env } from '../env.ts'
import { openP12, selfSignedP12, type SigningIdentity } from './certificate.ts'

/** The self-signed certificate of a data folder without a configured one (never in production). */
const DEVELOPMENT_P12 = '.signing-certificate.p12'
const DEVELOPMENT_COMMON_NAME = 'Maisonnée – certificat de signature de développement (autosigné)'

/** The data folder's self-signed certificate, made on first use and kept (mode 600) for the signatures that follow. */
function developmentP12(): Uint8Array {
  const file = path.join(env.dataDir, DEVELOPMENT_P12)
  if (existsSync(file)) return readFileSync(file)
  mkdirSync(env.dataDir, { recursive: true })
  const p12 = selfSignedP12({ commonName: DEVELOPMENT_COMMON_NAME, passphrase: '' })
  try {
    writeFileSync(file, p12, { mode: 0o600, flag: 'wx' })
    return p12
  } catch (error) {
    // NOTE: another instance on the same data folder made one first: every instance signs with that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file)
    throw error
  }
}

let identity: SigningIdentity | undefined

/**
 * The certificate that signs contracts: the configured PKCS#12 (SIGNING_P12_PATH or SIGNING_P12), else,
 * outside production, the data folder's self-signed one. Throws SigningCertificateError when it cannot be
 * opened; server.ts opens it at start in production, so that a wrong passphrase stops the deployment.
 */
export function platformSigningIdentity(): SigningIdentity {
  identity ??= env.signingP12 ? openP12(env.signingP12.p12, env.signingP12.passphrase) : openP12(developmentP12(), '')
  return identity
}
