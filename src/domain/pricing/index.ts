export * from './grid.ts'
export * from './budget.ts'
export * from './quote.ts'
export * from './price-table.ts'
