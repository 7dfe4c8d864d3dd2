import { describe, expect, it } from 'vitest'
import { databaseAdapter } from './database.ts'

describe('the database adapter chosen by DATABASE_URI', () => {
  it.each([
    ['file:./data/maisonnee.db', 'sqlite'],
    ['postgres://postgres@127.0.0.1:5432/maisonnee', 'postgres'],
    ['postgresql://postgres@127.0.0.1:5432/maisonnee', 'postgres'],
    ['mongodb://127.0.0.1:27017/maisonnee', 'mongoose'],
    ['mongodb+srv://cluster.example.net/maisonnee', 'mongoose'],
  ])('%s selects the %s adapter', (uri, name) => {
    expect(databaseAdapter(uri).name).toBe(name)
  })

  it('refuses a scheme it does not know', () => {
    expect(() => databaseAdapter('mysql://localhost/maisonnee')).toThrow('DATABASE_URI scheme not supported: mysql')
  })
})
