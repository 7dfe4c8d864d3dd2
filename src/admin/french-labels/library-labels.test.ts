import { describe, expect, it } from 'vitest'
import { frenchLibraryLabel } from './library-labels.ts'

describe('frenchLibraryLabel', () => {
  it('gives the French of the libraries’ labels', () => {
    expect(frenchLibraryLabel('Close toast')).toBe('Fermer la notification')
    expect(frenchLibraryLabel(' Add block ')).toBe('Ajouter un bloc')
    expect(frenchLibraryLabel('Remove link')).toBe('Retirer le lien')
  })

  it('counts the files of the bulk upload’s summary', () => {
    expect(frenchLibraryLabel('Successfully saved 1 file')).toBe('1 fichier enregistré')
    expect(frenchLibraryLabel('Successfully saved 12 files')).toBe('12 fichiers enregistrés')
  })

  it('leaves every other text alone', () => {
    expect(frenchLibraryLabel('Fermer')).toBeNull()
    expect(frenchLibraryLabel('Add block to page')).toBeNull()
    expect(frenchLibraryLabel('')).toBeNull()
  })
})
