export * from './list-filters.ts'
