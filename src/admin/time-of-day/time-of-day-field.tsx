'use client'
import type { TextFieldClientComponent } from 'payload'
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import './time-of-day-field.css'

/**
 * A time of day stored as text « HH:MM » (an agenda's opening hours), entered with the browser's time
 * picker rather than typed freely. The field's validation on the server still decides (« 25:00 » over the API
 * is refused there, with its French message shown here).
 */
export const TimeOfDayField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { value, setValue, showError, disabled, path } = useField<string>({ potentiallyStalePath: pathFromProps })
  const inputId = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={['field-type', 'text', 'time-of-day', showError ? 'error' : ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <input
          id={inputId}
          name={path}
          type="time"
          step={60}
          value={value ?? ''}
          disabled={readOnly || disabled}
          aria-invalid={showError || undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}
