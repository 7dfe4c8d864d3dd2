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
      await client.execute({ sql: 'UPDATE projects SET status = ? WHERE id = ?', args: [status, Number(projectId)] })
    } finally {
      client.close()
    }
    return
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    await client.query('UPDATE projects SET status = $1 WHERE id = $2', [status, Number(projectId)])
  } finally {
    await client.end()
  }
}
