/**
 * SQLite's `synchronous` in WAL mode. NORMAL (the default, SQLite's own advice for WAL): a commit is written
 * to the journal without waiting for the disk; it survives a crash or a kill of the process, and the file
 * is never corrupted, but the last commits before a power cut of the machine may be lost. FULL waits for
 * the disk on every commit (about 0.4 ms of the event loop per write on this project's machines): for a
 * deployment on SQLite that must keep every acknowledged write across a power cut.
 */
export type SqliteSynchronous = 'NORMAL' | 'FULL'

export function sqliteSynchronousOf(value: string | undefined): SqliteSynchronous {
  if (value === undefined || value === '' || value === 'NORMAL') return 'NORMAL'
  if (value === 'FULL') return 'FULL'
  throw new Error(`SQLITE_SYNCHRONOUS must be NORMAL or FULL (got "${value}")`)
}
