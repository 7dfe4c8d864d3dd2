import { startMongoServer } from '../../support/mongo-server.ts'

/**
 * The int project's global setup: on TEST_DB=mongo, one jongodb server for the whole run (each test file
 * then gets its own database on it), unless TEST_MONGO_URI names a server already running.
 */
export default async function setup() {
  if (process.env.TEST_DB !== 'mongo' || process.env.TEST_MONGO_URI) return
  const server = await startMongoServer()
  process.env.TEST_MONGO_URI = server.uri
  process.env.TEST_MONGO_IN_MEMORY = '1'
  return () => server.stop()
}
