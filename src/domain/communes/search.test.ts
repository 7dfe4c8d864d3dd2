import { describe, expect, it } from 'vitest'
import { normaliseCommuneName, searchCommuneEntries, type CommuneEntry } from './search.ts'

const communes: CommuneEntry[] = [
  { code: '77175', name: 'Évry-Grégy-sur-Yerre', department: '77', postcodes: ['77166'], population: 2915 },
  { code: '91228', name: 'Évry-Courcouronnes', department: '91', postcodes: ['91000', '91080'], population: 66919 },
  { code: '93066', name: 'Saint-Denis', department: '93', postcodes: ['93200', '93210'], population: 113942 },
  { code: '2A004', name: 'Ajaccio', department: '2A', postcodes: ['20000', '20090'], population: 73000 },
  { code: '59350', name: 'Lille', department: '59', postcodes: ['59000', '59160'], population: 236710 },
  { code: '92004', name: 'Asnières-sur-Seine', department: '92', postcodes: ['92600'], population: 87000 },
  { code: '01001', name: 'L’Abergement-Clémenciat', department: '01', postcodes: ['01400'], population: 800 },
  { code: '02210', name: 'Cœuvres-et-Valsery', department: '02', postcodes: ['02600'], population: 400 },
]
const names = (found: CommuneEntry[]) => found.map((commune) => commune.name)

describe('normaliseCommuneName', () => {
  it.each([
    ['Évry-Courcouronnes', 'evry courcouronnes'],
    ['  ÉVRY   ', 'evry'],
    ['L’Abergement-Clémenciat', 'l abergement clemenciat'],
    ["l'abergement", 'l abergement'],
    ['Cœuvres', 'coeuvres'],
    ['St-Denis', 'saint denis'],
    ['Asnières sur Seine', 'asnieres sur seine'],
  ])('%s reads as %s', (text, expected) => {
    expect(normaliseCommuneName(text)).toBe(expected)
  })
})

describe('searchCommuneEntries', () => {
  it('finds a name without its accents or case: « evry » finds Évry-Courcouronnes, the most populated first', () => {
    expect(names(searchCommuneEntries(communes, 'evry', 10))).toEqual(['Évry-Courcouronnes', 'Évry-Grégy-sur-Yerre'])
    expect(names(searchCommuneEntries(communes, 'EVRY COURC', 10))).toEqual(['Évry-Courcouronnes'])
  })

  it('finds by postcode and by INSEE code, Corsica included', () => {
    expect(names(searchCommuneEntries(communes, '91000', 10))).toEqual(['Évry-Courcouronnes'])
    expect(names(searchCommuneEntries(communes, '932', 10))).toEqual(['Saint-Denis'])
    expect(names(searchCommuneEntries(communes, '2a0', 10))).toEqual(['Ajaccio'])
  })

  it('puts names that start with the query before a word inside, then the rest', () => {
    expect(names(searchCommuneEntries(communes, 'seine', 10))).toEqual(['Asnières-sur-Seine'])
    expect(names(searchCommuneEntries(communes, 'denis', 10))).toEqual(['Saint-Denis'])
    expect(names(searchCommuneEntries(communes, 'st denis', 10))).toEqual(['Saint-Denis'])
    expect(names(searchCommuneEntries(communes, 'ill', 10))).toEqual(['Lille'])
  })

  it('gives at most `limit` communes, the first ones for an empty query', () => {
    expect(searchCommuneEntries(communes, '', 2)).toHaveLength(2)
    expect(searchCommuneEntries(communes, 'e', 3)).toHaveLength(3)
  })
})
