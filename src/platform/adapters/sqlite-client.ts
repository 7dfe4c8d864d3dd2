import { Sqlite3Client } from '@libsql/client/sqlite3'
import Database from 'libsql'
import type { SqliteSynchronous } from './sqlite-synchronous.ts'

/** How many prepared statements the connection keeps (Payload's queries are a few hundred shapes). */
const KEPT_STATEMENTS = 500

/** The file path of a `file:` URI as libsql reads it (`file:relative`, `file:/absolute`, `file:///absolute`). */
export function sqlitePathOf(uri: string): string {
  const rest = uri.replace(/^file:/, '')
  const withoutHost = rest.startsWith('//') ? rest.replace(/^\/\/(localhost)?/, '') : rest
  return decodeURIComponent(withoutHost.split('?')[0] ?? '')
}

/**
 * Makes a libsql connection keep its prepared statements by their SQL text, the `limit` most recently used.
 * Reusing one is safe with libsql's client: it runs each statement to its end synchronously (`all` or `run`),
 * never two at once on one statement, and sets its modes (`safeIntegers`, `raw`) before each run.
 */
export function keepStatements(db: Database.Database, limit = KEPT_STATEMENTS): Database.Database {
  const prepare = db.prepare.bind(db)
  const kept = new Map<string, ReturnType<typeof prepare>>()
  const keptPrepare = (sql: string) => {
    const statement = kept.get(sql)
    if (statement) {
      // Most recently used last: the first key is the one to let go.
      kept.delete(sql)
      kept.set(sql, statement)
      return statement
    }
    const prepared = prepare(sql)
    kept.set(sql, prepared)
    if (kept.size > limit) kept.delete(kept.keys().next().value as string)
    return prepared
  }
  // NOTE: the cast only restates prepare's generic signature, which the client calls with the SQL text alone.
  return Object.assign(db, { prepare: keptPrepare as typeof db.prepare })
}

/** The connection's settings, which Payload's adapter applies only to a client it creates itself. */
export type SqliteSettings = { busyTimeoutMs: number; journalSizeLimitBytes: number; synchronous: SqliteSynchronous }

/**
 * The SQLite client of Payload's adapter: libsql's own client, on a connection that keeps its prepared
 * statements ({@link keepStatements}), set up as the adapter sets up its own (busy timeout, WAL journal,
 * the journal's size limit, `synchronous`).
 * NOTE: Payload's adapter runs these pragmas only when it creates the client; without them, a write of
 * another process on the file (a backup, a script, the e2e tests) made this connection's reads fail at once
 * with « database is locked », which the database probe took for an outage (the French 503).
 * NOTE (issue #24): libsql's client prepares every statement afresh, and SQLite compiles it again each time:
 * a tenth of an answer's CPU in the profile. Payload's SQL has a few hundred shapes with their values bound,
 * so the same texts come back. The client keeps the connection it is given as long as no transaction takes
 * it (libsql then opens a new one, without this cache nor the busy timeout: platform-notes.md), and SQLite
 * runs without transactions here.
 */
export function statementKeepingSqliteClient(uri: string, { busyTimeoutMs, journalSizeLimitBytes, synchronous }: SqliteSettings): Sqlite3Client {
  const path = sqlitePathOf(uri)
  const options = {}
  const db = new Database(path, options)
  db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
  db.exec('PRAGMA journal_mode = WAL')
  db.exec(`PRAGMA journal_size_limit = ${journalSizeLimitBytes}`)
  db.exec(`PRAGMA synchronous = ${synchronous}`)
  return new Sqlite3Client(path, options, keepStatements(db), 'number')
}
