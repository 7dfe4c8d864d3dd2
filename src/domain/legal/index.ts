export * from './legal-texts.ts'
