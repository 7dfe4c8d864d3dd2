'use client'
import { useEffect, useId, useRef, useState } from 'react'
import type { NumberFieldClientComponent } from 'payload'
import { Button, useConfig, useDocumentInfo, useField, useForm, useFormModified } from '@payloadcms/ui'
import { isProjectStatus, PROJECT_STATUSES, statusLabel, type ProjectStatus, type RecordedMove } from '../../domain/workflow/index.ts'
import type { StatusMovesView } from '../../../collections/Projects/status-moves.server.ts'
import { PROJECT_VIEW_COPY as COPY } from './copy.ts'
import './project-view.css'

type Choice = { to: ProjectStatus; move: RecordedMove; isReasonRequired: boolean }
type Blocked = { to: ProjectStatus; reason: string }

/** How often the panel asks again while the page is shown: a move made elsewhere (the customer, a payment) shows up. */
const REFRESH_MS = 15_000

/**
 * The project's status as saved and the moves the server allows now (GET /api/projects/:id/status-moves), asked
 * again whenever the document is saved (a save may move the status by itself: attaching the estimate moves 2 to
 * 3), when the window comes back into view, and every {@link REFRESH_MS} while it is shown.
 */
function useStatusMoves(id: number | string | undefined | null, savedKey: string): { view: StatusMovesView | null; error: boolean } {
  const { config } = useConfig()
  const [view, setView] = useState<StatusMovesView | null>(null)
  const [error, setError] = useState(false)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') setTick((count) => count + 1)
    }
    const timer = window.setInterval(again, REFRESH_MS)
    window.addEventListener('focus', again)
    document.addEventListener('visibilitychange', again)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', again)
      document.removeEventListener('visibilitychange', again)
    }
  }, [])
  useEffect(() => {
    if (id === undefined || id === null) return
    const controller = new AbortController()
    fetch(`${config.serverURL}${config.routes.api}/projects/${id}/status-moves`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status-moves answered ${response.status}`)
        setView((await response.json()) as StatusMovesView)
        setError(false)
      })
      .catch((cause: unknown) => {
        // An aborted request is the component moving on (another save): not an error to show.
        if (!controller.signal.aborted) setError(Boolean(cause))
      })
    return () => controller.abort()
  }, [id, savedKey, tick, config.serverURL, config.routes.api])
  return { view, error }
}

function choicesOf(view: StatusMovesView | null): { choices: Choice[]; blocked: Blocked[] } {
  if (!view) return { choices: [], blocked: [] }
  return {
    choices: view.moves.flatMap((move) => (move.isAllowed && move.move !== 'unchanged' ? [{ to: move.to, move: move.move, isReasonRequired: move.isReasonRequired }] : [])),
    blocked: view.moves.flatMap((move) => (move.isAllowed ? [] : [{ to: move.to, reason: move.reason }])),
  }
}

/**
 * The project's status in the back office: the current one, the next steps of the workflow as buttons,
 * putting on hold or restoring, and any other status as a manual change, as the server's status guard
 * allows them now; the blocked moves are listed with the fact each one misses. Every button asks for
 * confirmation with a reason (required for a manual change) and saves the project; the server checks the
 * move again and records it in the history.
 */
export const ProjectStatusField: NumberFieldClientComponent = ({ path }) => {
  const { value, setValue } = useField<number>({ path })
  const { id, data } = useDocumentInfo()
  const { submit } = useForm()
  const isModified = useFormModified()
  const [pending, setPending] = useState<Choice | null>(null)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const reasonId = useId()
  const errorId = useId()

  const formStatus: ProjectStatus = isProjectStatus(value) ? value : 0
  const { view, error: movesError } = useStatusMoves(id, `${formStatus}|${String(data?.updatedAt ?? '')}`)
  // The saved status is the server's: a save that moved it by itself, or a move made elsewhere, shows at once.
  const status: ProjectStatus = view?.status ?? formStatus
  const { choices, blocked } = choicesOf(view)
  useEffect(() => {
    // The form follows the saved status (without counting as a change of the form), so that saving it later
    // does not ask to move the project back.
    if (view && view.status !== formStatus && !isModified) setValue(view.status, true)
  }, [view, formStatus, isModified, setValue])
  const nextSteps = choices.filter((choice) => choice.move === 'workflow' || choice.move === 'restore')
  const hold = choices.find((choice) => choice.move === 'hold')
  const overrides = choices.filter((choice) => choice.move === 'override')

  const open = (choice: Choice) => {
    setPending(choice)
    setReason('')
    setError(null)
    dialogRef.current?.showModal()
  }
  const close = () => {
    dialogRef.current?.close()
    setPending(null)
  }
  const confirm = async () => {
    if (!pending) return
    if (pending.isReasonRequired && reason.trim() === '') {
      setError(COPY.reasonRequired)
      return
    }
    setIsSaving(true)
    try {
      await submit({ overrides: { status: pending.to, statusChangeReason: reason.trim() } })
    } finally {
      setIsSaving(false)
      close()
    }
  }
  const label = (choice: Choice) => (choice.move === 'restore' ? COPY.restore(statusLabel(choice.to)) : `${choice.to} · ${statusLabel(choice.to)}`)

  return (
    <div className="field-type project-status">
      <p className="project-status__title">{COPY.currentStatus}</p>
      <p className="project-status__current">
        <span className="project-status__visa" aria-hidden="true">
          {status}
        </span>
        <span>{statusLabel(status)}</span>
      </p>
      {id === undefined || id === null ? (
        <p className="project-status__hint">{COPY.saveFirst}</p>
      ) : (
        <>
          {isModified ? <p className="project-status__hint" role="status">{COPY.unsaved}</p> : null}
          <p className="project-status__title">{COPY.nextSteps}</p>
          {view === null && !movesError ? <p className="project-status__hint">{COPY.loadingMoves}</p> : null}
          {view !== null && nextSteps.length === 0 ? <p className="project-status__hint">{COPY.noNextStep}</p> : null}
          <div className="project-status__buttons">
            {nextSteps.map((choice) => (
              <Button key={choice.to} buttonStyle="primary" size="small" margin={false} disabled={isModified} onClick={() => open(choice)}>
                {label(choice)}
              </Button>
            ))}
            {hold ? (
              <Button buttonStyle="secondary" size="small" margin={false} disabled={isModified} onClick={() => open(hold)}>
                {COPY.hold}
              </Button>
            ) : null}
          </div>
          <details className="project-status__others">
            <summary>{COPY.otherStatuses}</summary>
            <p className="project-status__hint">{COPY.overrideHint}</p>
            <ul className="project-status__list">
              {overrides.map((choice) => (
                <li key={choice.to}>
                  <Button buttonStyle="subtle" size="small" margin={false} disabled={isModified} onClick={() => open(choice)}>
                    {label(choice)}
                  </Button>
                </li>
              ))}
            </ul>
          </details>
          {blocked.length > 0 ? (
            <details className="project-status__others">
              <summary>{COPY.blockedMoves}</summary>
              <ul className="project-status__list">
                {blocked.map((move) => (
                  <li key={move.to} className="project-status__hint">
                    {move.reason}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {movesError ? (
            <p className="project-status__error" role="alert">
              {COPY.movesError}
            </p>
          ) : null}
        </>
      )}
      <dialog ref={dialogRef} className="project-status__dialog" aria-labelledby={titleId} onClose={() => setPending(null)}>
        {pending ? (
          // NOTE: not a <form>: the dialog sits inside the document's form, and a nested form would submit it.
          <div className="project-status__dialog-body">
            <h2 id={titleId}>{COPY.dialogTitle(PROJECT_STATUSES[pending.to].label)}</h2>
            {pending.isReasonRequired ? <p className="project-status__hint">{COPY.overrideHint}</p> : null}
            <label htmlFor={reasonId}>{pending.isReasonRequired ? COPY.reasonLabel : COPY.reasonOptional}</label>
            <textarea
              id={reasonId}
              rows={3}
              value={reason}
              required={pending.isReasonRequired}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setReason(event.target.value)
                setError(null)
              }}
            />
            {error ? (
              <p id={errorId} className="project-status__error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="project-status__actions">
              <Button type="button" buttonStyle="primary" size="small" margin={false} disabled={isSaving} onClick={() => void confirm()}>
                {isSaving ? COPY.saving : COPY.confirm}
              </Button>
              <Button type="button" buttonStyle="secondary" size="small" margin={false} onClick={close}>
                {COPY.cancel}
              </Button>
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  )
}
