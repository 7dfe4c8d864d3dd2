/**
 * The questionnaire engine, shared by the browser and the server (design/questionnaire.md):
 * model (types and schemas), branching (rules, next question), path (resume, back, completeness),
 * progress, drafts and validation (what a form holds, how an answer is checked and stored), storage
 * (stored encodings and safe readers), prefill, check (authoring check before publishing), operators
 * (which a condition may use, by question type), order (the CMS's reordering of the questions).
 */
export * from './model.ts'
export * from './values.ts'
export * from './storage.ts'
export * from './messages.ts'
export * from './branching.ts'
export * from './drafts.ts'
export * from './validation.ts'
export * from './path.ts'
export * from './progress.ts'
export * from './prefill.ts'
export * from './check.ts'
export * from './publish.ts'
export * from './operators.ts'
export * from './order.ts'
export * from './rich-text.ts'
export * from './summary.ts'
export * from './rule-sentence.ts'
export * from './graph.ts'
export * from './project-fields.ts'
export * from './retirement.ts'
export * from './generated-names.ts'
export * from './unasked-answers.ts'
export * from './named-files.ts'
