export * from './document-kinds.ts'
