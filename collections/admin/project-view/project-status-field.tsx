'use client'
import { useId, useRef, useState } from 'react'
import type { NumberFieldClientComponent } from 'payload'
import { Button, useDocumentInfo, useField, useForm, useFormFields, useFormModified } from '@payloadcms/ui'
import { isProjectStatus, PROJECT_STATUSES, staffStatusChoices, statusLabel, type ProjectStatus, type RecordedMove } from '../../../src/domain/workflow/index.ts'
import { PROJECT_VIEW_COPY as COPY } from './copy.ts'
import './project-view.css'

type Choice = { to: ProjectStatus; move: RecordedMove; isReasonRequired: boolean }

/**
 * The project's status in the back office: the current one, the next steps of the workflow as buttons,
 * putting on hold or restoring, and any other status as a manual change. Every button asks for
 * confirmation with a reason (required for a manual change) and saves the project; the server checks the
 * move again and records it in the history.
 */
export const ProjectStatusField: NumberFieldClientComponent = ({ path }) => {
  const { value } = useField<number>({ path })
  const held = useFormFields(([fields]) => fields.statusBeforeException?.value)
  const { id } = useDocumentInfo()
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

  const status: ProjectStatus = isProjectStatus(value) ? value : 0
  const choices = staffStatusChoices({ from: status, previousStatus: isProjectStatus(held) ? held : null })
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
          {nextSteps.length === 0 ? <p className="project-status__hint">{COPY.noNextStep}</p> : null}
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
