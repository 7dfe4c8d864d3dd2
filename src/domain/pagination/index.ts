export * from './pagination.ts'
