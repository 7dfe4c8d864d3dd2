import { createHash, sign } from 'node:crypto'
import forge from 'node-forge'
import { Signer } from '@signpdf/utils'
import type { SigningIdentity } from './certificate.ts'

const { asn1 } = forge
const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
}

type Node = forge.asn1.Asn1
const universal = (type: forge.asn1.Type, value: string | Node[]) => asn1.create(asn1.Class.UNIVERSAL, type, Array.isArray(value), value)
const sequence = (values: Node[]) => universal(asn1.Type.SEQUENCE, values)
const set = (values: Node[]) => universal(asn1.Type.SET, values)
const oid = (id: string) => universal(asn1.Type.OID, asn1.oidToDer(id).getBytes())
const octets = (bytes: Buffer) => universal(asn1.Type.OCTETSTRING, bytes.toString('binary'))
const integer = (value: number) => universal(asn1.Type.INTEGER, asn1.integerToDer(value).getBytes())
const der = (node: Node) => Buffer.from(asn1.toDer(node).getBytes(), 'binary')
const algorithm = (id: string, withNull = false) => sequence(withNull ? [oid(id), universal(asn1.Type.NULL, '')] : [oid(id)])
const attribute = (type: string, value: Node) => sequence([oid(type), set([value])])

/** Issuer and serial number of a certificate, copied from its own encoding (never re-encoded). */
function issuerAndSerialNumber(certificate: forge.pki.Certificate): Node {
  const tbs = (certificate as forge.pki.Certificate & { tbsCertificate: Node }).tbsCertificate.value as Node[]
  const hasVersion = tbs[0]?.tagClass === asn1.Class.CONTEXT_SPECIFIC
  const [serial, issuer] = hasVersion ? [tbs[1], tbs[3]] : [tbs[0], tbs[2]]
  if (!serial || !issuer) throw new Error('Unexpected certificate structure')
  return sequence([issuer, serial])
}

/**
 * Signs a PDF's byte ranges for @signpdf as PAdES baseline B-B asks (ETSI EN 319 142-1): a detached CMS
 * SignedData whose signed attributes are the content type, the SHA-256 message digest and the ESS
 * signing-certificate-v2 binding the signer's certificate. No signing-time attribute: PAdES puts that
 * time in the signature dictionary's /M. (@signpdf's P12Signer writes a plain PKCS#7 without the
 * certificate binding, hence this one.)
 */
export class CadesSigner extends Signer {
  readonly #identity: SigningIdentity

  constructor(identity: SigningIdentity) {
    super()
    this.#identity = identity
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const { certificate, chain, privateKeyPem } = this.#identity
    const certificateDer = der(forge.pki.certificateToAsn1(certificate))
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest()
    const signedAttributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(sha256(content))),
      // SigningCertificateV2 { certs: [ESSCertIDv2 { certHash }] }, the hash algorithm being SHA-256 by default.
      attribute(OID.signingCertificateV2, sequence([sequence([sequence([octets(sha256(certificateDer))])])])),
    ]
      .map((node) => ({ node, bytes: der(node) }))
      // DER orders a SET OF by its members' encodings; verifiers hash the attributes as encoded.
      .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
      .map(({ node }) => node)
    const signature = sign('sha256', der(set(signedAttributes)), privateKeyPem)
    const signerInfo = sequence([
      integer(1),
      issuerAndSerialNumber(certificate),
      algorithm(OID.sha256),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, signedAttributes),
      algorithm(OID.rsaEncryption, true),
      octets(signature),
    ])
    const signedData = sequence([
      integer(1),
      set([algorithm(OID.sha256)]),
      sequence([oid(OID.data)]),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [certificate, ...chain].map((each) => forge.pki.certificateToAsn1(each))),
      set([signerInfo]),
    ])
    return der(sequence([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]))
  }
}
