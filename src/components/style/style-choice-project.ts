import type { DocId } from '@/domain/ids'
import type { ProjectStatus } from '@/domain/workflow'

/**
 * The project as the style choice reads it: its status, its current style if any, and the audit's price that
 * validating a first style commits to (announced beside the button; null when no price is set).
 */
export type StyleChoiceProject = { id: DocId; status: ProjectStatus; styleId: DocId | null; auditPriceLabel: string | null }
