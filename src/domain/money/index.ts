export * from './money.ts'
