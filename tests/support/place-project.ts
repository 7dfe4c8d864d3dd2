/**
 * Puts a test's project at a later status as seed data is (tests/int's `createProject` does the same with
 * `context.seed`): straight in the database, for an e2e test about what happens from there. Every door of
 * the app refuses such a jump without its facts (design/trust-boundary.md, 'Moves'), so a test that needs
 * a project at 9 or 11 sets it up here rather than through the API. No history entry is written for it.
 */
export async function placeProjectAt(databaseUri: string, { projectId, status }: { projectId: number | string; status: number }): Promise<void> {
  if (databaseUri.startsWith('file:')) {
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url: databaseUri })
    try {
      // NOTE: the app writes the same file at the same time (its hooks and jobs): wait for its lock as the app
      // does, rather than failing at once with SQLITE_BUSY (project-screen did, under load, in stop 31's run).
      await client.execute('PRAGMA busy_timeout = 10000')
      await client.execute({ sql: 'UPDATE projects SET status = ? WHERE id = ?', args: [status, String(projectId)] })
    } finally {
      client.close()
    }
    return
  }
  if (databaseUri.startsWith('mongodb:')) {
    const { MongoClient, ObjectId } = await import('mongodb')
    const client = new MongoClient(databaseUri)
    try {
      await client.db().collection('projects').updateOne({ _id: new ObjectId(String(projectId)) }, { $set: { status } })
    } finally {
      await client.close()
    }
    return
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    await client.query('UPDATE projects SET status = $1 WHERE id = $2', [status, String(projectId)])
  } finally {
    await client.end()
  }
}
