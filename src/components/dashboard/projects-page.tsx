import { useId, useState, type FormEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { FolderOpen, Plus, SlidersHorizontal, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageNav } from '@/components/layout/page-nav'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Progress } from '@/components/ui/progress'
import { Badge } from '@/components/ui/badge'
import { ConfirmDialog } from '@/components/layout/dialogs'
import { useServerAction } from '@/components/lib/use-server-action'
import { APARTMENT_TYPES, hasActiveFilters } from '@/domain/projects'
import { customerStatusLabel, PROJECT_STATUS_VALUES } from '@/domain/workflow'
import type { PageResult } from '@/domain/pagination'
import type { ProjectCard as ProjectCardData } from '@/server/projects/project-list.server'
import { removeProject } from '@/server/projects/project-list.functions'
import { DASHBOARD_COPY as COPY } from './copy'
import type { ProjectsSearch } from './projects-search'

/** A fresh value for the documents link's `s` (spec section 2: a random refresh token). */
const refreshToken = () => Math.random().toString(36).slice(2, 10)

function documentsHref(project: ProjectCardData): string {
  const folder = project.folderId ?? '-1'
  return `/mesdocuments/${project.id}?${new URLSearchParams({ s: refreshToken(), all: '1', tab: 'all', folder_id: folder, breadcrumbs: folder })}`
}

/**
 * 'Mes projets' (spec section 2 'Project list and cards'): the customer's projects as cards, the filters
 * in the URL with a panel that opens and closes, 12 a page, and deleting a project after confirmation.
 */
