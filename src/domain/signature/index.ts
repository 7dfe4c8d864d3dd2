export * from './signature.ts'
export * from './readiness.ts'
