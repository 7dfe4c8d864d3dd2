export * from './one-time-code.ts'
