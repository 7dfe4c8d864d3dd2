import config from '../payload.config.ts'
import { bootPayload } from '../src/server/boot.ts'
import { env } from '../src/server/env.ts'
import { seedIfEmpty } from './index.ts'
const t = performance.now()
const payload = await bootPayload(config)
await seedIfEmpty(payload, { printCredentials: env.appEnv === 'development' })
console.log('boot+seedIfEmpty ms', Math.round(performance.now() - t))
await payload.destroy(); process.exit(0)
