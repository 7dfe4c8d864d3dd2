'use client'
import { Fragment, useEffect, useId, useState } from 'react'
import type { ArrayFieldClientComponent } from 'payload'
import { Button, useConfig, useField, useForm, useFormFields } from '@payloadcms/ui'
import { HIGH_BELOW_LOW_MESSAGE, isHighAtLeastLow, priceTable } from '../../domain/pricing/index.ts'
import type { Level } from '../../../payload-types.ts'
import { PRICE_GRID_TABLE_COPY as COPY } from './copy.ts'
import './price-grid-table.css'

type LevelColumn = { id: string; title: string }
type Levels = { kind: 'loading' } | { kind: 'failed' } | { kind: 'done'; levels: LevelColumn[] }
type Relation = number | string | { id: number | string } | null | undefined

const idOf = (value: Relation) => (value === null || value === undefined || value === '' ? null : String(typeof value === 'object' ? value.id : value))

/** The renovation levels in their order, the table's columns (GET /api/levels: every role may read them). */
function useLevels(): Levels {
  const { config } = useConfig()
  const [levels, setLevels] = useState<Levels>({ kind: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    fetch(`${config.serverURL}${config.routes.api}/levels?depth=0&limit=100&sort=position&select[title]=true`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`levels answered ${response.status}`)
        const { docs } = (await response.json()) as { docs: Pick<Level, 'id' | 'title'>[] }
        setLevels({ kind: 'done', levels: docs.map((level) => ({ id: String(level.id), title: level.title })) })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('price grid levels failed', error)
          setLevels({ kind: 'failed' })
        }
      })
    return () => controller.abort()
  }, [config.serverURL, config.routes.api])
  return levels
}

/** A room's value, which may break after its underscores (salle_de_bain) in the narrow first column. */
function RoomValue({ value }: { value: string }) {
  return value.split('_').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          _<wbr />
        </>
      )}
      {part}
    </Fragment>
  ))
}

type PriceField = ReturnType<typeof useField<number | null>>

