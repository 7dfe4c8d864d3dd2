import type { File, Project } from '../../../../payload-types.ts'
import type { RoomEntry } from '../../../domain/questionnaire/index.ts'
import { statusLabel, type ProjectStatus } from '../../../domain/workflow/index.ts'
import { populated, wireId } from '../../../domain/relation.ts'
import { projectTitleOf } from '../../../domain/projects/index.ts'

export type WireProject = {
  project_id: string
  project_title: string
  project_visa: number
  project_visa_label: string
  project_address: string
  project_surface: number | null
  project_apparttype: number | null
  project_nbrpiece: number | null
  /** A JSON text: the rooms answer (spec section 3, room piece entries). */
  project_pieces: string
  project_photos: string[]
  project_img: string | null
  project_estimatifshowed: 0 | 1
  /** The indicative budget from the price grid, in euro cents TTC (null until the rooms can be priced). */
  project_budget_low: number | null
  project_budget_high: number | null
  fk_project_style: string | null
  fk_project_quizz: string | null
  user: string | null
}

/** The fields of a project its wire form reads (the project list selects exactly these). */
export type WireProjectSource = Pick<
  Project,
  'id' | 'title' | 'status' | 'address' | 'surface' | 'apartmentType' | 'roomCount' | 'rooms' | 'photos' | 'image' | 'estimateShown' | 'budgetLow' | 'budgetHigh' | 'style' | 'quiz' | 'owner'
>

/** A project as the spec's client reads it (section 3, Project). Documents are served by their own calls. */
export function toWireProject(project: WireProjectSource): WireProject {
  const pieces: RoomEntry[] = (project.rooms ?? []).map((room) => ({
    piece_id: room.pieceId ?? '',
    piece_value: room.value ?? '',
    piece_title: room.title ?? '',
    piece_nbr: room.count ?? 0,
    piece_surface: room.surface ?? 0,
    piece_renovation: wireId(room.renovationLevel) ?? '',
  }))
  const image = populated<File>(project.image)
  return {
    project_id: String(project.id),
    project_title: projectTitleOf(project),
    project_visa: project.status,
    project_visa_label: statusLabel(project.status as ProjectStatus),
    project_address: project.address ?? '',
    project_surface: project.surface ?? null,
    project_apparttype: project.apartmentType === null || project.apartmentType === undefined ? null : Number(project.apartmentType),
    project_nbrpiece: project.roomCount ?? null,
    project_pieces: JSON.stringify(pieces),
    project_photos: (project.photos ?? []).map((photo) => wireId(photo) ?? ''),
    project_img: image?.filename ?? null,
    project_estimatifshowed: project.estimateShown ? 1 : 0,
    project_budget_low: project.budgetLow ?? null,
    project_budget_high: project.budgetHigh ?? null,
    fk_project_style: wireId(project.style),
    fk_project_quizz: wireId(project.quiz),
    user: wireId(project.owner),
  }
}

/** A project of GET /v1/project/list/all: the wire project with its image's file name, its owner's name and its folder. */
export function toWireListedProject({ project, ownerName, imageName, folderId }: { project: WireProjectSource; ownerName: string; imageName: string | null; folderId: string | null }) {
  return { ...toWireProject(project), project_img: imageName, owner_name: ownerName, folder_id: folderId }
}
