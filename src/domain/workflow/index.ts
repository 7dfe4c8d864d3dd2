export * from './project-status.ts'
export * from './transitions.ts'
export * from './stepper.ts'
export * from './screen-rules.ts'
