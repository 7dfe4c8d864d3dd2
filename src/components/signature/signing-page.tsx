import { useRef, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Mail, PenLine } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { PdfPreview } from '@/components/documents/pdf-preview'
import { useServerAction } from '@/components/lib/use-server-action'
import { SIGNATURE_CODE_LENGTH, signContractSchema } from '@/domain/signature'
import type { SigningSession } from '@/server/signature/signature.server'
import { sendContractCode, signMyContract } from '@/server/signature/signature.functions'
import { typedSignature, type SignaturePadHandle } from './signature-pad'
import { SignatureField, type SignatureMethod } from './signature-field'
import { SignedView, type SignedCopy } from './signed-view'
import { SIGNING_COPY as COPY } from './copy'

/** The form's fields: those of the shared schema, `accept` unticked at first. */
type SigningFields = {
  code: string
  signerName: string
  method: SignatureMethod
  signature: string
  accept: boolean
}

/**
 * The signing page a 'Signer mon contrat' link opens: the quote (or contract) and the fee presentation to
 * read, signed together (issue #36): a one-time code sent by email, a drawn or typed signature, the
 * acceptance of both, then each signed document to download. The form checks its input with the same schema
 * as the server (react-hook-form + zod), and keeps what was typed when a call fails.
 */
export function SigningPage({ token, session }: { token: string; session: SigningSession }) {
  const pad = useRef<SignaturePadHandle>(null)
  const [typed, setTyped] = useState(session.signerName)
  const [codeSentTo, setCodeSentTo] = useState<string | null>(session.codeSentAt ? session.maskedEmail : null)
  const [signed, setSigned] = useState<SignedCopy | null>(session.signed)
  const form = useForm<SigningFields>({
    resolver: zodResolver(signContractSchema) as never,
    defaultValues: {
      code: '',
      signerName: session.signerName,
      method: 'drawn',
      signature: '',
      accept: false,
    },
  })
  // NOTE: both calls say a refusal in the form's alert line (no toast); the one that never arrived keeps the page's words.
  const sendCode = useServerAction(() => sendContractCode({ data: { token } }), { shouldToast: false })
  const sign = useServerAction((fields: SigningFields) => signMyContract({ data: { token, form: fields } }), { shouldToast: false })
  const failure = sign.error ?? sendCode.error
  const error = failure ? (failure.status === 0 ? COPY.failed : failure.message) : null
  const method = form.watch('method')

  if (signed) return <SignedView projectId={session.projectId} signed={signed} />

  async function onSendCode() {
    sign.reset()
    const sent = await sendCode.run(undefined)
    if (sent) setCodeSentTo(sent.sentTo)
  }

  async function onValid(fields: SigningFields) {
    sendCode.reset()
    const contract = await sign.run(fields)
    if (contract) setSigned({ at: contract.signedAt, documents: contract.documents })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The signature is an image taken from the pad or the typed name at the moment of sending.
    form.setValue('signature', method === 'drawn' ? (pad.current?.toDataUrl() ?? '') : typedSignature(typed))
    void form.handleSubmit(onValid)(event)
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="lire-titre" className="space-y-3">
        <h2 id="lire-titre" className="text-xl">
          {COPY.steps.read}
        </h2>
        <p>{COPY.readIntro}</p>
        {session.documents.map((document) => (
          <section key={document.role} aria-labelledby={`document-${document.role}`} className="space-y-3 pt-2">
            <h3 id={`document-${document.role}`} className="text-lg">
              {document.title}
            </h3>
            <PdfPreview document={document} title={document.title} />
            <p className="font-mono text-xs break-all text-muted-foreground">{COPY.hash(document.sha256)}</p>
          </section>
        ))}
      </section>

      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-8">
          <section aria-labelledby="code-titre" className="space-y-3">
            <h2 id="code-titre" className="text-xl">
              {COPY.steps.code}
            </h2>
            <Button type="button" variant={codeSentTo ? 'outline' : 'default'} disabled={sendCode.isPending} onClick={() => void onSendCode()}>
              {sendCode.isPending ? <Spinner /> : <Mail aria-hidden="true" />}
              {sendCode.isPending ? COPY.sending : codeSentTo ? COPY.resendCode : COPY.sendCode}
            </Button>
            {codeSentTo ? (
              <p role="status" className="text-sm">
                {COPY.codeSent(codeSentTo)}
              </p>
            ) : null}
            <FormField
              control={form.control}
              name="code"
              render={({ field }) => (
                <FormItem className="max-w-xs">
                  <FormLabel>{COPY.codeLabel}</FormLabel>
                  <FormControl>
                    <Input
                      {...field}
                      onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, SIGNATURE_CODE_LENGTH))}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={SIGNATURE_CODE_LENGTH}
                      className="font-mono text-lg tracking-[0.4em]"
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </section>

          <section aria-labelledby="signer-titre" className="space-y-4">
            <h2 id="signer-titre" className="text-xl">
              {COPY.steps.sign}
            </h2>
            <FormField
              control={form.control}
              name="signerName"
              render={({ field }) => (
                <FormItem className="max-w-md">
                  <FormLabel>{COPY.nameLabel}</FormLabel>
                  <FormControl>
                    <Input {...field} autoComplete="name" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <SignatureField
              pad={pad}
              method={method}
              onMethod={(next) => form.setValue('method', next)}
              typed={typed}
              onTyped={setTyped}
              error={form.formState.errors.signature?.message}
            />
            <FormField
              control={form.control}
              name="accept"
              render={({ field }) => (
                <FormItem className="flex items-start gap-3">
                  <FormControl>
                    <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} className="mt-0.5" />
                  </FormControl>
                  <div className="space-y-1">
                    <FormLabel className="leading-snug font-normal">{COPY.accept(session.documents.map((document) => document.role))}</FormLabel>
                    <FormMessage />
                  </div>
                </FormItem>
              )}
            />
          </section>

          {error ? (
            <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={sign.isPending}>
            {sign.isPending ? <Spinner /> : <PenLine aria-hidden="true" />}
            {sign.isPending ? COPY.signing : COPY.submit}
          </Button>
        </form>
      </Form>
    </div>
  )
}
