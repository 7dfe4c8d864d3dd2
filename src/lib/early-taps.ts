import { HYDRATED_ATTRIBUTE } from './hydration.ts'

/** What a tap before hydration may land on that only the app can act on: links are left to the browser. */
const ACTIONABLE = 'button,[role="button"],input[type="radio"],input[type="checkbox"],input[type="submit"],label,summary'

/** How long a kept field may wait, after the mark, for React to take it over before it counts as lost. */
export const FIELD_TAKEOVER_LIMIT_MS = 10_000

/** The pause between two replayed steps: React renders what a refilled field set before the next tap. */
const STEP_DELAY_MS = 50

/**
 * The inline script, in the head, that keeps what a visitor does before React has taken the page over.
 * The scripts load as soon as the HTML arrives, but on a slow phone the page shows before they run: a tap
 * on a button then would do nothing (a server-rendered button has no handler yet), a form sent natively
 * would put its fields (a password among them) in the address as a GET query, and React empties the text
 * fields it takes over. Until the app marks <html> as hydrated:
 * - a tap on a button, a choice, a label, or a form's send is held (its default prevented) and kept, once
 *   per element;
 * - what is typed in a text field, a text area or a list is kept, its last value per field.
 * When the mark appears, each kept element gets its turn, in the order it was first touched, one every
 * 50 ms: a field its value again (emptied, then given its value, each with the value's own setter and an
 * `input` event, which React reads as typing: the empty step makes sure React sees a change even where it
 * still remembers the typed value while showing its own), a form `requestSubmit`, anything else a click.
 * A link still navigates at once: the browser follows it without the app.
 *
 * NOTE (issue #24, the passwords that came back empty): the mark says React has committed the page's root,
 * not every part of it. A part loaded on demand (`lazy` inside `Suspense`, like the closing slide's password
 * fields) stays server-rendered markup until its code arrives: React leaves it "dehydrated", without
 * handlers, and drops an `input` on it. A visitor who typed the passwords there and tapped « Terminer »
 * (already React's) sent React's state, still empty: « Veuillez insérer votre mot de passe. »; and the
 * update reached the part before it was hydrated, so React threw the server markup away and drew it again,
 * empty. Hence, even after the mark:
 * - a field React has not taken over yet (it does not carry React's `__reactProps$…` key, which React puts
 *   on every element it renders) keeps what is typed in it, and while anything is kept every tap and send
 *   is kept too, behind it: nothing overtakes what is waiting;
 * - a kept field is refilled only once React has taken it over (its replacement, by id, if React drew it
 *   again), so the `input` events reach its handlers; each event of a controlled field is rendered by
 *   React before the event returns, and the next step comes a macrotask later, so a tap's handler reads
 *   the refilled values, not a stale state;
 * - a kept field that could not be refilled with its non-empty value (gone, or not taken over within
 *   10 s), or a refilled one that no longer shows its value when a tap's turn comes, drops the taps and
 *   sends kept after it: the form is never sent with what the visitor typed replayed empty.
 * The script is 2.25 KB (1 KB gzip; 1.57 KB before the fields waited for React).
 */
export function earlyTapsScript(): string {
  return [
    '(()=>{',
    `const html=document.documentElement,attr=${JSON.stringify(HYDRATED_ATTRIBUTE)},kept=[],values=new Map(),refilled=new Map();`,
    'let busy=0,lost=0,timer=0,since=0;',
    'const marked=()=>html.hasAttribute(attr);',
    "const live=(field)=>marked()&&field.isConnected&&Object.keys(field).some((key)=>key.startsWith('__reactProps'));",
    `const wake=()=>{if(!timer&&kept.length&&marked())timer=setTimeout(step,${STEP_DELAY_MS})};`,
    'const keep=(event,target)=>{if(!target||busy||(marked()&&!kept.length))return;event.preventDefault();event.stopPropagation();if(!kept.includes(target))kept.push(target);wake()};',
    `addEventListener('click',(event)=>{const target=event.target instanceof Element?event.target.closest(${JSON.stringify(ACTIONABLE)}):null;if(target&&!target.closest('a[href]'))keep(event,target)},true);`,
    "addEventListener('submit',(event)=>keep(event,event.target),true);",
    "addEventListener('input',(event)=>{const field=event.target;if(busy||!(field instanceof HTMLInputElement||field instanceof HTMLTextAreaElement||field instanceof HTMLSelectElement)||['checkbox','radio','file'].includes(field.type)||(live(field)&&!kept.length))return;if(!values.has(field))kept.push(field);values.set(field,field.value);wake()},true);",
    'const step=()=>{timer=0;const head=kept[0],target=head.isConnected?head:(head.id&&document.getElementById(head.id))||head;',
    `if(values.has(head)&&target.isConnected&&!live(target)&&Date.now()-(since=since||Date.now())<${FIELD_TAKEOVER_LIMIT_MS})return wake();`,
    'kept.shift();since=0;busy=1;try{',
    "if(values.has(head)){const value=values.get(head);values.delete(head);if(!live(target)){lost=lost||value!=='';return}const set=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target),'value').set;",
    "for(const typed of ['',value]){set.call(target,typed);target.dispatchEvent(new Event('input',{bubbles:true}))}target.dispatchEvent(new Event('change',{bubbles:true}));refilled.set(target,value)}",
    'else if(!lost&&[...refilled].every(([field,value])=>!field.isConnected||field.value===value)&&target.isConnected){if(target instanceof HTMLFormElement)target.requestSubmit();else target.click()}',
    '}finally{busy=0;if(!kept.length){lost=0;refilled.clear()}wake()}};',
    'new MutationObserver(wake).observe(html,{attributes:true,attributeFilter:[attr]})',
    '})()',
  ].join('')
}
