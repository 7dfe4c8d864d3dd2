import { HYDRATED_ATTRIBUTE } from './hydration.ts'

/** What a tap before hydration may land on that only the app can act on: links are left to the browser. */
const ACTIONABLE = 'button,[role="button"],input[type="radio"],input[type="checkbox"],input[type="submit"],label,summary'

/**
 * The inline script, in the head, that keeps what a visitor does before React has taken the page over.
 * The scripts load as soon as the HTML arrives, but on a slow phone the page shows before they run: a tap
 * on a button then would do nothing (a server-rendered button has no handler yet), a form sent natively
 * would put its fields (a password among them) in the address as a GET query, and React empties the text
 * fields it takes over. Until the app marks <html> as hydrated:
 * - a tap on a button, a choice, a label, or a form's send is held (its default prevented) and kept, once
 *   per element;
 * - what is typed in a text field, a text area or a list is kept, its last value per field.
 * When the mark appears, each kept element still in the page gets its turn, in the order it was first
 * touched: a field its value again (emptied, then given its value, each with the value's own setter and
 * an `input` event, which React reads as typing: the empty step makes sure React sees a change even where
 * it still remembers the typed value while showing its own), a form `requestSubmit`, anything else a click. A link still navigates at once: the browser
 * follows it without the app. The script is about 1 KB.
 */
export function earlyTapsScript(): string {
  return [
    '(()=>{',
    `const html=document.documentElement,attr=${JSON.stringify(HYDRATED_ATTRIBUTE)},kept=[],values=new Map();`,
    'const waiting=()=>!html.hasAttribute(attr);',
    'const keep=(event,target)=>{if(!target||!waiting())return;event.preventDefault();event.stopPropagation();if(!kept.includes(target))kept.push(target)};',
    `addEventListener('click',(event)=>{const target=event.target instanceof Element?event.target.closest(${JSON.stringify(ACTIONABLE)}):null;if(target&&!target.closest('a[href]'))keep(event,target)},true);`,
    "addEventListener('submit',(event)=>keep(event,event.target),true);",
    "addEventListener('input',(event)=>{const field=event.target;if(!waiting()||!(field instanceof HTMLInputElement||field instanceof HTMLTextAreaElement||field instanceof HTMLSelectElement)||['checkbox','radio','file'].includes(field.type))return;if(!values.has(field))kept.push(field);values.set(field,field.value)},true);",
    'const replay=()=>{for(const target of kept.splice(0)){if(!target.isConnected)continue;',
    "if(values.has(target)){const set=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target),'value').set;",
    "for(const value of ['',values.get(target)]){set.call(target,value);target.dispatchEvent(new Event('input',{bubbles:true}))}target.dispatchEvent(new Event('change',{bubbles:true}))}",
    'else if(target instanceof HTMLFormElement)target.requestSubmit();else target.click()}};',
    'new MutationObserver((_,observer)=>{if(waiting())return;observer.disconnect();setTimeout(replay)}).observe(html,{attributes:true,attributeFilter:[attr]})',
    '})()',
  ].join('')
}
