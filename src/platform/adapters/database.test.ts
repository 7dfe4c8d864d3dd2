import { describe, expect, it } from 'vitest'
import { databaseAdapter } from './database.ts'

// NOTE: 30 s: each adapter is imported on first use, seconds on a loaded machine.
describe('the database adapter chosen by DATABASE_URI', { timeout: 30_000 }, () => {
  it.each([
    ['file:./data/maisonnee.db', 'sqlite'],
    ['postgres://postgres@127.0.0.1:5432/maisonnee', 'postgres'],
    ['postgresql://postgres@127.0.0.1:5432/maisonnee', 'postgres'],
    ['mongodb://127.0.0.1:27017/maisonnee', 'mongoose'],
    ['mongodb+srv://cluster.example.net/maisonnee', 'mongoose'],
  ])('%s selects the %s adapter', async (uri, name) => {
    expect((await databaseAdapter(uri, { sqliteSynchronous: 'NORMAL' })).name).toBe(name)
  })

  it('refuses a scheme it does not know', async () => {
    await expect(databaseAdapter('mysql://localhost/maisonnee', { sqliteSynchronous: 'NORMAL' })).rejects.toThrow('DATABASE_URI scheme not supported: mysql')
  })
})
