export * from './paris-time.ts'
export * from './slots.ts'
export * from './ics.ts'
