import type { TestProject } from 'vitest/node'
import { startAppServer } from '../../support/app-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
  }
}

/** One built app for the whole e2e project: started once, seeded on first start, stopped at the end. */
export default async function setup(project: TestProject) {
  const server = await startAppServer()
  project.provide('baseUrl', server.baseUrl)
  project.provide('dataDir', server.dataDir)
  return () => server.stop()
}
