import type { TestProject } from 'vitest/node'
import { prepareSeededTemplate, startAppServer } from '../../support/app-server.ts'
import { startFakeGeocoding } from '../../fakes/geocoding-server.ts'
import { startMongoServer } from '../../support/mongo-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
    databaseUri: string
  }
}

/**
 * One built app for the whole e2e project: started once, stopped at the end. Third-party services point at
 * local fakes (the address API). Its data, and that of every app a test file starts for itself, is a copy of
 * one seeded template (prepareSeededTemplate; on MongoDB each app seeds on its first start).
 */
export default async function setup(project: TestProject) {
  // On TEST_DB=mongo, the app's database lives on a jongodb server of this run (unless TEST_MONGO_URI names one).
  const mongo = process.env.TEST_DB === 'mongo' && !process.env.TEST_MONGO_URI ? await startMongoServer() : null
  if (mongo) Object.assign(process.env, { TEST_MONGO_URI: mongo.uri, TEST_MONGO_IN_MEMORY: '1' })
  const geocoding = await startFakeGeocoding()
  // TRUST_PROXY: the test files' clients are told apart by X-Forwarded-For (adminLogin in support/admin.ts).
  const appEnv = { GEOCODING_URL: geocoding.url, GEOCODING_TIMEOUT_MS: '1500', TRUST_PROXY: '127.0.0.1,::1' }
  const template = await prepareSeededTemplate(appEnv)
  const server = await startAppServer(appEnv)
  project.provide('baseUrl', server.baseUrl)
  project.provide('dataDir', server.dataDir)
  project.provide('databaseUri', server.shared.databaseUri)
  return async () => {
    await server.stop()
    await template.remove()
    await geocoding.close()
    await mongo?.stop()
  }
}
