import { describe, expect, it } from 'vitest'
import type { Photo } from '../../payload-types.ts'
import { responsiveImage } from './responsive-image.ts'

const size = (filename: string, width: number, height: number) => ({ filename, width, height })

const photo = (overrides: Partial<Photo> = {}): Photo =>
  ({
    id: 7,
    filename: 'salon.jpg',
    width: 1600,
    height: 1200,
    alt: 'Un salon clair',
    sizes: {
      thumbnail: size('salon-320x240.webp', 320, 240),
      card: size('salon-640x480.webp', 640, 480),
      large: size('salon-1280x960.webp', 1280, 960),
    },
    updatedAt: '2026-11-23T00:00:00.000Z',
    createdAt: '2026-11-23T00:00:00.000Z',
    ...overrides,
  }) as Photo

describe('responsiveImage', () => {
  it('offers every generated size, smallest first, then the original, with the card size as src', () => {
    expect(responsiveImage(photo(), 'Style')).toEqual({
      src: '/uploads/photos/img/salon-640x480.webp',
      srcSet:
        '/uploads/photos/img/salon-320x240.webp 320w, /uploads/photos/img/salon-640x480.webp 640w, /uploads/photos/img/salon-1280x960.webp 1280w, /uploads/photos/img/salon.jpg 1600w',
      width: 640,
      height: 480,
      alt: 'Un salon clair',
    })
  })

  it('leaves out sizes not generated (a photo uploaded before a size existed) and falls back to the given text', () => {
    const older = photo({ alt: '', sizes: { card: size('salon-640x480.webp', 640, 480), large: size('salon-1280x960.webp', 1280, 960) } })
    expect(responsiveImage(older, 'Style Art déco')).toMatchObject({
      srcSet: '/uploads/photos/img/salon-640x480.webp 640w, /uploads/photos/img/salon-1280x960.webp 1280w, /uploads/photos/img/salon.jpg 1600w',
      alt: 'Style Art déco',
    })
  })

  it('is null for a photo without its file', () => {
    expect(responsiveImage(photo({ filename: null }), 'Style')).toBeNull()
  })
})
