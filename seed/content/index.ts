/**
 * The demo content as plain data, with no Payload in it: what the seed loads, and what a test can assert
 * on (question types and operators covered, the authoring check, the demo answers' paths).
 *
 *   checkQuestionnaire(toEngineQuestionnaire())                               -> []
 *   resolvePath(toEngineQuestionnaire(), demoEngineAnswers(DEMO_PROJECTS[0])) -> stoppedAt 'end'
 */
export { ACCOUNTS, type AccountContent, type AccountKey } from './accounts.ts'
export { demoEngineAnswers, encodeDemoAnswer, roomEntriesOf, daysFrom, type AnswerResolvers } from './demo-answers.ts'
export { DEMO_PROJECTS, EXISTING_LOOK, type DemoAnswer, type DemoImage, type DemoProject, type DemoRoom } from './demo-projects.ts'
export { CGU, CGV, LEGAL_NOTICE, PRIVACY_POLICY, type LegalDocument } from './legal.ts'
export { LEVELS, type LevelContent, type LevelKey } from './levels.ts'
export {
  QUESTIONNAIRE,
  type OperatorCode,
  type QuestionKey,
  type QuestionTypeCode,
  type SeedChoice,
  type SeedCondition,
  type SeedQuestion,
  type SeedQuestionnaire,
  type SeedRule,
} from './questionnaire.ts'
export { toEngineQuestionnaire } from './questionnaire-model.ts'
export { SCENE_LABELS, STYLE_SCENES, STYLES, ZONES, type StyleContent, type StyleKey, type ZoneContent, type ZoneKey } from './styles.ts'
