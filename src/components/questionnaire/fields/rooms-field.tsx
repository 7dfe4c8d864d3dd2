import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { roomKey, type RoomDraft, type RoomsDraft } from '@/domain/questionnaire'
import { QUESTIONNAIRE_COPY as COPY } from '../copy'
import { fieldAria, type FieldProps } from './types'

/** Masks of spec sections 5 and 9: the count keeps 3 digits, the surface 10. */
const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max)

/**
 * Rooms (13): per room, a checkbox, then its count; the surface once the count is above 0; the renovation
 * type (a level) once the surface is above 0 (spec section 5).
 */
export function RoomsField({ question, draft, onChange, labelId, errorId, levels }: FieldProps<RoomsDraft> & { levels: { id: string; title: string }[] }) {
  const update = (pieceId: string, change: Partial<RoomDraft>) =>
    onChange({ rooms: draft.rooms.map((room) => (room.pieceId === pieceId ? { ...room, ...change } : room)) })
  return (
    <div role="group" {...fieldAria({ labelId, errorId })} className="grid gap-3">
      {question.choices.map((choice) => {
        const pieceId = roomKey(choice)
        const room = draft.rooms.find((candidate) => candidate.pieceId === pieceId)
        if (!room) return null
        const id = `q-${question.id}-${pieceId}`
        const hasCount = Number(room.count) > 0
        const hasSurface = hasCount && Number(room.surface) > 0
        return (
          <fieldset key={pieceId} className="rounded-xl border border-border bg-card px-4 py-3">
            <legend className="sr-only">{choice.title}</legend>
            <div className="flex items-center gap-3">
              <Checkbox
                id={id}
                checked={room.checked}
                onCheckedChange={(checked) =>
                  update(pieceId, checked === true ? { checked: true, count: room.count || '1' } : { checked: false, count: '', surface: '', renovation: '' })
                }
              />
              <Label htmlFor={id} className="font-medium">
                {choice.title}
              </Label>
            </div>
            {room.checked ? (
              <div className="mt-3 grid gap-3 sm:grid-cols-[6rem_8rem_1fr]">
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-count`} className="text-xs text-muted-foreground">
                    {COPY.roomCount} ({choice.title})
                  </Label>
                  <Input id={`${id}-count`} inputMode="numeric" value={room.count} onChange={(event) => update(pieceId, { count: digits(event.target.value, 3) })} />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-surface`} className="text-xs text-muted-foreground">
                    {COPY.roomSurface} ({choice.title})
                  </Label>
                  <Input
                    id={`${id}-surface`}
                    inputMode="numeric"
                    disabled={!hasCount}
                    value={room.surface}
                    onChange={(event) => update(pieceId, { surface: digits(event.target.value, 10) })}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-level`} className="text-xs text-muted-foreground">
                    {COPY.roomRenovation} ({choice.title})
                  </Label>
                  <select
                    id={`${id}-level`}
                    disabled={!hasSurface}
                    value={room.renovation}
                    onChange={(event) => update(pieceId, { renovation: event.target.value })}
                    className="h-9 rounded-md border border-input bg-background px-3 text-sm disabled:opacity-50"
                  >
                    <option value="">{COPY.choose}</option>
                    {levels.map((level) => (
                      <option key={level.id} value={level.id}>
                        {level.title}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            ) : null}
          </fieldset>
        )
      })}
    </div>
  )
}
