export * from './apartment-types.ts'
export * from './list-filters.ts'
export * from './ownerless-drafts.ts'
export * from './project-title.ts'
