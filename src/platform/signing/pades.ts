import type { PDFDocument, PDFPage } from 'pdf-lib'
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib'
import { SignPdf } from '@signpdf/signpdf'
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils'
import { CadesSigner } from './cades-signer.ts'
import type { SigningIdentity } from './certificate.ts'

/** What the signature dictionary says of the signature (readers show it beside the certificate). */
export type SealDetails = { name: string; reason: string; location: string; contactInfo: string; signedAt: Date }

/**
 * Saves a PDF sealed with a PAdES signature (ETSI.CAdES.detached): an invisible signature field on `page`
 * covering the whole file, so that any byte changed afterwards makes readers report the signature broken.
 * Nothing may be written to the document after this.
 */
export async function savePadesSigned(pdf: PDFDocument, { page, identity, details }: { page: PDFPage; identity: SigningIdentity; details: SealDetails }): Promise<Uint8Array> {
  pdflibAddPlaceholder({
    pdfPage: page,
    name: details.name,
    reason: details.reason,
    location: details.location,
    contactInfo: details.contactInfo,
    signingTime: details.signedAt,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Maisonnée',
  })
  const prepared = Buffer.from(await pdf.save())
  return Uint8Array.from(await new SignPdf().sign(prepared, new CadesSigner(identity)))
}
