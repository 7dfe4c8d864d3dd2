'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS as DndCss } from '@dnd-kit/utilities'
import { checkQuestionnaire, describeIssue, moveItem, withQuestionOrder } from '../../domain/questionnaire/index.ts'
import type { QuestionOrderItem, QuestionOrderResult, QuestionOrderView } from '../../../collections/Quizzes/question-order.server.ts'
import { IssueGroups } from '../questionnaire-check/issue-groups.tsx'
import { WarningsConfirmation } from '../questionnaire-publish/warnings-confirmation.tsx'
import { ORDER_COPY } from '../../domain/questionnaire/question-order-copy.ts'
import { useWarnBeforeLeaving } from './use-warn-before-leaving.ts'
import './order.css'

type CheckLine = QuestionOrderResult['errors'][number]
type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; result: QuestionOrderResult }
  | { kind: 'refused'; message: string; errors: CheckLine[]; warnings: CheckLine[] }

type RowProps = {
  item: QuestionOrderItem
  index: number
  count: number
  onMove: (from: number, to: number) => void
}

/** One question: its drag handle (pointer and keyboard), its position, and 'Monter' / 'Descendre'. */
function QuestionRow({ item, index, count, onMove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    attributes: { roleDescription: ORDER_COPY.roleDescription },
  })
  return (
    <li
      ref={setNodeRef}
      className={`question-order__item${isDragging ? ' question-order__item--dragging' : ''}`}
      style={{ transform: DndCss.Translate.toString(transform), transition }}
      data-question-id={item.id}
    >
      <button type="button" ref={setActivatorNodeRef} className="question-order__handle" aria-label={ORDER_COPY.handle(item.title)} {...attributes} {...listeners}>
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="question-order__position">
        <span aria-hidden="true">{index + 1}</span>
        <span className="question-order__visually-hidden">{ORDER_COPY.position(index + 1, count)}</span>
      </span>
      <span className="question-order__title">
        {item.title}
        <span className="question-order__type">{item.typeLabel}</span>
        {item.isDraft && <span className="question-order__draft">{ORDER_COPY.draft}</span>}
      </span>
      <span className="question-order__buttons">
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          data-action="up"
          aria-label={ORDER_COPY.moveUpLabel(item.title)}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          {ORDER_COPY.moveUp}
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          data-action="down"
          aria-label={ORDER_COPY.moveDownLabel(item.title)}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          {ORDER_COPY.moveDown}
        </button>
      </span>
    </li>
  )
}

/**
 * The quiz's questions in the order they are asked, reordered by drag and drop (@dnd-kit, which Payload's
 * own sortable fields use) or by keyboard (the handle, or 'Monter' / 'Descendre'); each move is announced.
 * The questionnaire check runs on the order as it is being made; 'Enregistrer l’ordre' saves it at once
 * (POST /api/quizzes/:id/order), which publishes a live questionnaire again: then, as on the questionnaire's
 * « Publier », errors block and warnings need « Publier malgré les avertissements » ticked (the server
 * applies the same rule: its refusal of an unconfirmed new warning shows the checkbox too). Leaving with an
 * unsaved order asks first.
 */
