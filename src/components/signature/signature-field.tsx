import { useId, type RefObject } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { SignaturePad, type SignaturePadHandle } from './signature-pad'
import { SIGNING_COPY as COPY } from './copy'

export type SignatureMethod = 'drawn' | 'typed'

/**
 * 'Votre signature': drawn on the pad or typed (the typed name rendered as a signature). The image is taken
 * from the pad or the text when the form is sent; `error` is the schema's message for it.
 */
export function SignatureField({
  pad,
  method,
  onMethod,
  typed,
  onTyped,
  error,
}: {
  pad: RefObject<SignaturePadHandle | null>
  method: SignatureMethod
  onMethod: (method: SignatureMethod) => void
  typed: string
  onTyped: (typed: string) => void
  error?: string
}) {
  const padHintId = useId()
  const typedId = useId()
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{COPY.modeLabel}</legend>
      <Tabs value={method} onValueChange={(value) => onMethod(value as SignatureMethod)}>
        <TabsList>
          <TabsTrigger value="drawn">{COPY.modes.drawn}</TabsTrigger>
          <TabsTrigger value="typed">{COPY.modes.typed}</TabsTrigger>
        </TabsList>
        <TabsContent value="drawn" className="space-y-2 pt-2">
          <p id={padHintId} className="text-sm text-muted-foreground">
            {COPY.padHint}
          </p>
          <SignaturePad ref={pad} describedBy={error ? `${padHintId} ${padHintId}-erreur` : padHintId} invalid={Boolean(error)} />
        </TabsContent>
        <TabsContent value="typed" className="space-y-2 pt-2">
          <Label htmlFor={typedId}>{COPY.typedLabel}</Label>
          <Input id={typedId} value={typed} onChange={(event) => onTyped(event.target.value)} aria-describedby={`${typedId}-aide`} className="max-w-md" />
          <p id={`${typedId}-aide`} className="text-sm text-muted-foreground">
            {COPY.typedHint}
          </p>
          <p aria-hidden="true" className="rounded-lg border bg-white px-4 py-6 text-center font-serif text-4xl italic text-[#1f2a44]">
            {typed}
          </p>
        </TabsContent>
      </Tabs>
      {error ? (
        <p id={`${padHintId}-erreur`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