export function ProjectsPage({ data, search, onSearch }: { data: PageResult<ProjectCardData>; search: ProjectsSearch; onSearch: (next: ProjectsSearch) => void }) {
  const router = useRouter()
  const isFiltered = hasActiveFilters({ address: search.project_address, apartmentTypes: search.project_apparttype ?? [], visa: search.visa })
  const [isPanelOpen, setIsPanelOpen] = useState(isFiltered)
  const [toDelete, setToDelete] = useState<ProjectCardData | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  // NOTE: the refusal (a signed contract is kept) shows in the page's alert line, not in a toast.
  const remove = useServerAction((projectId: string) => removeProject({ data: { projectId } }), { shouldToast: false })
  const error = remove.error ? (remove.error.status === 0 ? COPY.deleteFailed : remove.error.message) : null
  const panelId = useId()

  const confirmDelete = async () => {
    if (!toDelete) return
    if (!(await remove.run(toDelete.id))) return
    setNotice(COPY.deleted(toDelete.title))
    await router.invalidate()
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl sm:text-4xl">{COPY.projects}</h1>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" aria-expanded={isPanelOpen} aria-controls={panelId} onClick={() => setIsPanelOpen((open) => !open)}>
            <SlidersHorizontal aria-hidden="true" /> {COPY.filters}
            {isFiltered ? <Badge className="ml-1">•</Badge> : null}
          </Button>
          <Button asChild>
            <a href="/project/-1">
              <Plus aria-hidden="true" /> {COPY.newProject}
            </a>
          </Button>
        </div>
      </div>
      {isPanelOpen ? <FiltersPanel id={panelId} search={search} onSearch={onSearch} /> : null}
      <p role="status" className="text-sm text-primary">
        {notice}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {data.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-card p-10 text-center">
          <p className="text-lg">{isFiltered ? COPY.emptyFiltered : COPY.empty}</p>
          {isFiltered ? (
            <Button type="button" variant="link" onClick={() => onSearch({})}>
              {COPY.reset}
            </Button>
          ) : (
            <p className="mt-2 text-muted-foreground">{COPY.emptyHint}</p>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{COPY.count(data.total)}</p>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {data.data.map((project) => (
              <ProjectCard key={project.id} project={project} onDelete={() => setToDelete(project)} />
            ))}
          </ul>
          <PageNav
            page={data.page}
            lastPage={data.lastPage}
            onPage={(p) => onSearch({ ...search, p })}
            urlSearch={search}
            label={COPY.pagination}
          />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        copy={{
          title: COPY.deleteTitle,
          text: (
            <>
              {toDelete ? COPY.deleteText(toDelete.id) : null} {COPY.deleteDetail}
            </>
          ),
          cancel: COPY.no,
          confirm: COPY.yes,
        }}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  )
}

function ProjectCard({ project, onDelete }: { project: ProjectCardData; onDelete: () => void }) {
  const { percent, statusLabel } = project.progress
  const image = project.imageName ? `/uploads/folders/img/${encodeURIComponent(project.imageName)}` : null
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      {image ? (
        <img src={image} alt="" loading="lazy" decoding="async" width={640} height={360} className="aspect-video w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="flex aspect-video w-full items-center justify-center bg-accent font-serif text-4xl text-accent-foreground/60">
          {project.title.slice(0, 1)}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="font-serif text-xl leading-tight">
          {/* The whole card opens the project: the link's area covers it. */}
          <a href={`/project/${project.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {project.title}
          </a>
        </h2>
        <p className="text-sm text-muted-foreground">
          {project.address || '—'}
          {project.ownerName ? <span className="block">{COPY.owner(project.ownerName)}</span> : null}
        </p>
        <div className="mt-auto space-y-1">
          <div className="flex items-center justify-between text-sm">
            <span>{statusLabel}</span>
            <span className="font-medium">{percent}{'\u00a0'}%</span>
          </div>
          <Progress value={percent} aria-label={COPY.progress(percent)} />
        </div>
        <div className="relative z-10 flex justify-between gap-2 pt-1">
          <Button asChild variant="ghost" size="sm">
            <a href={documentsHref(project)}>
              <FolderOpen aria-hidden="true" /> {COPY.openDocuments}
            </a>
          </Button>
          {project.deletionRefusal === null ? (
            <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete} aria-label={COPY.deleteLabel(project.title)}>
              <Trash2 aria-hidden="true" /> {COPY.delete}
            </Button>
          ) : null}
        </div>
        {project.deletionRefusal === null ? null : <p className="relative z-10 text-xs text-muted-foreground">{project.deletionRefusal}</p>}
      </div>
    </li>
  )
}

function FiltersPanel({ id, search, onSearch }: { id: string; search: ProjectsSearch; onSearch: (next: ProjectsSearch) => void }) {
  const [address, setAddress] = useState(search.project_address ?? '')
  const [types, setTypes] = useState<string[]>(search.project_apparttype ?? [])
  const [visa, setVisa] = useState(search.visa === undefined ? '' : String(search.visa))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch({
      ...(address.trim() ? { project_address: address.trim() } : {}),
      ...(types.length ? { project_apparttype: types as ProjectsSearch['project_apparttype'] } : {}),
      ...(visa === '' ? {} : { visa: Number(visa) }),
    })
  }
  return (
    <form id={id} onSubmit={submit} aria-label={COPY.filters} className="grid gap-4 rounded-2xl border border-border bg-card p-5 md:grid-cols-[2fr_2fr_1.5fr_auto] md:items-end">
      <div className="space-y-2">
        <Label htmlFor={`${id}-address`}>{COPY.address}</Label>
        <Input id={`${id}-address`} value={address} maxLength={200} placeholder={COPY.addressPlaceholder} onChange={(event) => setAddress(event.target.value)} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{COPY.apartmentType}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {APARTMENT_TYPES.map((type) => (
            <label key={type.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--primary)]"
                checked={types.includes(type.value)}
                onChange={(event) => setTypes((list) => (event.target.checked ? [...list, type.value] : list.filter((value) => value !== type.value)))}
              />
              {type.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-2">
        <Label htmlFor={`${id}-visa`}>{COPY.status}</Label>
        <select
          id={`${id}-visa`}
          value={visa}
          onChange={(event) => setVisa(event.target.value)}
          className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          <option value="">{COPY.anyStatus}</option>
          {PROJECT_STATUS_VALUES.map((visa) => (
            <option key={visa} value={visa}>
              {customerStatusLabel(visa)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">{COPY.apply}</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setAddress('')
            setTypes([])
            setVisa('')
            onSearch({})
          }}
        >
          {COPY.reset}
        </Button>
      </div>
    </form>
  )
}
