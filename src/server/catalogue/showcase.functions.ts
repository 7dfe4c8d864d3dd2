import { createServerFn } from '@tanstack/react-start'
import { payloadClient } from '../payload.server'
import { homeShowcase } from './showcase.server'

/** The home page's catalogue showcase. */
export const getHomeShowcase = createServerFn({ method: 'GET' }).handler(async () => homeShowcase(await payloadClient()))
