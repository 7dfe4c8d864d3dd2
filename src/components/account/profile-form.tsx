import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from '@tanstack/react-router'
import { profileSchema, type ProfileInput } from '@/domain/accounts'
import { updateProfile } from '@/server/accounts/account.functions'
import type { WireUser } from '@/server/v1/serializers/user'
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { Switch } from '@/components/ui/switch'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { TextField } from '@/components/auth/text-field'
import { FormStatus } from '@/components/auth/form-status'
import { ACCOUNT_COPY } from './copy'

/** First and last name, phone and the notifications toggle. */
export function ProfileForm({ user }: { user: WireUser }) {
  const router = useRouter()
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.user_firstname, lastName: user.user_lastname, phone: user.user_phone, sendNotifications: user.user_sendnotif === 1 },
  })
  const [status, setStatus] = useState<{ error?: string; success?: string }>({})

  async function onSubmit(values: ProfileInput) {
    setStatus({})
    const result = await updateProfile({ data: values })
    if (!result.ok) {
      if (result.field && result.field in values) form.setError(result.field as keyof ProfileInput, { message: result.error }, { shouldFocus: true })
      else setStatus({ error: result.error })
      return
    }
    setStatus({ success: ACCOUNT_COPY.saved })
    form.reset({ firstName: result.value.user_firstname, lastName: result.value.user_lastname, phone: result.value.user_phone, sendNotifications: result.value.user_sendnotif === 1 })
    await router.invalidate()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label={ACCOUNT_COPY.profileTitle}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="firstName" label={ACCOUNT_COPY.firstName} autoComplete="given-name" />
          <TextField control={form.control} name="lastName" label={ACCOUNT_COPY.lastName} autoComplete="family-name" />
        </div>
        <TextField control={form.control} name="phone" label={ACCOUNT_COPY.phone} type="tel" autoComplete="tel" />
        <FormField
          control={form.control}
          name="sendNotifications"
          render={({ field }) => (
            <FormItem className="flex items-center justify-between gap-4 rounded-lg border border-border/70 p-4">
              <div className="grid gap-1">
                <FormLabel>{ACCOUNT_COPY.notifications}</FormLabel>
                <FormDescription>{ACCOUNT_COPY.notificationsHelp}</FormDescription>
              </div>
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormControl>
            </FormItem>
          )}
        />
        <FormStatus error={status.error} success={status.success} />
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-hidden="true" /> : null}
          {ACCOUNT_COPY.save}
        </Button>
      </form>
    </Form>
  )
}
