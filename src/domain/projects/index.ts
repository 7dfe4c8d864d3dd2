export * from './list-filters.ts'
export * from './ownerless-drafts.ts'
