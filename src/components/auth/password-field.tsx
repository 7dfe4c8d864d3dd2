import { useState } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { Eye, EyeOff } from 'lucide-react'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Button } from '@/components/ui/button'
import { AUTH_COPY } from './copy'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  description?: string
  autoComplete: 'current-password' | 'new-password'
}

/** A password input with a show/hide toggle (a labelled button, so screen readers can use it). */
export function PasswordField<T extends FieldValues>({ control, name, label, description, autoComplete }: Props<T>) {
  const [isVisible, setVisible] = useState(false)
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <div className="relative">
            <FormControl>
              <Input {...field} value={(field.value as string | undefined) ?? ''} type={isVisible ? 'text' : 'password'} autoComplete={autoComplete} className="pr-11" />
            </FormControl>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="absolute right-0 top-0 h-9 w-10"
              aria-label={isVisible ? AUTH_COPY.hidePassword : AUTH_COPY.showPassword}
              aria-pressed={isVisible}
              onClick={() => setVisible((visible) => !visible)}
            >
              {isVisible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </Button>
          </div>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