export function QuestionOrderList({ quizId, view }: { quizId: string; view: QuestionOrderView }) {
  const [saved, setSaved] = useState<readonly QuestionOrderItem[]>(view.items)
  const [items, setItems] = useState<readonly QuestionOrderItem[]>(view.items)
  const [announcement, setAnnouncement] = useState('')
  const [save, setSave] = useState<SaveState>({ kind: 'idle' })
  const [hasConfirmedWarnings, setHasConfirmedWarnings] = useState(false)
  const focusAfterMove = useRef<{ id: string; action: 'up' | 'down' } | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const ids = useMemo(() => items.map((item) => item.id), [items])
  const isChanged = ids.join(',') !== saved.map((item) => item.id).join(',')
  const check = useMemo(() => {
    const titles = new Map(items.map((item) => [item.id, item.title]))
    const issues = checkQuestionnaire(withQuestionOrder(view.questionnaire, ids))
    return {
      errors: issues.filter((issue) => issue.severity === 'error').map((issue) => describeIssue(issue, titles)),
      warnings: issues.filter((issue) => issue.severity === 'warning').map((issue) => describeIssue(issue, titles)),
    }
  }, [items, ids, view.questionnaire])
  const isLive = view.status === 'published'
  const hasErrors = isLive && check.errors.length > 0
  const needsConfirmation = isLive && (check.warnings.length > 0 || (save.kind === 'refused' && save.warnings.length > 0 && save.errors.length === 0))
  const canSave = isChanged && save.kind !== 'saving' && !hasErrors && (!needsConfirmation || hasConfirmedWarnings)
  useWarnBeforeLeaving(isChanged, ORDER_COPY.leaveUnsaved)

  // A button that moved its question keeps the focus (or its neighbour does, at either end of the list).
  useEffect(() => {
    const target = focusAfterMove.current
    if (!target) return
    focusAfterMove.current = null
    const row = document.querySelector(`.question-order__item[data-question-id="${CSS.escape(target.id)}"]`)
    const same = row?.querySelector<HTMLButtonElement>(`button[data-action="${target.action}"]`)
    const other = row?.querySelector<HTMLButtonElement>(`button[data-action="${target.action === 'up' ? 'down' : 'up'}"]`)
    ;(same && !same.disabled ? same : other)?.focus()
  }, [items])

  const titleOf = (id: unknown) => items.find((item) => item.id === String(id))?.title ?? ''
  const positionOf = (id: unknown) => ids.indexOf(String(id)) + 1

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return
    const next = moveItem(items, from, to)
    const moved = next[to]
    setItems(next)
    setSave({ kind: 'idle' })
    // A confirmation is for the warnings of the order it was given on.
    setHasConfirmedWarnings(false)
    if (moved) setAnnouncement(ORDER_COPY.moved(moved.title, to + 1, next.length))
  }

  function moveWithButton(from: number, to: number) {
    const item = items[from]
    if (item) focusAfterMove.current = { id: item.id, action: to < from ? 'up' : 'down' }
    move(from, to)
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => ORDER_COPY.picked(titleOf(active.id), positionOf(active.id)),
    onDragOver: ({ active, over }) => (over ? ORDER_COPY.over(titleOf(active.id), positionOf(over.id)) : undefined),
    // The drop is announced by the list's own live region, with the new position.
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => ORDER_COPY.cancelled(titleOf(active.id)),
  }

  async function saveOrder() {
    setSave({ kind: 'saving' })
    try {
      const response = await fetch(`/api/quizzes/${encodeURIComponent(quizId)}/order`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ questionIds: ids, confirmWarnings: hasConfirmedWarnings }),
      })
      const body = (await response.json()) as QuestionOrderResult | { message?: string; errors?: CheckLine[]; warnings?: CheckLine[] }
      if (response.ok) {
        setSaved(items)
        setSave({ kind: 'saved', result: body as QuestionOrderResult })
        return
      }
      const refusal = body as { message?: string; errors?: CheckLine[]; warnings?: CheckLine[] }
      setSave({ kind: 'refused', message: refusal.message ?? ORDER_COPY.failed, errors: refusal.errors ?? [], warnings: refusal.warnings ?? [] })
    } catch (error) {
      console.error('question order failed', error)
      setSave({ kind: 'refused', message: ORDER_COPY.failed, errors: [], warnings: [] })
    }
  }

  if (items.length === 0) return <p>{ORDER_COPY.empty}</p>
  return (
    <section className="question-order" aria-labelledby="question-order-title">
      <h2 id="question-order-title">{ORDER_COPY.title}</h2>
      <p className="question-order__intro">{ORDER_COPY.intro}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: ORDER_COPY.dragInstructions } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="question-order__list" aria-label={ORDER_COPY.listLabel}>
            {items.map((item, index) => (
              <QuestionRow key={item.id} item={item} index={index} count={items.length} onMove={moveWithButton} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="question-order__announcement" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      {isLive && isChanged ? (
        <WarningsConfirmation hasErrors={hasErrors} needsConfirmation={needsConfirmation} hasConfirmed={hasConfirmedWarnings} onConfirmedChange={setHasConfirmedWarnings} />
      ) : null}
      <div className="question-order__actions">
        <button type="button" className="btn btn--style-primary btn--size-medium" disabled={!canSave} onClick={saveOrder}>
          {save.kind === 'saving' ? ORDER_COPY.saving : ORDER_COPY.save}
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-medium"
          disabled={!isChanged || save.kind === 'saving'}
          onClick={() => {
            setItems(saved)
            setSave({ kind: 'idle' })
            setHasConfirmedWarnings(false)
          }}
        >
          {ORDER_COPY.reset}
        </button>
        <span className="question-order__state">{isChanged ? ORDER_COPY.changed : ORDER_COPY.unchanged}</span>
      </div>

      <div aria-live="polite">
        {save.kind === 'saved' && (
          <div className="question-order__result question-order__result--saved" role="status">
            <p>{save.result.status === 'published' ? ORDER_COPY.savedLive : ORDER_COPY.savedDraft}</p>
          </div>
        )}
        {save.kind === 'refused' && (
          <div className="question-order__result question-order__result--refused" role="alert">
            <p className="question-order__refusal">{save.message.split('\n')[0]}</p>
            <IssueGroups errors={save.errors.map((line) => line.text)} warnings={save.errors.length === 0 ? save.warnings.map((line) => line.text) : []} />
          </div>
        )}
      </div>

      <section className="question-order__check" aria-labelledby="question-order-check-title">
        <h3 id="question-order-check-title">{ORDER_COPY.checkTitle}</h3>
        {check.errors.length === 0 && check.warnings.length === 0 ? <p className="question-order__ok">{ORDER_COPY.checkOk}</p> : <IssueGroups {...check} />}
      </section>
    </section>
  )
}
