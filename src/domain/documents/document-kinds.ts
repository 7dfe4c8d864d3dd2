/**
 * Rules of the documents screens (spec section 2 'Document card', /mesdocuments): the icon a file gets from
 * its type, which documents a customer may remove, and the tabs.
 */

export type DocumentIcon = 'image' | 'word' | 'excel' | 'powerpoint' | 'pdf' | 'json' | 'video' | 'other'

const BY_EXTENSION: Record<string, DocumentIcon> = {
  png: 'image', jpg: 'image', jpeg: 'image', gif: 'image', bmp: 'image', webp: 'image',
  doc: 'word', docx: 'word', odt: 'word', rtf: 'word',
  xls: 'excel', xlsx: 'excel', ods: 'excel', csv: 'excel',
  ppt: 'powerpoint', pptx: 'powerpoint', odp: 'powerpoint',
  pdf: 'pdf',
  json: 'json',
  mp4: 'video', webm: 'video', mov: 'video', avi: 'video', mkv: 'video',
}

/** The card's icon: by the stored type when it says, else by the name's extension; 'other' otherwise. */
export function documentIcon({ mimeType, filename }: { mimeType?: string | null; filename: string }): DocumentIcon {
  const type = mimeType ?? ''
  if (type.startsWith('image/')) return 'image'
  if (type.startsWith('video/')) return 'video'
  if (type === 'application/pdf') return 'pdf'
  if (type === 'application/json') return 'json'
  if (type.includes('wordprocessingml')) return 'word'
  if (type.includes('spreadsheetml')) return 'excel'
  if (type.includes('presentationml')) return 'powerpoint'
  const extension = filename.toLowerCase().split('.').pop() ?? ''
  return BY_EXTENSION[extension] ?? 'other'
}

/** What a customer adds themselves; everything else (estimate, quote, fees, reports, contract, receipts) is the team's. */
export const CUSTOMER_DOCUMENT_KINDS = ['document', 'plan', 'photo'] as const

/** A customer may remove the documents they added, never the team's. */
export function canCustomerDeleteDocument(kind: string | null | undefined): boolean {
  return (CUSTOMER_DOCUMENT_KINDS as readonly string[]).includes(kind ?? 'document')
}

/** The tabs of /mesdocuments: every document, or one family of them. */
export const DOCUMENT_TABS = [
  { value: 'all', label: 'Tous', kinds: null },
  { value: 'documents', label: 'Mes documents', kinds: ['document'] },
  { value: 'plans', label: 'Plans', kinds: ['plan'] },
  { value: 'photos', label: 'Photos', kinds: ['photo'] },
  { value: 'team', label: 'De l’équipe', kinds: ['estimate', 'presentation', 'quote', 'report', 'contract', 'signed-contract', 'receipt'] },
] as const

export type DocumentTab = (typeof DOCUMENT_TABS)[number]['value']

/** The file kinds a tab shows (null: all); an unknown tab shows all. */
export function kindsOfTab(tab: string | null | undefined): readonly string[] | null {
  return DOCUMENT_TABS.find((candidate) => candidate.value === tab)?.kinds ?? null
}
