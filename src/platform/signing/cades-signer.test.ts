import { createHash, verify } from 'node:crypto'
import forge from 'node-forge'
import { describe, expect, it } from 'vitest'
import { CadesSigner } from './cades-signer.ts'
import { openP12, selfSignedP12, SigningCertificateError } from './certificate.ts'

const identity = openP12(selfSignedP12({ commonName: 'Maisonnée – essai', passphrase: 'phrase secrète' }), 'phrase secrète')
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest()
const der = (node: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary')
const children = (node: forge.asn1.Asn1) => node.value as forge.asn1.Asn1[]

/** The signer's signed attributes, by OID, and the signature over them. */
async function signedAttributesOf(content: Buffer) {
  const cms = forge.asn1.fromDer((await new CadesSigner(identity).sign(content)).toString('binary'))
  const signedData = children(children(cms)[1]!)[0]!
  const signerInfo = children(children(signedData).at(-1)!)[0]!
  const [, , , attributes, , signature] = children(signerInfo)
  const byOid = new Map(children(attributes!).map((attribute) => [forge.asn1.derToOid(children(attribute)[0]!.value as string), children(children(attribute)[1]!)[0]!]))
  const asSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, children(attributes!))
  return { byOid, signedBytes: der(asSet), signature: Buffer.from(signature!.value as string, 'binary'), order: children(attributes!).map(der) }
}

describe('the PAdES (CAdES detached) signature of signed contracts', () => {
  it('signs the content type, the SHA-256 of the signed ranges and the signing certificate, and no signing time', async () => {
    const content = Buffer.from('%PDF-1.7 les octets signés')
    const { byOid } = await signedAttributesOf(content)
    expect([...byOid.keys()].sort()).toEqual(['1.2.840.113549.1.9.16.2.47', '1.2.840.113549.1.9.3', '1.2.840.113549.1.9.4'])
    expect(Buffer.from(byOid.get('1.2.840.113549.1.9.4')!.value as string, 'binary')).toEqual(sha256(content))
    const certificateHash = children(children(children(byOid.get('1.2.840.113549.1.9.16.2.47')!)[0]!)[0]!)[0]!
    expect(Buffer.from(certificateHash.value as string, 'binary')).toEqual(sha256(der(forge.pki.certificateToAsn1(identity.certificate))))
  })

  it('signs the attributes as DER orders them, with the certificate’s key', async () => {
    const { signedBytes, signature, order } = await signedAttributesOf(Buffer.from('contenu'))
    expect([...order].sort(Buffer.compare)).toEqual(order)
    const publicKey = forge.pki.publicKeyToPem(identity.certificate.publicKey)
    expect(verify('sha256', signedBytes, publicKey, signature)).toBe(true)
    expect(verify('sha256', Buffer.concat([signedBytes, Buffer.from([0])]), publicKey, signature)).toBe(false)
  })

  it('refuses a PKCS#12 opened with the wrong passphrase, with a typed error', () => {
    const p12 = selfSignedP12({ commonName: 'Maisonnée – essai', passphrase: 'la bonne' })
    expect(() => openP12(p12, 'une autre')).toThrow(SigningCertificateError)
  })
})
