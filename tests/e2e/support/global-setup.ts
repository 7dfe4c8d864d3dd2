import type { TestProject } from 'vitest/node'
import { startAppServer } from '../../support/app-server.ts'
import { startFakeGeocoding } from '../../fakes/geocoding-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
    databaseUri: string
  }
}

/**
 * One built app for the whole e2e project: started once, seeded on first start, stopped at the end.
 * Third-party services point at local fakes (the address API).
 */
export default async function setup(project: TestProject) {
  const geocoding = await startFakeGeocoding()
  const server = await startAppServer({ GEOCODING_URL: geocoding.url, GEOCODING_TIMEOUT_MS: '1500' })
  project.provide('baseUrl', server.baseUrl)
  project.provide('dataDir', server.dataDir)
  project.provide('databaseUri', server.shared.databaseUri)
  return async () => {
    await server.stop()
    await geocoding.close()
  }
}
