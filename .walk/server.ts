import { writeFileSync } from 'node:fs'
import { startAppServer } from '/work/wt-cms-logic/tests/support/app-server.ts'
const app = await startAppServer()
writeFileSync('/tmp/walk/app.json', JSON.stringify({ baseUrl: app.baseUrl, dataDir: app.dataDir }))
console.log('UP', app.baseUrl, app.dataDir)
process.on('SIGTERM', async () => { await app.stop(); process.exit(0) })
setInterval(() => {}, 1 << 30)
