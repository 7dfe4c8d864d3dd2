import { Users } from './Users/index.ts'
import { Projects } from './Projects/index.ts'
import { Quizzes } from './Quizzes/index.ts'
import { Questions } from './Questions/index.ts'
import { Responses } from './Responses/index.ts'
import { Zones } from './Zones/index.ts'
import { Styles } from './Styles/index.ts'
import { Levels } from './Levels/index.ts'
import { Photos } from './Photos/index.ts'
import { Folders } from './Folders/index.ts'
import { Files } from './Files/index.ts'
import { Reports } from './Reports/index.ts'
import { Params } from './Params/index.ts'
import { ContactMessages } from './ContactMessages/index.ts'

export const collections = [Users, Projects, Quizzes, Questions, Responses, Zones, Styles, Levels, Photos, Folders, Files, Reports, ContactMessages]
export const globals = [Params]
