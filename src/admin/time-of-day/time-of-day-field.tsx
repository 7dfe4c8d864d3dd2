'use client'
import type { TextFieldClientComponent } from 'payload'
import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import './time-of-day-field.css'

/**
 * A time of day stored as text « HH:MM » (an agenda's opening hours), entered with the browser's time
 * picker rather than typed freely. The field's validation on the server still decides (« 25:00 » over the API
 * is refused there, with its French message shown here).
 */
export const TimeOfDayField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { value, setValue, showError, errorMessage, disabled, path } = useField<string>({ potentiallyStalePath: pathFromProps })
  const inputId = `field-${path.replace(/\./g, '__')}`
  const errorId = `${inputId}-error`
  // The message is written under the input and tied to it (aria-describedby), where Payload's tooltip is tied to nothing.
  const error = showError && errorMessage ? errorMessage : null
  return (
    <div className={['field-type', 'text', 'time-of-day', error ? 'error' : ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <input
          id={inputId}
          name={path}
          type="time"
          step={60}
          value={value ?? ''}
          disabled={readOnly || disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error && (
          <p id={errorId} className="time-of-day__error">
            {error}
          </p>
        )}
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}
