/**
 * The English texts the back office's libraries write themselves, whatever the admin's language: Payload's
 * toaster (sonner's close button), the bulk upload's summary (@payloadcms/ui), the rich-text editor's
 * handles, link editor and table tools (@payloadcms/richtext-lexical). None of them can be given a
 * translation (they are not in Payload's i18n), so the admin's {@link FrenchLibraryLabels} rewrites them
 * where they appear: as a label read aloud (aria-label, title, placeholder) or as a whole text.
 */
const LABELS: ReadonlyMap<string, string> = new Map([
  ['Close toast', 'Fermer la notification'],
  ['Add block', 'Ajouter un bloc'],
  ['Insert Paragraph', 'Insérer un paragraphe'],
  ['Drag to move', 'Glisser pour déplacer'],
  ['Edit link', 'Modifier le lien'],
  ['Remove link', 'Retirer le lien'],
  ['Add Row', 'Ajouter une ligne'],
  ['Add Column', 'Ajouter une colonne'],
  ['Copy to clipboard', 'Copier dans le presse-papiers'],
  ['Download as a file', 'Télécharger dans un fichier'],
])

/** « Successfully saved 3 files », the bulk upload's toast. */
const SAVED_FILES = /^Successfully saved (\d+) files?$/

/** The French for one of the libraries' English texts, or null when `text` is not one of them. */
export function frenchLibraryLabel(text: string): string | null {
  const trimmed = text.trim()
  const label = LABELS.get(trimmed)
  if (label) return label
  const saved = SAVED_FILES.exec(trimmed)
  if (saved) {
    const count = Number(saved[1])
    return count === 1 ? '1 fichier enregistré' : `${count} fichiers enregistrés`
  }
  return null
}

/** The attributes whose text is read aloud or shown on hover, where the libraries put their labels. */
export const LABEL_ATTRIBUTES = ['aria-label', 'title', 'placeholder'] as const
