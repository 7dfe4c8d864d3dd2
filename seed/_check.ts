import { checkQuestionnaire } from '../src/domain/questionnaire/index.ts'
import { toEngineQuestionnaire } from './content/questionnaire-model.ts'
import { QUESTIONNAIRE } from './content/questionnaire.ts'
const q = toEngineQuestionnaire()
console.log(JSON.stringify(checkQuestionnaire(q), null, 1))
const types = new Set(QUESTIONNAIRE.questions.map((x) => x.type)); console.log('types', [...types].sort((a,b)=>+a-+b).join(','), types.size)
const ops = new Set<string>(); let ou = false
for (const x of QUESTIONNAIRE.questions) for (const r of [...(x.rules ?? []), ...(x.choices ?? []).flatMap((c) => c.rules ?? [])]) for (const c of r.conditions) { ops.add(c.operator); if (c.link === 'ou') ou = true }
console.log('ops', [...ops], 'ou', ou)
