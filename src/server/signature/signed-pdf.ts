import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { printable, wrapText } from '../../platform/pdf/layout.ts'
import { formatAuditTime, signatureAuditLines, type SignatureAudit } from '../../domain/signature/index.ts'
import type { SigningIdentity } from '../../platform/signing/certificate.ts'
import { savePadesSigned } from '../../platform/signing/pades.ts'
import { oneLine, type CompanyIdentity } from '../../domain/commitments/index.ts'
import { companyIdentityLines } from '../../platform/pdf/letterhead.ts'

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 50
const INK = rgb(0.13, 0.15, 0.14)
const MUTED = rgb(0.42, 0.43, 0.41)
const BRAND = rgb(0.18, 0.29, 0.25)
const RULE = rgb(0.85, 0.83, 0.79)

/** Text of the certificate: an unencodable character (a browser name in another script) shows as '?', never dropped. */
const certificateText = (text: string) => printable(text, 'mark')

/** Lines of the certificate; a word longer than a line (a hash, a user agent) is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  return wrapText({ text, size, width, measure: (candidate, at) => font.widthOfTextAtSize(candidate, at), unprintable: 'mark', cutLongWords: true })
}

/** The signature, its signer and its time in a framed box at the bottom right of the contract's last page. */
async function placeSignature(pdf: PDFDocument, page: PDFPage, { png, audit, font }: { png: Uint8Array; audit: SignatureAudit; font: PDFFont }) {
  const box = { width: 220, height: 96 }
  const x = page.getWidth() - MARGIN - box.width
  const y = MARGIN - 20
  page.drawRectangle({ x, y, width: box.width, height: box.height, color: rgb(1, 1, 1), borderColor: BRAND, borderWidth: 0.8, opacity: 0.92 })
  const image = await pdf.embedPng(png)
  const scaled = image.scaleToFit(box.width - 20, 52)
  page.drawImage(image, { x: x + (box.width - scaled.width) / 2, y: y + 34, width: scaled.width, height: scaled.height })
  const captions = [`Signé électroniquement par ${audit.signerName}`, `le ${formatAuditTime(audit.signedAt).split(' (')[0]} (heure de Paris)`, 'Certificat de signature en dernière page']
  captions.forEach((caption, index) => {
    page.drawText(certificateText(caption), { x: x + 8, y: y + 24 - index * 9, size: 7, font, color: index === 0 ? INK : MUTED, maxWidth: box.width - 16 })
  })
}

/**
 * The audit page: the company's block (issue #36: name, address, legal form and capital, SIRET, RCS, VAT number),
 * then what was signed (with the original's SHA-256), by whom, how they were identified, when and from where.
 */
function addAuditPage(pdf: PDFDocument, { audit, company, regular, bold }: { audit: SignatureAudit; company: CompanyIdentity; regular: PDFFont; bold: PDFFont }): PDFPage {
  const page = pdf.addPage([A4.width, A4.height])
  const width = A4.width - 2 * MARGIN
  let y = A4.height - MARGIN
  page.drawText(certificateText(company.legalName), { x: MARGIN, y: y - 14, size: 14, font: bold, color: BRAND })
  y -= 28
  for (const line of [oneLine(company.address), ...companyIdentityLines(company)].filter(Boolean)) {
    page.drawText(certificateText(line), { x: MARGIN, y, size: 8, font: regular, color: MUTED })
    y -= 10
  }
  y -= 16
  page.drawText(certificateText('Certificat de signature électronique'), { x: MARGIN, y, size: 18, font: bold, color: INK })
  y -= 22
  for (const line of wrap('Ce certificat fait partie du document signé. Il atteste des étapes de la signature électronique réalisée sur Maisonnée.', regular, 10, width)) {
    page.drawText(line, { x: MARGIN, y, size: 10, font: regular, color: MUTED })
    y -= 14
  }
  y -= 8
  for (const { label, value } of signatureAuditLines(audit)) {
    page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: A4.width - MARGIN, y: y + 6 }, thickness: 0.5, color: RULE })
    y -= 10
    page.drawText(certificateText(label), { x: MARGIN, y, size: 9, font: bold, color: INK })
    y -= 13
    for (const line of wrap(value, regular, 10, width)) {
      page.drawText(line, { x: MARGIN, y, size: 10, font: regular, color: INK })
      y -= 13
    }
    y -= 6
  }
  y -= 10
  const note =
    'L’empreinte SHA-256 ci-dessus est celle du document original, avant signature : un document dont l’empreinte diffère n’est pas celui qui a été présenté au signataire. L’empreinte du document signé est conservée par Maisonnée avec la piste d’audit.'
  for (const line of wrap(note, regular, 8.5, width)) {
    page.drawText(line, { x: MARGIN, y, size: 8.5, font: regular, color: MUTED })
    y -= 12
  }
  return page
}

/**
 * The signed contract: the original's pages unchanged but for the signature placed on the last one, then
 * the audit page; metadata name the signer and the original's hash. Last, the platform's certificate seals
 * the whole file with a PAdES signature, which readers (and `pdfsig`) verify.
 */
export async function buildSignedPdf({
  original,
  signaturePng,
  audit,
  company,
  seal,
}: {
  original: Uint8Array
  signaturePng: Uint8Array
  audit: SignatureAudit
  /** The company whose block heads the certificate page (« Identité de l’entreprise »). */
  company: CompanyIdentity
  seal: { identity: SigningIdentity; contactInfo: string }
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original)
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)])
  const pages = pdf.getPages()
  const last = pages[pages.length - 1]
  if (!last) throw new Error('The contract to sign has no page')
  await placeSignature(pdf, last, { png: signaturePng, audit, font: regular })
  const auditPage = addAuditPage(pdf, { audit, company, regular, bold })
  pdf.setTitle(certificateText(`${audit.documentName} – signé par ${audit.signerName}`))
  pdf.setSubject(`Signature électronique Maisonnée ${audit.signatureId}; SHA-256 du document original : ${audit.originalSha256}`)
  pdf.setKeywords(['signature électronique', audit.signatureId, audit.originalSha256])
  pdf.setProducer('Maisonnée')
  pdf.setModificationDate(audit.signedAt)
  // NOTE: the signature dictionary's strings are written in PDFDocEncoding: Latin-1 letters only, no ’ nor –.
  return savePadesSigned(pdf, {
    page: auditPage,
    identity: seal.identity,
    details: {
      name: 'Maisonnée',
      reason: `Signature électronique du contrat Maisonnée, référence ${audit.signatureId}`,
      location: 'France',
      contactInfo: seal.contactInfo,
      signedAt: audit.signedAt,
    },
  })
}
