export * from './style-choice.ts'
