'use client'
import { useRouter } from 'next/navigation'
import { ConfirmationModal, PopupList, toast, useConfig, useDocumentInfo, useDocumentTitle, useForm, useModal } from '@payloadcms/ui'
import { RETIREMENT_COPY } from '../../domain/questionnaire/retirement-copy.ts'
import './delete-or-retire-item.css'

/** The id of this menu item, by which its stylesheet hides Payload's own « Supprimer » beside it. */
const ITEM_ID = 'action-delete-or-retire'

/** What DELETE /api/questions/:id answers (collections/Questions/endpoints/delete-or-retire.ts). */
type DeleteAnswer = { message: string; errors?: { message: string }[] }

/**
 * « Supprimer » in a question's menu, in place of Payload's own, whose toast says « supprimé(e) » even when
 * the question, answered, was retired. It asks first (saying what happens to an answered question), calls the
 * same DELETE and shows the endpoint's French message: deleted, or retired and kept for the answers.
 * NOTE: Payload offers no way to replace its delete item; its stylesheet hides it in this menu only.
 */
export function DeleteOrRetireQuestionItem() {
  const { id, collectionSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { setModified } = useForm()
  const { openModal } = useModal()
  const { config } = useConfig()
  const router = useRouter()
  if (id === undefined || id === null || !collectionSlug) return null
  const modalSlug = `delete-or-retire-${id}`

  const deleteOrRetire = async () => {
    setModified(false)
    const response = await fetch(`${config.serverURL}${config.routes.api}/${collectionSlug}/${encodeURIComponent(String(id))}`, {
      method: 'DELETE',
      credentials: 'include',
      headers: { 'Accept-Language': 'fr' },
    })
    // Payload and the endpoint answer JSON, refusals included (the French messages to show).
    const answer = (await response.json()) as DeleteAnswer
    if (!response.ok) {
      for (const message of answer.errors?.map((error) => error.message) ?? [answer.message]) toast.error(message)
      return
    }
    toast.success(answer.message)
    router.push(`${config.routes.admin}/collections/${collectionSlug}`)
  }

  return (
    <>
      <PopupList.Button id={ITEM_ID} onClick={() => openModal(modalSlug)}>
        {RETIREMENT_COPY.deleteItem}
      </PopupList.Button>
      <ConfirmationModal
        modalSlug={modalSlug}
        heading={RETIREMENT_COPY.confirmHeading}
        body={RETIREMENT_COPY.confirmBody(title)}
        confirmLabel={RETIREMENT_COPY.deleteItem}
        confirmingLabel={RETIREMENT_COPY.deleting}
        cancelLabel={RETIREMENT_COPY.cancel}
        onConfirm={deleteOrRetire}
      />
    </>
  )
}
