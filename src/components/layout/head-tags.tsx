import { Asset, useRouter, useTags } from '@tanstack/react-router'

type HeadTag = ReturnType<typeof useTags>[number]

/**
 * A head tag's React key: its tag and attributes, and of its content only the length and the first characters.
 * NOTE: the router's own HeadContent keys each tag by `JSON.stringify` of the whole tag, the inline stylesheet's
 * 80 KB included: a tenth of the server's CPU for each page it renders (profiled on /home), and again on
 * each navigation in the browser. Two tags alike in attributes, length and beginning are not met here.
 */
export function headTagKey({ children, ...rest }: HeadTag): string {
  const content = typeof children === 'string' ? `:${children.length}:${children.slice(0, 80)}` : ''
  return `${JSON.stringify(rest)}${content}`
}

/** The route-managed head tags (title, meta, links, the inline stylesheet, head scripts): the router's HeadContent, keyed cheaply. */
export function HeadTags() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  return (
    <>
      {tags.map((tag) => (
        <Asset {...tag} key={headTagKey(tag)} nonce={nonce} />
      ))}
    </>
  )
}
