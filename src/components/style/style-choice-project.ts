import type { DocId } from '@/domain/ids'
import type { ProjectStatus } from '@/domain/workflow'

/** The project as the style choice reads it: its status and its current style, if any. */
export type StyleChoiceProject = { id: DocId; status: ProjectStatus; styleId: DocId | null }
