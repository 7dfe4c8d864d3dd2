import { useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { PageNav } from '@/components/layout/page-nav'
import { ExceptionBanner } from '@/components/project/exception-banner'
import { SearchForm } from '@/components/layout/search-form'
import { ConfirmDialog } from '@/components/layout/dialogs'
import { useServerAction } from '@/components/lib/use-server-action'
import type { DocumentsPage as DocumentsData, StoredDocument } from '@/server/documents/documents.types'
import { removeDocument } from '@/server/documents/documents.functions'
import { DocumentCard } from './document-card'
import { DocumentPreviewDialog } from './document-preview-dialog'
import { DocumentTabs } from './document-tabs'
import { DocumentsBreadcrumbs } from './documents-breadcrumbs'
import { FolderSection } from './folder-section'
import { UploadZone } from './upload-zone'
import type { DocumentsSearch } from './folder-search'
import { DOCUMENTS_COPY as COPY } from './documents-copy'

export type { DocumentsSearch } from './folder-search'

/**
 * /mesdocuments/{id} (spec section 2): a project's documents (or all of them with -1) as cards, by family and
 * searched, 12 a page; adding files (dropped or picked, each with its progress), previewing a PDF or an image,
 * downloading, deleting one's own after confirmation. In a project, its folder tree: the sub-folders of the
 * folder open with their counts, breadcrumbs back up, and a form to create a sub-folder there.
 */
export function DocumentsPage({ data, search, onSearch }: { data: DocumentsData; search: DocumentsSearch; onSearch: (next: DocumentsSearch) => void }) {
  const router = useRouter()
  const [previewed, setPreviewed] = useState<StoredDocument | null>(null)
  const [toDelete, setToDelete] = useState<StoredDocument | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  // NOTE: a refused deletion (the team's document) shows in the page's alert line, not in a toast.
  const remove = useServerAction((fileId: string) => removeDocument({ data: { fileId } }), { shouldToast: false })
  const error = remove.error ? (remove.error.status === 0 ? COPY.deleteFailed : remove.error.message) : null
  const tab = search.tab ?? 'all'
  const projectTitle = data.project ? COPY.projectBreadcrumb(data.project.id) : COPY.allTitle
  // In a sub-folder, the breadcrumbs go on below the project: its last entry is the folder open.
  const folderCrumbs = data.tree?.breadcrumbs.slice(1) ?? []
  const openFolder = folderCrumbs.at(-1) ?? null
  const title = openFolder?.name ?? projectTitle
  // A project on hold (13): the banner says so, and nothing can be added to it.
  const isFrozen = data.project?.isFrozen === true

  const confirmDelete = async () => {
    if (!toDelete) return
    if (!(await remove.run(toDelete.id))) return
    setNotice(COPY.deleted(toDelete.name))
    await router.invalidate()
  }

  return (
    <div className="space-y-6">
      <DocumentsBreadcrumbs projectId={data.project?.id ?? null} projectTitle={projectTitle} folderCrumbs={folderCrumbs} />
      <header className="space-y-1">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {data.project ? (
          <p className="text-muted-foreground">
            <a href={`/project/${data.project.id}`} className="hover:underline">
              {data.project.title}
            </a>
          </p>
        ) : null}
      </header>
      {isFrozen ? <ExceptionBanner /> : null}
      <DocumentTabs current={tab} onChoose={(chosen) => onSearch({ ...search, tab: chosen, p: 1 })} />
      {data.project && data.tree ? (
        <FolderSection
          projectId={data.project.id}
          parentId={openFolder?.folderId ?? undefined}
          folders={data.tree.folders}
          canCreate={!isFrozen}
          onCreated={(name) => {
            remove.reset()
            setNotice(COPY.folderCreated(name))
            void router.invalidate()
          }}
        />
      ) : null}
      <SearchForm name="word" keep={{ tab: search.tab, folder_id: search.folder_id }} label={COPY.search} placeholder={COPY.searchPlaceholder} initial={search.word ?? ''} onSearch={(word) => onSearch({ ...search, word: word || undefined, p: 1 })} />
      {data.project && !isFrozen ? (
        <UploadZone
          projectId={data.project.id}
          folderId={openFolder?.folderId ?? null}
          onDone={(count) => {
            setNotice(COPY.sent(count))
            void router.invalidate()
          }}
        />
      ) : null}
      <p role="status" className="text-sm text-primary">
        {notice}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {data.total === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-card p-8 text-center text-lg">{search.word || tab !== 'all' ? COPY.emptySearch : openFolder ? COPY.emptyFolder : COPY.empty}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{COPY.count(data.total)}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={title}>
            {data.data.map((document) => (
              <DocumentCard key={document.id} document={document} onPreview={() => setPreviewed(document)} onDelete={() => setToDelete(document)} />
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
      <DocumentPreviewDialog document={previewed} onClose={() => setPreviewed(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        copy={{
          title: COPY.deleteTitle,
          text: toDelete ? COPY.deleteText(toDelete.name) : null,
          cancel: COPY.no,
          confirm: COPY.yes,
        }}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  )
}
