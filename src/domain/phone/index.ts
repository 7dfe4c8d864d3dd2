export * from './phone.ts'
