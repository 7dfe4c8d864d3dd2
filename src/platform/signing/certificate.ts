import { generateKeyPairSync, randomBytes } from 'node:crypto'
import forge from 'node-forge'

/** The platform's signing identity: its private key and its certificate, then the chain the PKCS#12 carries. */
export type SigningIdentity = { privateKeyPem: string; certificate: forge.pki.Certificate; chain: forge.pki.Certificate[] }

/** The platform certificate cannot be used: unreadable PKCS#12, wrong passphrase, no key, no matching certificate. */
export class SigningCertificateError extends Error {
  override name = 'SigningCertificateError'
}

/** Where a PKCS#12 keeps a key (encrypted or not) and its certificates. */
const BAG_TYPES = [forge.pki.oids.pkcs8ShroudedKeyBag, forge.pki.oids.keyBag, forge.pki.oids.certBag] as string[]

const binary = (bytes: Uint8Array) => Buffer.from(bytes).toString('binary')

/** Opens a PKCS#12 (a .p12 or .pfx file, as `openssl pkcs12 -export` writes): its RSA key and the certificate of that key. */
export function openP12(p12: Uint8Array, passphrase: string): SigningIdentity {
  let bags: forge.pkcs12.Bag[]
  try {
    const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(binary(p12)), false, passphrase)
    bags = BAG_TYPES.flatMap((bagType) => parsed.getBags({ bagType })[bagType] ?? [])
  } catch (error) {
    throw new SigningCertificateError(`The signing certificate (PKCS#12) cannot be opened: ${(error as Error).message}`, { cause: error })
  }
  const key = bags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined
  // NOTE: node-forge reads RSA keys only; an EC key comes out as no key at all.
  if (!key) throw new SigningCertificateError('The signing certificate (PKCS#12) holds no RSA private key.')
  const certificates = bags.flatMap((bag) => (bag.cert ? [bag.cert] : []))
  const matches = (certificate: forge.pki.Certificate) => {
    const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e)
  }
  const certificate = certificates.find(matches)
  if (!certificate) throw new SigningCertificateError('The signing certificate (PKCS#12) holds no certificate of its private key.')
  return { privateKeyPem: forge.pki.privateKeyToPem(key), certificate, chain: certificates.filter((other) => other !== certificate) }
}

/** A name attribute written as a UTF8String (forge's default, PrintableString, cannot hold 'é'). */
// NOTE: @types/node-forge types valueTagClass as a class; forge reads it as the ASN.1 type of the value.
const utf8Attribute = (name: string, value: string): forge.pki.CertificateField => ({ name, value, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class })

/**
 * A self-signed certificate for the platform's signature outside production, as a PKCS#12: a 2048-bit RSA
 * key, valid ten years. Readers verify the signature made with it, but trust no one behind it.
 */
export function selfSignedP12({ commonName, passphrase, now = new Date() }: { commonName: string; passphrase: string; now?: Date }): Uint8Array {
  const { privateKey: pem } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } })
  const privateKey = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey
  const certificate = forge.pki.createCertificate()
  certificate.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e)
  // A positive serial (its first bit clear), random so that two data folders never share one.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`
  certificate.validity.notBefore = new Date(now.getTime() - 24 * 3600_000)
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600_000)
  const name: forge.pki.CertificateField[] = [utf8Attribute('commonName', commonName), utf8Attribute('organizationName', 'Maisonnée'), { name: 'countryName', value: 'FR' }]
  certificate.setSubject(name)
  certificate.setIssuer(name)
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ])
  certificate.sign(privateKey, forge.md.sha256.create())
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], passphrase, { algorithm: 'aes256', friendlyName: commonName })
  return Uint8Array.from(Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'))
}
