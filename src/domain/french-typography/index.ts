export * from './typography.ts'
export * from './mistakes.ts'
export * from './dates.ts'
