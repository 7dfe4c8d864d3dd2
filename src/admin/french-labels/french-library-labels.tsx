'use client'
import { useEffect, type ReactNode } from 'react'
import { frenchLibraryLabel, LABEL_ATTRIBUTES } from './library-labels.ts'

/** Rewrites the attribute `name` of `element` in French if it holds one of the libraries' labels. */
function translateAttribute(element: Element, name: string): void {
  const value = element.getAttribute(name)
  const french = value === null ? null : frenchLibraryLabel(value)
  if (french !== null) element.setAttribute(name, french)
}

/** Rewrites in French, under `root`, the libraries' English labels and texts ({@link frenchLibraryLabel}). */
function translate(root: Node): void {
  if (root instanceof Element) {
    for (const element of [root, ...root.querySelectorAll(LABEL_ATTRIBUTES.map((name) => `[${name}]`).join(','))]) {
      for (const name of LABEL_ATTRIBUTES) translateAttribute(element, name)
    }
  }
  const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let text = root.nodeType === Node.TEXT_NODE ? root : texts.nextNode(); text; text = texts.nextNode()) {
    const french = frenchLibraryLabel(text.nodeValue ?? '')
    if (french !== null) text.nodeValue = french
  }
}

/**
 * The admin's provider that keeps the libraries' hard-coded English out of the back office (issue #23,
 * "the whole admin in French"): the page as it is, then everything added or relabelled later (a toast,
 * the editor's handles), is rewritten with {@link frenchLibraryLabel}. Registered in payload.config's
 * `admin.components.providers`.
 */
export function FrenchLibraryLabels({ children }: { children?: ReactNode }) {
  useEffect(() => {
    translate(document.body)
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'childList') mutation.addedNodes.forEach(translate)
        else if (mutation.type === 'attributes' && mutation.target instanceof Element) translateAttribute(mutation.target, mutation.attributeName as string)
        else translate(mutation.target)
      }
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: [...LABEL_ATTRIBUTES] })
    return () => observer.disconnect()
  }, [])
  return children
}
