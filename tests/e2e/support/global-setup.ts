import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
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
    keepAppLog(server.output())
    await template.remove()
    await geocoding.close()
    await mongo?.stop()
  }
}

/**
 * The shared app's log, kept in test-results/ (what a test's unexpected 500 or 503 came from is there), and its
 * database-availability changes printed: a probe that failed turns every request into the French 503 for a moment.
 */
function keepAppLog(output: string): void {
  const file = path.resolve('test-results', `e2e-app-${process.env.TEST_DB ?? 'sqlite'}-${process.pid}.log`)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, output)
  const outages = output.split('\n').filter((line) => /injoignable|de nouveau joignable/.test(line))
  if (outages.length > 0) console.warn(`The shared app took its database for out of reach (its log: ${file}):\n${outages.join('\n')}`)
}
