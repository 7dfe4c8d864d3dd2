export * from './commitments.ts'
export * from './placeholders.ts'
