import type { File, Project, Style } from '../../../../payload-types.ts'
import { populated } from '../../../domain/relation.ts'
import { toWireProject, type WireProject } from './project.ts'

export type WireProjectStyle = { style_id: string; style_title: string; style_description: string; style_custom: 0 | 1 }

/**
 * One project with what GET /v1/project/one/{id} adds (spec section 3, Project): its style, and the file
 * names of its estimate, fee presentation and quote, which /v1/project/docs/{name} and
 * /v1/project/download/pdf/{name} serve. A name is null while the document is not attached.
 */
export type WireProjectDetail = WireProject & {
  project_estimatif: string | null
  project_presentation: string | null
  project_devis: string | null
  style: WireProjectStyle | null
}

const fileName = (value: Project['estimateFile']) => populated<File>(value)?.filename ?? null

/** Expects the project read at depth 1 (its style and document files populated). */
export function toWireProjectDetail(project: Project): WireProjectDetail {
  const style = populated<Style>(project.style)
  return {
    ...toWireProject(project),
    project_estimatif: fileName(project.estimateFile),
    project_presentation: fileName(project.presentationFile),
    project_devis: fileName(project.quoteFile),
    style: style
      ? { style_id: String(style.id), style_title: style.title, style_description: style.description ?? '', style_custom: style.isCustom ? 1 : 0 }
      : null,
  }
}
