import { afterEach, describe, expect, it, vi } from 'vitest'
import { Window } from 'happy-dom'
import { earlyTapsScript } from './early-taps'
import { HYDRATED_ATTRIBUTE } from './hydration'

// The inline script run in a page of its own (happy-dom) for each case. React's taking an element over is
// what React leaves on it, its props under a `__reactProps$…` key; the mark is the attribute the root layout sets.

let window: Window
afterEach(() => window.happyDOM.close())

/** Lets the script's steps (50 ms apart) run: what has not happened by then is held. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))
/** Waits until the page's handlers have seen `expected`. */
const seen = (events: string[], expected: string[]) => vi.waitFor(() => expect(events).toEqual(expected), { timeout: 3_000 })
const takeOver = <T extends object>(element: T): T => Object.assign(element, { __reactProps$test: {} })

/** A field and a button as the server drew them, the script in the head; `events` lists what reached the page's own handlers. */
function serverRendered() {
  window = new Window()
  window.eval(earlyTapsScript())
  const { document } = window
  document.body.innerHTML = '<input id="password" type="password"><button type="button">Terminer</button>'
  const field = document.querySelector('input') as unknown as HTMLInputElement
  const button = document.querySelector('button') as unknown as HTMLButtonElement
  const events: string[] = []
  field.addEventListener('input', () => events.push(`input:${field.value}`))
  button.addEventListener('click', () => events.push(`click:${document.querySelector('input')?.value}`))
  const mark = () => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  const type = (value: string) => {
    field.value = value
    field.dispatchEvent(new window.Event('input', { bubbles: true }) as unknown as Event)
  }
  return { document, field, button, events, mark, type }
}

describe('the early taps script', () => {
  it('holds a tap made before the mark and makes it once the mark is set', async () => {
    const { button, events, mark } = serverRendered()
    button.click()
    await settle()
    expect(events).toEqual([])
    mark()
    await seen(events, ['click:'])
  })

  it('after the mark, keeps what is typed in a field React has not taken over, and the tap behind it, until React has it', async () => {
    const { field, button, events, mark, type } = serverRendered()
    takeOver(button)
    mark()
    type('secret')
    button.click()
    await settle()
    expect(events).toEqual(['input:secret'])
    takeOver(field)
    await seen(events, ['input:secret', 'input:', 'input:secret', 'click:secret'])
  })

  it('drops the tap behind a typed field that is gone before it could be refilled', async () => {
    const { field, button, events, mark, type } = serverRendered()
    type('secret')
    button.click()
    field.remove()
    mark()
    await settle()
    expect(events).toEqual(['input:secret'])
  })

  it('refills the field React drew again in place of the typed one (same id), then taps', async () => {
    const { document, field, button, events, mark, type } = serverRendered()
    type('secret')
    button.click()
    const redrawn = takeOver(document.createElement('input'))
    redrawn.id = 'password'
    redrawn.addEventListener('input', () => events.push(`redrawn:${redrawn.value}`))
    field.replaceWith(redrawn as unknown as Node)
    mark()
    await seen(events, ['input:secret', 'redrawn:', 'redrawn:secret', 'click:secret'])
  })

  it('leaves a page React has taken over alone', () => {
    const { field, button, events, mark, type } = serverRendered()
    takeOver(field)
    takeOver(button)
    mark()
    type('secret')
    button.click()
    expect(events).toEqual(['input:secret', 'click:secret'])
  })

  it('stays small: it is inline on every page', () => {
    expect(earlyTapsScript().length).toBeLessThan(2_400)
  })
})
