export * from './signature.ts'
