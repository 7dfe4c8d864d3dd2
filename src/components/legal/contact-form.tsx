import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { contactSchema, type ContactInput } from '@/domain/accounts'
import { sendContact } from '@/server/accounts/site.functions'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Textarea } from '@/components/ui/textarea'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { TextField } from '@/components/auth/text-field'
import { FormStatus } from '@/components/auth/form-status'
import { useFormAction } from '@/components/auth/use-form-action'

const COPY = {
  name: 'Nom et prénom',
  email: 'Adresse email',
  phone: 'Téléphone (facultatif)',
  subject: 'Objet',
  message: 'Votre message',
  submit: 'Envoyer le message',
} as const

type ContactFields = { name: string; email: string; phone: string; subject: string; message: string }

/** The contact form: stored for the team and emailed to them. The typed text is kept if sending fails. */
export function ContactForm({ defaults }: { defaults: Partial<ContactFields> }) {
  const form = useForm<ContactFields>({
    resolver: zodResolver(contactSchema) as never,
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '', ...defaults },
  })
  const send = useFormAction(form, (values: ContactFields) => sendContact({ data: values satisfies ContactInput }))
  const [sent, setSent] = useState<string | null>(null)

  async function onSubmit(values: ContactFields) {
    setSent(null)
    const message = await send.run(values)
    if (!message) return
    setSent(message)
    form.reset({ ...values, subject: '', message: '' })
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="name" label={COPY.name} autoComplete="name" />
          <TextField control={form.control} name="email" label={COPY.email} type="email" autoComplete="email" />
        </div>
        <TextField control={form.control} name="phone" label={COPY.phone} type="tel" autoComplete="tel" />
        <TextField control={form.control} name="subject" label={COPY.subject} />
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{COPY.message}</FormLabel>
              <FormControl>
                <Textarea rows={6} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormStatus error={send.formError?.message} success={sent} />
        <Button type="submit" size="lg" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-hidden="true" /> : null}
          {COPY.submit}
        </Button>
      </form>
    </Form>
  )
}
