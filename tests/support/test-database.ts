import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { MongoClient } from 'mongodb'

/** Where the PostgreSQL test server is; the suite creates and drops its own databases there. */
export const POSTGRES_ADMIN_URI = process.env.TEST_POSTGRES_URI ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type TestDatabase = { uri: string; drop: () => Promise<void> }

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongo'

/** The kind TEST_DB asks for: sqlite (default), postgres or mongo. */
export const requestedKind = (): DatabaseKind => (process.env.TEST_DB === 'postgres' || process.env.TEST_DB === 'mongo' ? process.env.TEST_DB : 'sqlite')

/**
 * Where the MongoDB test server is: TEST_MONGO_URI (set by the int and e2e projects' global setup, which
 * start jongodb when TEST_DB=mongo and none is given, and then set TEST_MONGO_IN_MEMORY=1).
 */
function mongoBaseUri(): string {
  const uri = process.env.TEST_MONGO_URI
  if (!uri) throw new Error('TEST_DB=mongo needs a MongoDB server: the int and e2e global setups start one (or set TEST_MONGO_URI).')
  return uri.replace(/\/+$/, '')
}

/**
 * A throwaway database for one test file or one server: a SQLite file in `dataDir` by default,
 * or a fresh PostgreSQL or MongoDB database when TEST_DB=postgres or mongo (or when `kind` asks for one).
 */
export async function createTestDatabase(dataDir: string, kind: DatabaseKind = requestedKind()): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    return { uri: `file:${path.join(dataDir, 'test.db')}`, drop: async () => {} }
  }
  if (kind === 'postgres') return createPostgresDatabase()
  const name = `maisonnee_test_${randomBytes(6).toString('hex')}`
  const uri = `${mongoBaseUri()}/${name}?directConnection=true`
  return {
    uri,
    async drop() {
      // NOTE: jongodb has neither dropDatabase nor listCollections: its databases go when the run stops it
      // (in memory). A real server (TEST_MONGO_URI) drops the database.
      if (process.env.TEST_MONGO_IN_MEMORY === '1') return
      const client = new MongoClient(uri)
      try {
        await client.db(name).dropDatabase()
      } finally {
        await client.close()
      }
    },
  }
}

/** A new PostgreSQL database, empty or a copy of `template` (a database nobody is connected to). */
async function createPostgresDatabase(template?: string): Promise<TestDatabase> {
  const name = `maisonnee_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URI })
  await admin.connect()
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${admin.escapeIdentifier(template)}` : `CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const uri = new URL(POSTGRES_ADMIN_URI)
  uri.pathname = `/${name}`
  return {
    uri: uri.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URI })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/** A database (and its data folder) that others are copied from: a seeded app's, or the int project's migrated one. */
export type DatabaseTemplate = { kind: DatabaseKind; dataDir: string; databaseUri: string }

/** Names, for the int project's test files, the migrated database their own is copied from (its global setup makes it). */
export const MIGRATED_TEMPLATE = 'MIGRATED_TEMPLATE'

/** The template the environment variable `variable` names (SEEDED_TEMPLATE, MIGRATED_TEMPLATE), if it is of this kind. */
export function templateNamedIn<Template extends DatabaseTemplate>(variable: string, kind: DatabaseKind): Template | undefined {
  const named = process.env[variable]
  if (!named) return undefined
  const template = JSON.parse(named) as Template
  return template.kind === kind ? template : undefined
}

/** The int project's migrated template of the kind TEST_DB asks for, if its global setup made one. */
export const migratedTemplate = (): DatabaseTemplate | undefined => templateNamedIn(MIGRATED_TEMPLATE, requestedKind())

/**
 * A copy of a template database (a seeded app's, or the int project's migrated one) for a new app or test
 * file whose data folder is `dataDir` (already a copy of the template's): the SQLite file came with the
 * folder; PostgreSQL copies the database server-side (CREATE DATABASE … TEMPLATE, nobody being connected to
 * the template).
 */
export async function copyTestDatabase(template: DatabaseTemplate, dataDir: string): Promise<TestDatabase> {
  if (template.kind === 'sqlite') {
    const file = path.relative(template.dataDir, new URL(template.databaseUri).pathname)
    if (file.startsWith('..')) throw new Error(`The template's SQLite file is outside its data folder: ${template.databaseUri}`)
    return { uri: `file:${path.join(dataDir, file)}`, drop: async () => {} }
  }
  if (template.kind !== 'postgres') throw new Error(`No database copy on ${template.kind}`)
  return createPostgresDatabase(new URL(template.databaseUri).pathname.slice(1))
}

/**
 * A well-formed id that names no record on a database of this kind (an integer on SQLite and PostgreSQL, an
 * ObjectId on MongoDB): looking it up is a 404, where a malformed id is a 400.
 */
export const missingDocId = (kind: DatabaseKind = requestedKind()): string => (kind === 'mongo' ? 'ffffffffffffffffffffffff' : '99999999')
