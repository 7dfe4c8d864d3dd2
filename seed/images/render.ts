import sharp from 'sharp'
import { interiorSvg, type InteriorRequest } from './interior.ts'

/** JPEG quality of the generated pictures (the site serves the WebP sizes Payload derives from them). */
const JPEG_QUALITY = 82

/** Renders an interior to a JPEG (librsvg through sharp), deterministically. */
export async function renderInteriorJpeg(request: InteriorRequest): Promise<Buffer> {
  return sharp(Buffer.from(interiorSvg(request))).jpeg({ quality: JPEG_QUALITY }).toBuffer()
}
