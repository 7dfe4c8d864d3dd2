export * from './payments.ts'
