export * from './payments.ts'
export * from './deposit.ts'
