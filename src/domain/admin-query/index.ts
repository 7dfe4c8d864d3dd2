export * from './admin-query.ts'
