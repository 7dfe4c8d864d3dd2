import { describe, expect, it } from 'vitest'
import { canCustomerDeleteDocument, documentIcon, kindsOfTab } from './document-kinds.ts'

describe('documentIcon', () => {
  it.each([
    [{ mimeType: 'image/webp', filename: 'x.bin' }, 'image'],
    [{ mimeType: 'application/pdf', filename: 'devis' }, 'pdf'],
    [{ mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', filename: 'a' }, 'word'],
    [{ mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', filename: 'a' }, 'excel'],
    [{ mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', filename: 'a' }, 'powerpoint'],
    [{ mimeType: 'application/json', filename: 'a' }, 'json'],
    [{ mimeType: 'video/quicktime', filename: 'a' }, 'video'],
    [{ mimeType: 'application/x-cfb', filename: 'ancien.DOC' }, 'word'],
    [{ mimeType: 'application/x-cfb', filename: 'budget.xls' }, 'excel'],
    [{ mimeType: null, filename: 'plans.ppt' }, 'powerpoint'],
    [{ mimeType: 'application/octet-stream', filename: 'archive.zip' }, 'other'],
    [{ filename: 'sans-extension' }, 'other'],
  ])('%o is %s', (file, icon) => {
    expect(documentIcon(file)).toBe(icon)
  })
})

describe('canCustomerDeleteDocument', () => {
  it('lets a customer remove what they added, never the team’s documents', () => {
    expect(['document', 'plan', 'photo', null].map(canCustomerDeleteDocument)).toEqual([true, true, true, true])
    expect(['estimate', 'presentation', 'quote', 'report', 'contract', 'signed-contract'].map(canCustomerDeleteDocument)).toEqual([false, false, false, false, false, false])
  })
})

describe('kindsOfTab', () => {
  it('shows every kind for all and for an unknown tab, one family otherwise', () => {
    expect(kindsOfTab('all')).toBeNull()
    expect(kindsOfTab('nimporte')).toBeNull()
    expect(kindsOfTab('plans')).toEqual(['plan'])
    expect(kindsOfTab('team')).toContain('estimate')
  })
})