/** One price of a cell: its input, marked invalid with `error` beside it. */
function PriceInput({ field, label, bound, error }: { field: PriceField; label: string; bound: string; error: string | null }) {
  const inputId = useId()
  const errorId = `${inputId}-error`
  return (
    <div className="price-grid-table__price">
      <label htmlFor={inputId} className="price-grid-table__bound">
        {bound}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={field.value ?? ''}
        disabled={field.disabled}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => field.setValue(event.target.value === '' ? null : Number(event.target.value))}
      />
      {error && (
        <p id={errorId} className="price-grid-table__error">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A priced cell of the table: the low and high prices of the grid's row `index`, and a button to remove it.
 * NOTE: Payload validates a field (on the server) only once the form was submitted; until then the rule of
 * the two prices is read here from the domain, the same rule and message as the server's, so that it is
 * explained as soon as it is broken.
 */
function PriceCell({ path, index, room, level, onRemove }: { path: string; index: number; room: string; level: string; onRemove: () => void }) {
  const low = useField<number | null>({ path: `${path}.${index}.lowPerSquareMetre` })
  const high = useField<number | null>({ path: `${path}.${index}.highPerSquareMetre` })
  const serverError = (field: PriceField) => (field.showError && field.errorMessage ? field.errorMessage : null)
  const highError = serverError(high) ?? (isHighAtLeastLow({ low: low.value, high: high.value }) ? null : HIGH_BELOW_LOW_MESSAGE)
  return (
    <td className="price-grid-table__cell">
      <div className="price-grid-table__prices">
        <PriceInput field={low} bound={COPY.low} label={COPY.cellLabel({ room, level, bound: COPY.low })} error={serverError(low)} />
        <PriceInput field={high} bound={COPY.high} label={COPY.cellLabel({ room, level, bound: COPY.high })} error={highError} />
      </div>
      <button type="button" className="price-grid-table__link" aria-label={COPY.removeCellLabel({ room, level })} onClick={onRemove}>
        {COPY.removeCell}
      </button>
    </td>
  )
}

/**
 * The price grid's rows (an array of room, level, low and high prices) edited as one table, rooms by
 * renovation levels. Each input is the form's own field (rows.N.lowPerSquareMetre…), so the global's
 * validations (collections/PricingGrid/validations.ts) decide and word the errors shown in the cells.
 */
export const PriceGridTable: ArrayFieldClientComponent = ({ path: pathFromProps, field }) => {
  const path = pathFromProps ?? field.name
  const schemaPath = path
  const levels = useLevels()
  const { addFieldRow, removeFieldRow } = useForm()
  const rowCount = useFormFields(([fields]) => Number(fields[path]?.value ?? 0))
  const keys = useFormFields(([fields]) =>
    Array.from({ length: rowCount }, (_, index) => `${fields[`${path}.${index}.roomValue`]?.value ?? ''}\u0000${idOf(fields[`${path}.${index}.level`]?.value as Relation) ?? ''}`).join('\u0001'),
  )
  const [newRoom, setNewRoom] = useState('')
  const [newRoomError, setNewRoomError] = useState<string | null>(null)
  const newRoomId = useId()

  if (levels.kind === 'loading') return <p role="status">{COPY.loading}</p>
  if (levels.kind === 'failed') return <p role="alert">{COPY.failed}</p>
  if (levels.levels.length === 0) return <p>{COPY.noLevel}</p>

  const columns = levels.levels
  const rows = keys === '' ? [] : keys.split('\u0001').map((key) => {
    const [roomValue, levelId] = key.split('\u0000')
    return { roomValue, levelId }
  })
  const lines = priceTable(rows, columns.map((level) => level.id))

  const addCell = (roomValue: string, levelId: string) =>
    addFieldRow({
      path,
      schemaPath,
      rowIndex: rowCount,
      subFieldState: {
        roomValue: { initialValue: roomValue, value: roomValue, valid: true },
        level: { initialValue: levelId, value: levelId, valid: true },
      },
    })

  const addRoom = () => {
    const roomValue = newRoom.trim()
    if (roomValue === '') return
    if (lines.some((line) => line.roomValue === roomValue)) {
      setNewRoomError(COPY.roomExists)
      return
    }
    addCell(roomValue, columns[0]!.id)
    setNewRoom('')
    setNewRoomError(null)
  }

  return (
    <div className="price-grid-table field-type">
      <h3 className="price-grid-table__title">{field.label as string}</h3>
      <p className="field-description">{COPY.intro}</p>
      <div className="price-grid-table__scroll" role="region" aria-label={COPY.region} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{COPY.roomHeader}</th>
              {columns.map((level) => (
                <th scope="col" key={level.id}>
                  {level.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.roomValue}>
                <th scope="row">
                  <RoomValue value={line.roomValue} />
                </th>
                {line.cells.map((index, column) => {
                  const level = columns[column]!
                  return index === null ? (
                    <td key={level.id} className="price-grid-table__cell price-grid-table__cell--empty">
                      <button type="button" className="price-grid-table__link" aria-label={COPY.addCellLabel({ room: line.roomValue, level: level.title })} onClick={() => addCell(line.roomValue, level.id)}>
                        {COPY.addCell}
                      </button>
                    </td>
                  ) : (
                    <PriceCell key={level.id} path={path} index={index} room={line.roomValue} level={level.title} onRemove={() => removeFieldRow({ path, rowIndex: index })} />
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="price-grid-table__new-room">
        <label htmlFor={newRoomId}>{COPY.newRoom}</label>
        <div className="price-grid-table__new-room-input">
          <input
            id={newRoomId}
            type="text"
            value={newRoom}
            aria-describedby={`${newRoomId}-hint`}
            aria-invalid={newRoomError ? true : undefined}
            onChange={(event) => setNewRoom(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the room rather than submitting the whole form.
              if (event.key === 'Enter') {
                event.preventDefault()
                addRoom()
              }
            }}
          />
          <Button buttonStyle="secondary" size="medium" margin={false} onClick={addRoom}>
            {COPY.addRoom}
          </Button>
        </div>
        <p id={`${newRoomId}-hint`} className="field-description">
          {newRoomError ?? COPY.newRoomHint}
        </p>
      </div>
    </div>
  )
}
