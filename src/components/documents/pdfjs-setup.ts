import { pdfjs } from 'react-pdf'
// NOTE: the worker is a file of our own build (Vite emits it under /assets), never a CDN.
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

// react-pdf asks for the worker to be set in the module that renders its components: the viewer and the
// thumbnail import this one (both loaded on demand, so pdf.js is no part of a page's first load).
pdfjs.GlobalWorkerOptions.workerSrc = workerSrc

/**
 * pdf.js options. NOTE: pdf.js 6 no longer has `isEvalSupported`: the eval-compiled PostScript functions it
 * guarded are gone (no `eval` or `new Function` left in the worker). Scripting stays off: react-pdf never
 * loads pdf.js's scripting sandbox, and forms and the annotation layer (links, widgets) are not rendered.
 * XFA forms are off (the default, said here so nobody turns it on by accident).
 */
export const PDF_OPTIONS = { enableXfa: false } as const
