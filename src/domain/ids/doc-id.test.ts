import { describe, expect, it } from 'vitest'
import { isSameDoc, toDocId, toDocIdOrNull } from './doc-id.ts'
import { looksLikeDocId } from './doc-id-shape.ts'

describe('DocId', () => {
  it('turns a numeric id into its string', () => expect(toDocId(12)).toBe('12'))
  it('keeps an ObjectId string as it is', () => expect(toDocId('665f1c2b9e1d4a0012345678')).toBe('665f1c2b9e1d4a0012345678'))
  it('reads a missing id as null', () => {
    expect(toDocIdOrNull(null)).toBeNull()
    expect(toDocIdOrNull(undefined)).toBeNull()
    expect(toDocIdOrNull('')).toBeNull()
  })
  it('compares ids as strings, so a number and its text are the same record', () => expect(isSameDoc(12, '12')).toBe(true))
  it('never calls two different or missing ids the same', () => {
    expect(isSameDoc('12', '120')).toBe(false)
    expect(isSameDoc(null, null)).toBe(false)
    expect(isSameDoc(undefined, '1')).toBe(false)
  })
  it('takes an integer or a 24-hex ObjectId as an id shape, nothing else', () => {
    for (const id of ['1', '42', '665f1c2b9e1d4a0012345678', '665F1C2B9E1D4A0012345678']) expect(looksLikeDocId(id), id).toBe(true)
    for (const text of ['', '0', '-1', '01', '1.5', '1e3', ' 1', '665f1c2b9e1d4a001234567', '665f1c2b9e1d4a00123456789', 'zzzf1c2b9e1d4a0012345678', '1; drop'])
      expect(looksLikeDocId(text), text).toBe(false)
  })
})
