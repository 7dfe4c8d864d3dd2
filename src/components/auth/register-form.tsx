import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { registerSchema, type RegisterInput } from '@/domain/accounts'
import { registerUser } from '@/server/accounts/auth.functions'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Spinner } from '@/components/ui/spinner'
import { TextField } from './text-field'
import { FormStatus } from './form-status'
import { AUTH_COPY } from './copy'
import { useFormAction } from './use-form-action'

type RegisterFields = Omit<RegisterInput, 'acceptTerms'> & { acceptTerms: boolean }

/** Sign-up: who you are; the activation email then lets you choose your password. */
export function RegisterForm() {
  const form = useForm<RegisterFields>({
    resolver: zodResolver(registerSchema) as never,
    defaultValues: { email: '', firstName: '', lastName: '', phone: '', acceptTerms: false },
  })
  const register = useFormAction(form, (values: RegisterFields) => registerUser({ data: values }))
  const [sent, setSent] = useState<string | null>(null)

  async function onSubmit(values: RegisterFields) {
    setSent(await register.run(values))
  }

  if (sent) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
        <MailCheck className="size-10 text-primary" aria-hidden="true" />
        <h2 className="text-xl">{AUTH_COPY.checkInbox}</h2>
        <p className="text-muted-foreground">{sent}</p>
      </div>
    )
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label={AUTH_COPY.registerTab}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="firstName" label={AUTH_COPY.firstName} autoComplete="given-name" />
          <TextField control={form.control} name="lastName" label={AUTH_COPY.lastName} autoComplete="family-name" />
        </div>
        <TextField control={form.control} name="email" label={AUTH_COPY.email} type="email" autoComplete="email" inputMode="email" />
        <TextField control={form.control} name="phone" label={AUTH_COPY.phone} type="tel" autoComplete="tel" inputMode="tel" />
        <FormField
          control={form.control}
          name="acceptTerms"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-start gap-3">
                <FormControl>
                  <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
                </FormControl>
                <FormLabel className="font-normal leading-snug">
                  {AUTH_COPY.acceptTermsBefore}
                  <a href="/cgu" target="_blank" rel="noreferrer" className="text-primary underline underline-offset-4">
                    {AUTH_COPY.acceptTermsLink}
                  </a>
                </FormLabel>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormStatus error={register.formError?.message} />
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-hidden="true" /> : null}
          {AUTH_COPY.submitRegister}
        </Button>
      </form>
    </Form>
  )
}
