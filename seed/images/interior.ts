import { createRandom, type Random } from './random.ts'
import { darken, jitter, lighten, mix } from './color.ts'
import type { InteriorLook, Palette, PlantKind, Scene } from './look.ts'

/**
 * Draws an interior as SVG: a frontal view of a wall and its floor, a window and its light, furniture,
 * lamps, plants and art, in the palette and materials of a style. Flat shapes with soft light, the way an
 * illustrated moodboard looks; no photo, no text, no network.
 *
 * NOTE: librsvg composites every element that has an `opacity` attribute on its own layer, which costs about
 * a millisecond each; `fill-opacity` and `stroke-opacity` are free. Only the latter are used here.
 */

export const IMAGE_WIDTH = 1280
export const IMAGE_HEIGHT = 960

const W = IMAGE_WIDTH
const H = IMAGE_HEIGHT
/** Where the wall meets the floor. */
const FLOOR = 668
/** Eye level: floor boards converge there. */
const EYE = 430

type Ctx = { look: InteriorLook; p: Palette; rnd: Random; defs: string[]; ids: number }

const f = (value: number) => (Math.round(value * 10) / 10).toString()

function uid(ctx: Ctx, prefix: string): string {
  ctx.ids += 1
  return `${prefix}${ctx.ids}`
}

function rect(x: number, y: number, width: number, height: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, width))}" height="${f(Math.max(0, height))}" fill="${fill}" ${extra}/>`
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" ${extra}/>`
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`
}

/** A soft shadow on the floor under a piece of furniture. */
function shadow(cx: number, y: number, width: number, depth = 16, strength = 0.16): string {
  return ellipse(cx, y, width / 2, depth, '#000000', `fill-opacity="${strength}"`)
}

function linearGradient(ctx: Ctx, stops: [number, string, number?][], direction: 'vertical' | 'horizontal' = 'vertical'): string {
  const id = uid(ctx, 'lg')
  const [x2, y2] = direction === 'vertical' ? [0, 1] : [1, 0]
  const body = stops
    .map(([offset, color, alpha]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${alpha ?? 1}"/>`)
    .join('')
  ctx.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`)
  return `url(#${id})`
}

function radialGradient(ctx: Ctx, color: string, alpha: number): string {
  const id = uid(ctx, 'rg')
  ctx.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${alpha}"/><stop offset="0.45" stop-color="${color}" stop-opacity="${alpha * 0.45}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  )
  return `url(#${id})`
}

function glow(ctx: Ctx, cx: number, cy: number, radius: number, alpha = 0.55): string {
  return ellipse(cx, cy, radius, radius, radialGradient(ctx, '#fff3d6', alpha))
}

// ---------------------------------------------------------------------------------------------------------
// Walls and floors

function wall(ctx: Ctx, lightFromLeft: boolean): string {
  const { p, look, rnd } = ctx
  const light = linearGradient(
    ctx,
    lightFromLeft
      ? [[0, lighten(p.wall, 0.1)], [1, darken(p.wall, 0.07)]]
      : [[0, darken(p.wall, 0.07)], [1, lighten(p.wall, 0.1)]],
    'horizontal',
  )
  const parts = [rect(0, 0, W, FLOOR, light)]
  switch (look.wall) {
    case 'brick': {
      const height = 27
      for (let row = 0; row * height < FLOOR; row++) {
        const offset = row % 2 === 0 ? 0 : -34
        for (let x = offset; x < W; x += 68) {
          parts.push(rect(x + 2, row * height + 2, 64, height - 4, jitter(p.wallAlt, 0.1, rnd.next), 'rx="2"'))
        }
      }
      parts.push(rect(0, 0, W, FLOOR, light, 'fill-opacity="0.28"'))
      break
    }
    case 'mouldings': {
      const rail = FLOOR - 250
      const stroke = `stroke="${lighten(p.wall, 0.45)}" stroke-width="6" fill-opacity="0"`
      const inner = `stroke="${darken(p.wall, 0.08)}" stroke-width="2" fill-opacity="0"`
      parts.push(rect(0, rail, W, 10, lighten(p.wall, 0.35)))
      for (let x = 40; x < W - 60; x += 310) {
        parts.push(rect(x, 70, 270, rail - 110, p.wall, stroke), rect(x + 6, 76, 258, rail - 122, p.wall, inner))
        parts.push(rect(x, rail + 40, 270, FLOOR - rail - 80, p.wall, stroke))
      }
      parts.push(rect(0, 0, W, 34, lighten(p.wall, 0.3)), rect(0, 34, W, 6, darken(p.wall, 0.08)))
      break
    }
    case 'limewash':
      for (let index = 0; index < 34; index++) {
        const tone = rnd.chance(0.5) ? lighten(p.wall, 0.25) : darken(p.wall, 0.12)
        parts.push(ellipse(rnd.between(0, W), rnd.between(0, FLOOR), rnd.between(80, 260), rnd.between(50, 160), tone, `fill-opacity="${f(rnd.between(0.05, 0.14))}"`))
      }
      break
    case 'slats':
      break
    case 'stripes':
      for (let x = 0; x < W; x += 84) parts.push(rect(x, 0, 42, FLOOR, p.wallAlt, 'fill-opacity="0.55"'))
      break
    case 'wainscot': {
      const top = FLOOR - 300
      parts.push(rect(0, top, W, FLOOR - top, p.wallAlt), rect(0, top - 8, W, 12, lighten(p.wallAlt, 0.15)))
      for (let x = 0; x < W; x += 46) parts.push(line(x, top + 6, x, FLOOR, darken(p.wallAlt, 0.12), 2))
      break
    }
    case 'two-tone': {
      const top = FLOOR - 330
      parts.push(rect(0, top, W, FLOOR - top, p.wallAlt))
      break
    }
    case 'plain':
      break
  }
  // The ceiling's shade at the top of the wall.
  parts.push(rect(0, 0, W, 200, linearGradient(ctx, [[0, '#000000', 0.1], [1, '#000000', 0]])))
  if (ctx.look.extras.includes('beams')) parts.push(beams(ctx))
  return parts.join('')
}

function beams(ctx: Ctx): string {
  const { p } = ctx
  const beam = darken(p.wood, 0.15)
  const parts = [rect(0, 0, W, 46, beam), rect(0, 46, W, 8, darken(beam, 0.25))]
  for (let x = 60; x < W; x += 260) parts.push(rect(x, 0, 54, 62, darken(beam, 0.08)), rect(x, 62, 54, 6, darken(beam, 0.3)))
  return parts.join('')
}

function slatPanel(ctx: Ctx, x: number, width: number, top: number): string {
  const { p } = ctx
  const parts = [rect(x, top, width, FLOOR - top, darken(p.wood, 0.35))]
  for (let slat = x + 4; slat < x + width - 10; slat += 22) parts.push(rect(slat, top, 14, FLOOR - top, jitter(p.wood, 0.05, ctx.rnd.next)))
  return parts.join('')
}

function floor(ctx: Ctx): string {
  const { p, look, rnd } = ctx
  const parts = [rect(0, FLOOR, W, H - FLOOR, p.floor)]
  const depth = H - FLOOR
  switch (look.floor) {
    case 'planks':
    case 'wide-planks': {
      const spacing = look.floor === 'planks' ? 62 : 104
      const vanishingX = W / 2 + rnd.between(-80, 80)
      const stretch = (H - EYE) / (FLOOR - EYE)
      for (let x = -W; x < 2 * W; x += spacing) {
        const bottomX = vanishingX + (x - vanishingX) * stretch
        parts.push(line(x, FLOOR, bottomX, H, darken(p.floor, 0.22), 1.6, 'stroke-opacity="0.7"'))
        // Staggered board ends.
        const joint = rnd.between(0.15, 0.85)
        const jx = x + (bottomX - x) * joint
        const jy = FLOOR + depth * joint
        const half = (spacing * (1 + (stretch - 1) * joint)) / 2
        parts.push(line(jx - half, jy, jx + half, jy, darken(p.floor, 0.18), 1.2, 'stroke-opacity="0.6"'))
      }
      for (let stripe = 0; stripe < 10; stripe++) {
        const y = FLOOR + rnd.between(0, depth)
        parts.push(rect(0, y, W, rnd.between(3, 10), lighten(p.floor, 0.12), 'fill-opacity="0.25"'))
      }
      break
    }
    case 'herringbone': {
      const id = uid(ctx, 'pt')
      const dark = darken(p.floor, 0.15)
      ctx.defs.push(
        `<pattern id="${id}" width="80" height="80" patternUnits="userSpaceOnUse" patternTransform="translate(0 ${FLOOR}) scale(1 0.42)">` +
          `<rect width="80" height="80" fill="${p.floor}"/>` +
          `<path d="M0 0 L40 40 L40 80 M40 40 L80 0 M0 40 L40 80 M40 80 L80 40 M0 80 L0 40 M80 80 L80 40" stroke="${dark}" stroke-width="2.5" fill="none"/>` +
          `<path d="M0 0 L40 40 L0 80 Z" fill="${lighten(p.floor, 0.06)}"/></pattern>`,
      )
      parts.push(rect(0, FLOOR, W, depth, `url(#${id})`))
      break
    }
    case 'terracotta': {
      const size = 78
      for (let row = 0; row * 30 < depth; row++) {
        const tileHeight = 24 + row * 7
        const y = FLOOR + row * 30 + (row * (row - 1) * 7) / 2
        if (y > H) break
        const width = size * (1 + row * 0.28)
        const offset = row % 2 === 0 ? 0 : width / 2
        for (let x = -width + offset + ((W / 2) % width); x < W + width; x += width) {
          parts.push(rect(x + 2, y + 2, width - 4, tileHeight - 4, jitter(p.floor, 0.08, rnd.next), 'rx="2"'))
        }
      }
      break
    }
    case 'checker': {
      const id = uid(ctx, 'pt')
      ctx.defs.push(
        `<pattern id="${id}" width="120" height="120" patternUnits="userSpaceOnUse" patternTransform="translate(${W / 2} ${FLOOR}) scale(1 0.45) rotate(45)">` +
          `<rect width="120" height="120" fill="${p.floor}"/><rect width="60" height="60" fill="${darken(p.floor, 0.78)}"/><rect x="60" y="60" width="60" height="60" fill="${darken(p.floor, 0.78)}"/></pattern>`,
      )
      parts.push(rect(0, FLOOR, W, depth, `url(#${id})`))
      break
    }
    case 'concrete':
      for (let index = 0; index < 18; index++) {
        parts.push(ellipse(rnd.between(0, W), rnd.between(FLOOR, H), rnd.between(80, 220), rnd.between(14, 40), rnd.chance(0.5) ? lighten(p.floor, 0.15) : darken(p.floor, 0.08), 'fill-opacity="0.35"'))
      }
      break
  }
  // Farther is darker; the skirting board sits on top.
  parts.push(rect(0, FLOOR, W, depth, linearGradient(ctx, [[0, '#000000', 0.16], [0.6, '#000000', 0.02], [1, '#000000', 0]])))
  parts.push(rect(0, FLOOR - 16, W, 16, ctx.look.wall === 'wainscot' ? darken(p.wallAlt, 0.1) : lighten(p.trim, 0.05)), rect(0, FLOOR - 1, W, 3, darken(p.trim, 0.18)))
  return parts.join('')
}

// ---------------------------------------------------------------------------------------------------------
// Window and light

type WindowPlacement = { top?: number; bottom?: number }

function windowWithLight(ctx: Ctx, x: number, width: number, placement: WindowPlacement = {}): string {
  const { p, look } = ctx
  const parts: string[] = []
  const sky = linearGradient(ctx, [[0, lighten(p.sky, 0.05)], [1, lighten(p.sky, 0.55)]])
  const frame = p.trim
  const isFullHeight = look.window === 'french' || look.window === 'arch' || look.window === 'grid'
  const top = placement.top ?? (look.window === 'round' ? 170 : look.window === 'wide' ? 120 : 70)
  const bottom = look.window === 'round' ? top + width : (placement.bottom ?? (isFullHeight ? FLOOR - 16 : FLOOR - 170))
  const height = bottom - top
  const cx = x + width / 2
  // A view: a hint of trees across the street, cut to the glass.
  const clipId = uid(ctx, 'clip')
  const r = width / 2
  const glassShape =
    look.window === 'arch'
      ? `<path d="M${f(x)} ${f(bottom)} L${f(x)} ${f(top + r)} A${f(r)} ${f(r)} 0 0 1 ${f(x + width)} ${f(top + r)} L${f(x + width)} ${f(bottom)} Z"/>`
      : look.window === 'round'
        ? `<circle cx="${f(cx)}" cy="${f(top + r)}" r="${f(r)}"/>`
        : `<rect x="${f(x)}" y="${f(top)}" width="${f(width)}" height="${f(height)}"/>`
  ctx.defs.push(`<clipPath id="${clipId}">${glassShape}</clipPath>`)
  const treeTop = top + Math.min(height * 0.55, 260)
  const view = `<g clip-path="url(#${clipId})">${[
    ellipse(cx - width * 0.3, treeTop + 60, width * 0.42, 90, mix(p.plant, p.sky, 0.55)),
    ellipse(cx + width * 0.35, treeTop + 30, width * 0.38, 110, mix(p.plant, p.sky, 0.45)),
    rect(x, treeTop + 80, width, bottom - treeTop, mix(p.plant, p.sky, 0.5)),
    rect(x, treeTop + 150, width, bottom - treeTop, lighten(mix(p.wall, p.sky, 0.4), 0.2)),
  ].join('')}</g>`
  if (look.window === 'arch') {
    const outline = `M${f(x)} ${f(bottom)} L${f(x)} ${f(top + r)} A${f(r)} ${f(r)} 0 0 1 ${f(x + width)} ${f(top + r)} L${f(x + width)} ${f(bottom)} Z`
    parts.push(path(outline, frame, `stroke="${frame}" stroke-width="22"`), path(outline, sky), view)
    parts.push(path(outline, 'none', `stroke="${frame}" stroke-width="14" fill-opacity="0"`))
    parts.push(line(cx, top, cx, bottom, frame, 8))
    for (let y = top + r; y < bottom - 40; y += 130) parts.push(line(x, y, x + width, y, frame, 6))
  } else if (look.window === 'round') {
    parts.push(ellipse(cx, top + r, r + 12, r + 12, frame), ellipse(cx, top + r, r, r, sky), view, line(cx - r, top + r, cx + r, top + r, frame, 6), line(cx, top, cx, top + width, frame, 6))
  } else {
    parts.push(rect(x - 12, top - 12, width + 24, height + 24, frame), rect(x, top, width, height, sky), view)
    if (look.window === 'grid') {
      const cols = Math.max(2, Math.round(width / 90))
      for (let col = 1; col < cols; col++) parts.push(line(x + (width * col) / cols, top, x + (width * col) / cols, bottom, frame, 7))
      for (let y = top + 110; y < bottom - 20; y += 110) parts.push(line(x, y, x + width, y, frame, 7))
      parts.push(rect(x - 12, top - 12, width + 24, height + 24, 'none', `stroke="${darken(frame, 0.2)}" stroke-width="6" fill-opacity="0"`))
    } else {
      parts.push(line(cx, top, cx, bottom, frame, 10))
      const rows = look.window === 'french' ? 4 : 2
      for (let row = 1; row < rows; row++) parts.push(line(x, top + (height * row) / rows, x + width, top + (height * row) / rows, frame, 6))
    }
  }
  parts.push(rect(x - 24, bottom, width + 48, 10, lighten(frame, 0.1)))
  // The light the window throws on the floor and the wall.
  const beamBottom = Math.min(H, bottom + 320)
  parts.push(
    path(`M${f(x)} ${f(bottom)} L${f(x + width)} ${f(bottom)} L${f(x + width + 260)} ${f(beamBottom)} L${f(x + 120)} ${f(beamBottom)} Z`, '#fff8e6', 'fill-opacity="0.16"'),
    ellipse(cx, top + height / 2, width * 1.1, height * 0.7, radialGradient(ctx, '#fff8e6', 0.22)),
  )
  if (look.extras.includes('curtains')) {
    for (const side of [x - 70, x + width + 10]) {
      parts.push(rect(side, top - 30, 60, bottom - top + 30, p.textileAlt, 'rx="6"'))
      for (let fold = side + 12; fold < side + 60; fold += 16) parts.push(line(fold, top - 20, fold, bottom, darken(p.textileAlt, 0.12), 3))
    }
    parts.push(line(x - 90, top - 34, x + width + 90, top - 34, p.metal, 5))
  }
  return parts.join('')
}

// ---------------------------------------------------------------------------------------------------------
// Art, mirrors, shelves

function frameAround(ctx: Ctx, x: number, y: number, width: number, height: number, inner: string): string {
  const { p } = ctx
  const frameColor = ctx.look.art === 'sunburst' ? p.metal : ctx.rnd.pick([p.wood, darken(p.wood, 0.5), p.metal])
  return [
    rect(x + 6, y + 8, width, height, '#000000', 'fill-opacity="0.12"'),
    rect(x - 8, y - 8, width + 16, height + 16, frameColor),
    rect(x, y, width, height, lighten(p.wall, 0.6)),
    inner,
  ].join('')
}

function art(ctx: Ctx, cx: number, y: number, width: number, height: number): string {
  const { p, look, rnd } = ctx
  const x = cx - width / 2
  const inset = 26
  const ix = x + inset
  const iy = y + inset
  const iw = width - inset * 2
  const ih = height - inset * 2
  const paper = lighten(p.wall, 0.7)
  const colors = [p.accent, p.accentAlt, p.textileAlt, darken(p.wood, 0.1)]
  let inner = rect(ix, iy, iw, ih, paper)
  switch (look.art) {
    case 'circles':
      inner += ellipse(ix + iw * rnd.between(0.3, 0.45), iy + ih * 0.42, iw * 0.26, iw * 0.26, rnd.pick(colors))
      inner += path(`M${f(ix + iw * 0.35)} ${f(iy + ih)} A${f(iw * 0.32)} ${f(iw * 0.32)} 0 0 1 ${f(ix + iw * 0.99)} ${f(iy + ih)} Z`, rnd.pick(colors))
      inner += ellipse(ix + iw * 0.78, iy + ih * 0.22, iw * 0.08, iw * 0.08, darken(p.metal, 0.2))
      break
    case 'arches':
      for (let index = 0; index < 3; index++) {
        const r = iw * (0.42 - index * 0.12)
        inner += path(`M${f(ix + iw / 2 - r)} ${f(iy + ih)} L${f(ix + iw / 2 - r)} ${f(iy + ih - r * 1.2)} A${f(r)} ${f(r)} 0 0 1 ${f(ix + iw / 2 + r)} ${f(iy + ih - r * 1.2)} L${f(ix + iw / 2 + r)} ${f(iy + ih)} Z`, colors[index % colors.length] ?? p.accent)
      }
      break
    case 'waves':
      for (let index = 0; index < 6; index++) {
        const wy = iy + ih * (0.3 + index * 0.12)
        inner += path(`M${f(ix)} ${f(wy)} Q${f(ix + iw * 0.25)} ${f(wy - 18)} ${f(ix + iw * 0.5)} ${f(wy)} T${f(ix + iw)} ${f(wy)}`, 'none', `stroke="${index % 2 ? p.accent : p.accentAlt}" stroke-width="7" fill-opacity="0"`)
      }
      inner += ellipse(ix + iw * 0.72, iy + ih * 0.16, iw * 0.09, iw * 0.09, p.accentAlt)
      break
    case 'sunburst': {
      const ox = ix + iw / 2
      const oy = iy + ih * 0.95
      inner += rect(ix, iy, iw, ih, darken(p.wallAlt, 0.25))
      for (let ray = 0; ray <= 12; ray++) {
        const angle = Math.PI + (Math.PI * ray) / 12
        inner += line(ox, oy, ox + Math.cos(angle) * iw * 0.6, oy + Math.sin(angle) * iw * 0.6, p.metal, 3)
      }
      inner += path(`M${f(ox - iw * 0.2)} ${f(oy)} A${f(iw * 0.2)} ${f(iw * 0.2)} 0 0 1 ${f(ox + iw * 0.2)} ${f(oy)} Z`, p.metal)
      break
    }
    case 'rainbow':
      for (let band = 0; band < 4; band++) {
        const r = iw * (0.45 - band * 0.09)
        inner += path(`M${f(ix + iw / 2 - r)} ${f(iy + ih * 0.85)} A${f(r)} ${f(r)} 0 0 1 ${f(ix + iw / 2 + r)} ${f(iy + ih * 0.85)} Z`, [p.accent, p.accentAlt, p.textileAlt, paper][band] ?? paper)
      }
      break
    case 'botanical':
      inner += line(ix + iw / 2, iy + ih * 0.9, ix + iw / 2, iy + ih * 0.15, darken(p.plant, 0.2), 3)
      for (let leaf = 0; leaf < 6; leaf++) {
        const ly = iy + ih * (0.25 + leaf * 0.11)
        const side = leaf % 2 === 0 ? -1 : 1
        inner += ellipse(ix + iw / 2 + side * iw * 0.15, ly, iw * 0.16, ih * 0.045, p.plant, `transform="rotate(${side * -25} ${f(ix + iw / 2 + side * iw * 0.15)} ${f(ly)})"`)
      }
      break
    case 'lines':
      inner += line(ix + iw * 0.2, iy + ih * 0.8, ix + iw * 0.8, iy + ih * 0.2, darken(p.metal, 0.3), 3)
      inner += path(`M${f(ix + iw * 0.15)} ${f(iy + ih * 0.55)} Q${f(ix + iw * 0.5)} ${f(iy + ih * 0.2)} ${f(ix + iw * 0.85)} ${f(iy + ih * 0.6)}`, 'none', `stroke="${darken(p.wall, 0.5)}" stroke-width="3" fill-opacity="0"`)
      inner += ellipse(ix + iw * 0.62, iy + ih * 0.62, iw * 0.1, iw * 0.1, p.accent)
      break
    case 'landscape':
      inner += rect(ix, iy, iw, ih * 0.6, lighten(p.sky, 0.2))
      inner += ellipse(ix + iw * 0.7, iy + ih * 0.3, iw * 0.1, iw * 0.1, p.accentAlt)
      inner += rect(ix, iy + ih * 0.6, iw, ih * 0.4, p.accent)
      inner += path(`M${f(ix)} ${f(iy + ih * 0.62)} Q${f(ix + iw * 0.3)} ${f(iy + ih * 0.45)} ${f(ix + iw * 0.6)} ${f(iy + ih * 0.6)} L${f(ix)} ${f(iy + ih * 0.6)} Z`, darken(p.plant, 0.1))
      break
    case 'gallery':
      break
  }
  if (look.art === 'gallery') {
    const frames = [
      [cx - width * 0.55, y, width * 0.45, height * 0.6],
      [cx + width * 0.02, y + height * 0.08, width * 0.35, height * 0.42],
      [cx + width * 0.02, y + height * 0.58, width * 0.22, height * 0.3],
      [cx - width * 0.3, y + height * 0.7, width * 0.25, height * 0.3],
    ] as const
    return frames
      .map(([fx, fy, fw, fh], index) => {
        const content = index % 2 === 0 ? ellipse(fx + fw / 2, fy + fh / 2, fw * 0.28, fh * 0.28, colors[index] ?? p.accent) : rect(fx + fw * 0.2, fy + fh * 0.2, fw * 0.6, fh * 0.6, colors[index] ?? p.accent)
        return frameAround(ctx, fx, fy, fw, fh, rect(fx + 8, fy + 8, fw - 16, fh - 16, paper) + content)
      })
      .join('')
  }
  return frameAround(ctx, x, y, width, height, inner)
}

function mirror(ctx: Ctx, cx: number, y: number, width: number, height: number, shape: 'round' | 'arch'): string {
  const { p } = ctx
  const glass = linearGradient(ctx, [[0, lighten(p.sky, 0.35)], [0.5, lighten(p.wall, 0.35)], [1, darken(p.wall, 0.05)]], 'horizontal')
  if (shape === 'round') {
    const r = width / 2
    return [ellipse(cx + 6, y + r + 8, r, r, '#000000', 'fill-opacity="0.12"'), ellipse(cx, y + r, r + 9, r + 9, p.metal), ellipse(cx, y + r, r, r, glass), path(`M${f(cx - r * 0.5)} ${f(y + r * 1.5)} L${f(cx + r * 0.3)} ${f(y + r * 0.3)}`, 'none', `stroke="#ffffff" stroke-opacity="0.35" stroke-width="10"`)].join('')
  }
  const r = width / 2
  const d = `M${f(cx - r)} ${f(y + height)} L${f(cx - r)} ${f(y + r)} A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(y + r)} L${f(cx + r)} ${f(y + height)} Z`
  return [path(d, p.metal, `stroke="${p.metal}" stroke-width="16"`), path(d, glass), line(cx - r * 0.4, y + height * 0.7, cx + r * 0.2, y + height * 0.25, '#ffffff', 10, 'stroke-opacity="0.3"')].join('')
}

function shelves(ctx: Ctx, x: number, width: number, top: number, rows: number): string {
  const { p, rnd } = ctx
  const parts: string[] = []
  for (let row = 0; row < rows; row++) {
    const y = top + row * 110
    parts.push(rect(x, y, width, 10, p.wood), rect(x, y + 10, width, 5, darken(p.wood, 0.3)))
    let cursor = x + 12
    while (cursor < x + width - 50) {
      if (rnd.chance(0.55)) {
        const books = rnd.integer(3, 7)
        for (let book = 0; book < books && cursor < x + width - 20; book++) {
          const bookHeight = rnd.between(52, 80)
          const bookWidth = rnd.between(10, 17)
          parts.push(rect(cursor, y - bookHeight, bookWidth, bookHeight, jitter(rnd.pick([p.accent, p.textileAlt, p.ceramic, p.accentAlt, darken(p.wood, 0.3)]), 0.1, rnd.next)))
          cursor += bookWidth + 1
        }
        cursor += rnd.between(18, 36)
      } else {
        const vaseWidth = rnd.between(26, 44)
        parts.push(vase(ctx, cursor + vaseWidth / 2, y, vaseWidth, rnd.between(40, 70)))
        cursor += vaseWidth + rnd.between(20, 40)
      }
    }
  }
  return parts.join('')
}

function vase(ctx: Ctx, cx: number, bottom: number, width: number, height: number, color?: string): string {
  const { p, rnd } = ctx
  const fill = color ?? rnd.pick([p.ceramic, p.accentAlt, lighten(p.ceramic, 0.3), darken(p.ceramic, 0.25)])
  const neck = width * 0.28
  const d = `M${f(cx - neck)} ${f(bottom - height)} Q${f(cx - width * 0.75)} ${f(bottom - height * 0.55)} ${f(cx - width / 2)} ${f(bottom)} L${f(cx + width / 2)} ${f(bottom)} Q${f(cx + width * 0.75)} ${f(bottom - height * 0.55)} ${f(cx + neck)} ${f(bottom - height)} Z`
  return path(d, fill) + path(`M${f(cx - width * 0.25)} ${f(bottom - height * 0.7)} Q${f(cx - width * 0.4)} ${f(bottom - height * 0.4)} ${f(cx - width * 0.3)} ${f(bottom - height * 0.15)}`, 'none', `stroke="#ffffff" stroke-opacity="0.3" stroke-width="4"`)
}

// ---------------------------------------------------------------------------------------------------------
// Lamps

function pendant(ctx: Ctx, cx: number, bottom: number, size: number): string {
  const { p, look } = ctx
  const cord = line(cx, 0, cx, bottom - size * 0.6, darken(p.metal, 0.3), 2.5)
  const light = glow(ctx, cx, bottom + size * 0.2, size * 2.2, 0.45)
  switch (look.lamp) {
    case 'paper':
      return [cord, light, ellipse(cx, bottom, size * 0.7, size * 0.62, '#fbf7ef'), ...[-0.35, 0, 0.35].map((k) => line(cx - size * 0.66, bottom + size * k * 0.9, cx + size * 0.66, bottom + size * k * 0.9, '#e3dccd', 1.5))].join('')
    case 'globe':
    case 'arc':
      return [cord, light, ellipse(cx, bottom, size * 0.5, size * 0.5, '#fff7e3'), ellipse(cx - size * 0.15, bottom - size * 0.15, size * 0.15, size * 0.15, '#ffffff', 'fill-opacity="0.7"')].join('')
    case 'rattan': {
      const d = `M${f(cx - size * 0.25)} ${f(bottom - size * 0.6)} Q${f(cx - size)} ${f(bottom - size * 0.2)} ${f(cx - size * 0.9)} ${f(bottom + size * 0.3)} L${f(cx + size * 0.9)} ${f(bottom + size * 0.3)} Q${f(cx + size)} ${f(bottom - size * 0.2)} ${f(cx + size * 0.25)} ${f(bottom - size * 0.6)} Z`
      const weave = [-0.6, -0.3, 0, 0.3, 0.6].map((k) => line(cx + k * size, bottom - size * 0.5, cx + k * size * 1.45, bottom + size * 0.28, darken(p.wood, 0.25), 2)).join('')
      return [cord, light, path(d, p.wood), weave, ellipse(cx, bottom + size * 0.3, size * 0.9, size * 0.1, darken(p.wood, 0.3))].join('')
    }
    case 'brass':
      return [cord, light, path(`M${f(cx - size * 0.7)} ${f(bottom + size * 0.25)} L${f(cx - size * 0.2)} ${f(bottom - size * 0.5)} L${f(cx + size * 0.2)} ${f(bottom - size * 0.5)} L${f(cx + size * 0.7)} ${f(bottom + size * 0.25)} Z`, p.metal), ellipse(cx, bottom + size * 0.25, size * 0.7, size * 0.08, '#fff3d6')].join('')
    case 'dome':
    case 'tripod':
      return [cord, light, path(`M${f(cx - size * 0.75)} ${f(bottom + size * 0.2)} Q${f(cx - size * 0.7)} ${f(bottom - size * 0.55)} ${f(cx)} ${f(bottom - size * 0.55)} Q${f(cx + size * 0.7)} ${f(bottom - size * 0.55)} ${f(cx + size * 0.75)} ${f(bottom + size * 0.2)} Z`, p.accent), ellipse(cx, bottom + size * 0.2, size * 0.75, size * 0.09, '#fff3d6')].join('')
  }
}

function floorLamp(ctx: Ctx, x: number, foot: number, towardsRight: boolean): string {
  const { p, look } = ctx
  const metal = darken(p.metal, 0.1)
  if (look.lamp === 'arc' || look.lamp === 'globe') {
    const reach = towardsRight ? 240 : -240
    const topY = foot - 470
    return [
      shadow(x, foot, 80, 10),
      ellipse(x, foot - 8, 36, 10, metal),
      path(`M${f(x)} ${f(foot - 10)} L${f(x)} ${f(topY + 120)} Q${f(x)} ${f(topY)} ${f(x + reach * 0.6)} ${f(topY + 10)} Q${f(x + reach)} ${f(topY + 30)} ${f(x + reach)} ${f(topY + 90)}`, 'none', `stroke="${metal}" stroke-width="6" fill-opacity="0"`),
      glow(ctx, x + reach, topY + 140, 170, 0.5),
      look.lamp === 'globe'
        ? ellipse(x + reach, topY + 110, 34, 34, '#fff7e3')
        : path(`M${f(x + reach - 48)} ${f(topY + 130)} Q${f(x + reach)} ${f(topY + 50)} ${f(x + reach + 48)} ${f(topY + 130)} Z`, p.accent),
    ].join('')
  }
  const shadeTop = foot - 420
  const shadeColor = look.lamp === 'paper' ? '#fbf7ef' : look.lamp === 'rattan' ? p.wood : lighten(p.textile, 0.3)
  return [
    shadow(x, foot, 90, 10),
    line(x, foot, x, shadeTop + 60, metal, 5),
    line(x - 40, foot, x, shadeTop + 230, look.lamp === 'tripod' ? p.wood : metal, 5),
    line(x + 40, foot, x, shadeTop + 230, look.lamp === 'tripod' ? p.wood : metal, 5),
    glow(ctx, x, shadeTop + 40, 180, 0.5),
    path(`M${f(x - 50)} ${f(shadeTop + 80)} L${f(x - 36)} ${f(shadeTop)} L${f(x + 36)} ${f(shadeTop)} L${f(x + 50)} ${f(shadeTop + 80)} Z`, shadeColor),
    rect(x - 50, shadeTop + 76, 100, 5, darken(shadeColor, 0.1)),
  ].join('')
}

function tableLamp(ctx: Ctx, cx: number, bottom: number, scale = 1): string {
  const { p, look } = ctx
  const base = look.lamp === 'brass' ? p.metal : p.ceramic
  const shadeColor = look.lamp === 'rattan' ? p.wood : look.lamp === 'paper' ? '#fbf7ef' : lighten(p.textile, 0.35)
  return [
    glow(ctx, cx, bottom - 95 * scale, 130 * scale, 0.5),
    ellipse(cx, bottom - 28 * scale, 22 * scale, 28 * scale, base),
    line(cx, bottom - 50 * scale, cx, bottom - 80 * scale, p.metal, 3),
    look.lamp === 'globe' || look.lamp === 'paper'
      ? ellipse(cx, bottom - 104 * scale, 34 * scale, 32 * scale, shadeColor)
      : path(`M${f(cx - 44 * scale)} ${f(bottom - 76 * scale)} L${f(cx - 30 * scale)} ${f(bottom - 132 * scale)} L${f(cx + 30 * scale)} ${f(bottom - 132 * scale)} L${f(cx + 44 * scale)} ${f(bottom - 76 * scale)} Z`, shadeColor),
  ].join('')
}

// ---------------------------------------------------------------------------------------------------------
// Plants

function plant(ctx: Ctx, cx: number, foot: number, scale: number, kind?: PlantKind): string {
  const { p, rnd, look } = ctx
  const species = kind ?? rnd.pick(look.plants.length > 0 ? look.plants : (['fiddle'] as const))
  const green = p.plant
  const potColor = rnd.pick([p.ceramic, darken(p.ceramic, 0.2), p.wood, lighten(p.ceramic, 0.3)])
  const potWidth = 110 * scale
  const potHeight = 105 * scale
  const potTop = foot - potHeight
  const pot = [
    shadow(cx, foot, potWidth * 1.3, 10 * scale),
    path(`M${f(cx - potWidth / 2)} ${f(potTop)} L${f(cx + potWidth / 2)} ${f(potTop)} L${f(cx + potWidth * 0.38)} ${f(foot)} L${f(cx - potWidth * 0.38)} ${f(foot)} Z`, potColor),
    rect(cx - potWidth / 2 - 4, potTop - 6, potWidth + 8, 12 * scale, darken(potColor, 0.08), 'rx="4"'),
  ].join('')
  const leaves: string[] = []
  const tone = () => jitter(green, 0.18, rnd.next)
  switch (species) {
    case 'fiddle': {
      const trunkTop = potTop - 330 * scale
      leaves.push(line(cx, potTop, cx + 6 * scale, trunkTop + 60 * scale, darken(p.wood, 0.3), 7 * scale))
      for (let index = 0; index < 16; index++) {
        const ly = trunkTop + rnd.between(0, 260) * scale
        const lx = cx + rnd.between(-90, 90) * scale
        leaves.push(ellipse(lx, ly, 40 * scale, 26 * scale, tone(), `transform="rotate(${f(rnd.between(-60, 60))} ${f(lx)} ${f(ly)})"`))
      }
      break
    }
    case 'palm':
      for (let index = 0; index < 9; index++) {
        const angle = -90 + rnd.between(-70, 70)
        const length = rnd.between(200, 300) * scale
        const radians = (angle * Math.PI) / 180
        const tipX = cx + Math.cos(radians) * length
        const tipY = potTop + Math.sin(radians) * length
        leaves.push(path(`M${f(cx)} ${f(potTop)} Q${f(cx + Math.cos(radians) * length * 0.5)} ${f(potTop + Math.sin(radians) * length * 0.9)} ${f(tipX)} ${f(tipY + 40 * scale)}`, 'none', `stroke="${tone()}" stroke-width="${f(16 * scale)}" stroke-linecap="round" stroke-dasharray="${f(10 * scale)} ${f(4 * scale)}" fill-opacity="0"`))
      }
      break
    case 'snake':
      for (let index = 0; index < 9; index++) {
        const bx = cx + (index - 4) * 9 * scale
        const height = rnd.between(170, 290) * scale
        const lean = rnd.between(-30, 30) * scale
        leaves.push(path(`M${f(bx - 9 * scale)} ${f(potTop)} Q${f(bx - 14 * scale + lean / 2)} ${f(potTop - height * 0.6)} ${f(bx + lean)} ${f(potTop - height)} Q${f(bx + 14 * scale + lean / 2)} ${f(potTop - height * 0.6)} ${f(bx + 9 * scale)} ${f(potTop)} Z`, tone(), `stroke="${lighten(green, 0.35)}" stroke-width="1.5"`))
      }
      break
    case 'olive': {
      const silver = mix(green, '#b9c2a4', 0.55)
      const crown = potTop - 300 * scale
      leaves.push(path(`M${f(cx)} ${f(potTop)} Q${f(cx - 20 * scale)} ${f(potTop - 120 * scale)} ${f(cx + 10 * scale)} ${f(crown + 60 * scale)}`, 'none', `stroke="${darken(p.wood, 0.35)}" stroke-width="${f(9 * scale)}" fill-opacity="0"`))
      for (let index = 0; index < 60; index++) {
        const lx = cx + rnd.between(-130, 130) * scale
        const ly = crown + rnd.between(-40, 140) * scale - Math.abs(lx - cx) * 0.2
        leaves.push(ellipse(lx, ly, 15 * scale, 5 * scale, jitter(silver, 0.15, rnd.next), `transform="rotate(${f(rnd.between(-50, 50))} ${f(lx)} ${f(ly)})"`))
      }
      break
    }
    case 'branches': {
      const vaseTop = foot - 170 * scale
      const twigs: string[] = []
      for (let index = 0; index < 5; index++) {
        const tipX = cx + rnd.between(-140, 140) * scale
        const tipY = vaseTop - rnd.between(180, 330) * scale
        twigs.push(path(`M${f(cx)} ${f(vaseTop)} Q${f((cx + tipX) / 2 + rnd.between(-30, 30))} ${f((vaseTop + tipY) / 2)} ${f(tipX)} ${f(tipY)}`, 'none', `stroke="${darken(p.wood, 0.45)}" stroke-width="${f(3 * scale)}" fill-opacity="0"`))
        for (let leaf = 0; leaf < 5; leaf++) {
          const k = rnd.between(0.4, 1)
          const lx = cx + (tipX - cx) * k
          const ly = vaseTop + (tipY - vaseTop) * k
          twigs.push(ellipse(lx, ly, 9 * scale, 4 * scale, rnd.chance(0.3) ? p.accentAlt : tone(), `transform="rotate(${f(rnd.between(-60, 60))} ${f(lx)} ${f(ly)})"`))
        }
      }
      return [shadow(cx, foot, 80 * scale, 8), twigs.join(''), vase(ctx, cx, foot, 90 * scale, 170 * scale)].join('')
    }
    case 'monstera':
      for (let index = 0; index < 8; index++) {
        const angle = -90 + rnd.between(-75, 75)
        const radians = (angle * Math.PI) / 180
        const length = rnd.between(130, 220) * scale
        const lx = cx + Math.cos(radians) * length
        const ly = potTop + Math.sin(radians) * length
        leaves.push(line(cx, potTop, lx, ly, darken(green, 0.2), 4 * scale))
        leaves.push(ellipse(lx, ly, 62 * scale, 48 * scale, tone(), `transform="rotate(${f(angle + 90)} ${f(lx)} ${f(ly)})"`))
        leaves.push(line(lx - 40 * scale, ly, lx + 40 * scale, ly, lighten(green, 0.25), 2, `transform="rotate(${f(angle + 90)} ${f(lx)} ${f(ly)})"`))
      }
      break
    case 'pampas': {
      const plume = mix(p.wood, '#f3e7d3', 0.6)
      const vaseTop = foot - 160 * scale
      const plumes: string[] = []
      for (let index = 0; index < 7; index++) {
        const angle = -90 + rnd.between(-40, 40)
        const radians = (angle * Math.PI) / 180
        const length = rnd.between(230, 330) * scale
        const tx = cx + Math.cos(radians) * length
        const ty = vaseTop + Math.sin(radians) * length
        plumes.push(line(cx, vaseTop, tx, ty, darken(plume, 0.2), 2.5 * scale))
        plumes.push(ellipse(tx, ty, 18 * scale, 62 * scale, plume, `fill-opacity="0.85" transform="rotate(${f(angle + 90)} ${f(tx)} ${f(ty)})"`))
      }
      return [shadow(cx, foot, 90 * scale, 8), plumes.join(''), vase(ctx, cx, foot, 100 * scale, 160 * scale)].join('')
    }
  }
  return leaves.join('') + pot
}

// ---------------------------------------------------------------------------------------------------------
// Furniture

function legs(ctx: Ctx, x1: number, x2: number, top: number, foot: number): string {
  const color = ctx.look.seating === 'boxy' || ctx.look.lamp === 'brass' ? ctx.p.metal : darken(ctx.p.wood, 0.2)
  return line(x1, top, x1 - 4, foot, color, 7) + line(x2, top, x2 + 4, foot, color, 7)
}

function cushion(ctx: Ctx, cx: number, y: number, size: number, color: string): string {
  const angle = ctx.rnd.between(-10, 10)
  return rect(cx - size / 2, y - size / 2, size, size, color, `rx="${f(size * 0.25)}" transform="rotate(${f(angle)} ${f(cx)} ${f(y)})"`)
}

function sofa(ctx: Ctx, cx: number, foot: number, width: number): string {
  const { p, look, rnd } = ctx
  const fabric = p.textile
  const dark = darken(fabric, 0.14)
  const x = cx - width / 2
  const parts = [shadow(cx, foot, width * 1.05, 18)]
  const isLow = look.seating === 'low'
  const legHeight = isLow ? 0 : 16
  const seatTop = foot - legHeight - (isLow ? 88 : 100)
  const backTop = seatTop - (isLow ? 80 : 110)
  const arm = look.seating === 'curved' ? 0 : 48
  if (!isLow) parts.push(legs(ctx, x + 40, x + width - 40, foot - legHeight, foot))
  if (isLow) parts.push(rect(x - 16, foot - 26, width + 32, 26, p.wood), rect(x - 16, foot - 26, width + 32, 5, lighten(p.wood, 0.15)))
  switch (look.seating) {
    case 'curved':
      parts.push(path(`M${f(x)} ${f(seatTop + 30)} L${f(x)} ${f(backTop + 90)} Q${f(x)} ${f(backTop - 20)} ${f(cx)} ${f(backTop - 20)} Q${f(x + width)} ${f(backTop - 20)} ${f(x + width)} ${f(backTop + 90)} L${f(x + width)} ${f(seatTop + 30)} Z`, dark))
      for (let channel = x + 40; channel < x + width - 30; channel += 46) parts.push(line(channel, backTop + 10, channel, seatTop + 10, darken(fabric, 0.24), 2.5))
      break
    case 'rattan':
      parts.push(rect(x + arm - 10, backTop, width - 2 * arm + 20, seatTop - backTop + 30, p.wood, 'rx="18"'))
      for (let cane = x + arm; cane < x + width - arm; cane += 14) parts.push(line(cane, backTop + 10, cane, seatTop + 10, darken(p.wood, 0.2), 1.5))
      for (let cane = backTop + 12; cane < seatTop; cane += 14) parts.push(line(x + arm, cane, x + width - arm, cane, darken(p.wood, 0.2), 1.5))
      break
    default: {
      const radius = look.seating === 'rounded' ? 34 : look.seating === 'tufted' ? 22 : 8
      parts.push(rect(x + arm - 10, backTop, width - 2 * arm + 20, seatTop - backTop + 30, dark, `rx="${radius}"`))
      if (look.seating === 'tufted') {
        for (let row = 0; row < 2; row++) {
          for (let bx = x + arm + 30; bx < x + width - arm - 10; bx += 52) parts.push(ellipse(bx + (row % 2) * 26, backTop + 34 + row * 36, 4, 4, darken(fabric, 0.35)))
        }
      } else if (!isLow) {
        const pads = width > 400 ? 3 : 2
        const padWidth = (width - 2 * arm) / pads
        for (let pad = 0; pad < pads; pad++) parts.push(rect(x + arm + pad * padWidth + 4, backTop + 12, padWidth - 8, seatTop - backTop - 6, mix(fabric, dark, 0.5), `rx="${radius}"`))
      }
    }
  }
  parts.push(rect(x, seatTop + 34, width, foot - legHeight - seatTop - 34, dark, `rx="${look.seating === 'boxy' ? 6 : 18}"`))
  parts.push(rect(x + arm - 6, seatTop, width - 2 * arm + 12, 44, fabric, `rx="${look.seating === 'boxy' ? 6 : 16}"`))
  if (arm > 0) {
    const armColor = look.seating === 'rattan' ? p.wood : fabric
    const armTop = seatTop - (look.seating === 'tufted' ? 36 : 22)
    parts.push(rect(x, armTop, arm + 6, foot - legHeight - armTop, armColor, `rx="${look.seating === 'boxy' ? 6 : 22}"`))
    parts.push(rect(x + width - arm - 6, armTop, arm + 6, foot - legHeight - armTop, armColor, `rx="${look.seating === 'boxy' ? 6 : 22}"`))
  }
  parts.push(cushion(ctx, x + arm + 48, seatTop - 26, 74, p.accent), cushion(ctx, x + width - arm - 52, seatTop - 24, 70, p.textileAlt))
  if (rnd.chance(0.6)) parts.push(cushion(ctx, x + arm + 116, seatTop - 18, 62, p.accentAlt))
  if (rnd.chance(0.5)) {
    // A throw over the arm.
    const side = rnd.chance(0.5) ? x + width - arm - 30 : x + arm - 20
    parts.push(rect(side, seatTop - 6, 70, 112, p.textileAlt, 'rx="10"'), line(side + 8, seatTop + 90, side + 62, seatTop + 90, darken(p.textileAlt, 0.2), 2))
  }
  return parts.join('')
}

function armchair(ctx: Ctx, cx: number, foot: number): string {
  const { p, look } = ctx
  const width = 170
  const x = cx - width / 2
  const fabric = look.seating === 'rattan' ? p.wood : p.textileAlt
  const parts = [shadow(cx, foot, width * 1.1, 12), legs(ctx, x + 22, x + width - 22, foot - 14, foot)]
  if (look.seating === 'curved' || look.seating === 'rounded' || look.seating === 'rattan') {
    parts.push(path(`M${f(x)} ${f(foot - 14)} L${f(x)} ${f(foot - 170)} Q${f(x)} ${f(foot - 290)} ${f(cx)} ${f(foot - 290)} Q${f(x + width)} ${f(foot - 290)} ${f(x + width)} ${f(foot - 170)} L${f(x + width)} ${f(foot - 14)} Z`, darken(fabric, 0.1)))
  } else {
    parts.push(rect(x + 8, foot - 260, width - 16, 200, darken(fabric, 0.1), 'rx="12"'))
  }
  parts.push(rect(x, foot - 120, width, 106, fabric, 'rx="20"'), rect(x + 26, foot - 128, width - 52, 38, lighten(fabric, 0.08), 'rx="14"'))
  parts.push(cushion(ctx, cx, foot - 160, 66, p.accent))
  return parts.join('')
}

function coffeeTable(ctx: Ctx, cx: number, foot: number, width: number): string {
  const { p, look, rnd } = ctx
  const top = foot - 74
  const parts = [shadow(cx, foot, width * 1.1, 14)]
  const material = look.floor === 'concrete' || look.seating === 'boxy' ? mix(p.ceramic, '#9a9a96', 0.5) : p.wood
  if (look.seating === 'curved' || look.seating === 'rounded' || rnd.chance(0.3)) {
    parts.push(rect(cx - width * 0.3, top + 10, width * 0.6, foot - top - 10, darken(material, 0.12), 'rx="10"'))
    parts.push(ellipse(cx, top + 10, width / 2, 22, material), ellipse(cx, top + 6, width / 2, 20, lighten(material, 0.1)))
  } else {
    parts.push(legs(ctx, cx - width / 2 + 24, cx + width / 2 - 24, top, foot))
    parts.push(rect(cx - width / 2, top - 6, width, 20, material, 'rx="4"'), rect(cx - width / 2, top + 12, width, 4, darken(material, 0.25)))
  }
  // What sits on it: books, a bowl or a vase.
  parts.push(rect(cx - width * 0.32, top - 22, 86, 14, p.accent), rect(cx - width * 0.3, top - 34, 76, 12, p.ceramic))
  parts.push(vase(ctx, cx + width * 0.18, top - 4, 36, 52))
  return parts.join('')
}

function rug(ctx: Ctx, cx: number, cy: number, width: number, depth: number): string {
  const { p, look } = ctx
  const base = mix(p.textile, p.floor, 0.3)
  switch (look.rug) {
    case 'none':
      return ''
    case 'round':
      return ellipse(cx, cy, width / 2, depth / 2, base) + ellipse(cx, cy, width / 2 - 22, depth / 2 - 8, 'none', `stroke="${p.accentAlt}" stroke-width="4" fill-opacity="0"`)
    case 'jute':
      return ellipse(cx, cy, width / 2, depth / 2, mix(p.wood, '#d9c7a3', 0.6)) + [0.75, 0.5, 0.25].map((k) => ellipse(cx, cy, (width / 2) * k, (depth / 2) * k, 'none', `stroke="${darken(mix(p.wood, '#d9c7a3', 0.6), 0.15)}" stroke-width="2" fill-opacity="0"`)).join('')
    default: {
      const top = cy - depth / 2
      const d = `M${f(cx - width * 0.42)} ${f(top)} L${f(cx + width * 0.42)} ${f(top)} L${f(cx + width / 2)} ${f(top + depth)} L${f(cx - width / 2)} ${f(top + depth)} Z`
      const parts = [path(d, look.rug === 'berber' ? lighten(p.textile, 0.5) : base)]
      if (look.rug === 'stripes') {
        for (let band = 1; band < 4; band++) {
          const y = top + (depth * band) / 4
          parts.push(line(cx - width * (0.42 + 0.08 * (band / 4)), y, cx + width * (0.42 + 0.08 * (band / 4)), y, band % 2 ? p.accent : p.accentAlt, 8))
        }
      }
      if (look.rug === 'berber' || look.rug === 'geometric') {
        for (let motif = -3; motif <= 3; motif++) {
          const mx = cx + motif * width * 0.12
          const my = top + depth / 2
          parts.push(path(`M${f(mx)} ${f(my - depth * 0.3)} L${f(mx + 30)} ${f(my)} L${f(mx)} ${f(my + depth * 0.3)} L${f(mx - 30)} ${f(my)} Z`, 'none', `stroke="${look.rug === 'berber' ? darken(p.wood, 0.5) : p.accent}" stroke-width="3" fill-opacity="0"`))
        }
      }
      return parts.join('')
    }
  }
}

function sideboard(ctx: Ctx, cx: number, foot: number, width: number, height = 170): string {
  const { p, look } = ctx
  const x = cx - width / 2
  const top = foot - height
  const body = look.seating === 'boxy' ? darken(p.metal, 0.1) : p.wood
  const doors = Math.max(2, Math.round(width / 130))
  const parts = [shadow(cx, foot, width, 12), legs(ctx, x + 24, x + width - 24, foot - 24, foot), rect(x, top, width, height - 22, body, 'rx="4"')]
  for (let door = 0; door < doors; door++) {
    const dx = x + (width * door) / doors
    parts.push(rect(dx + 6, top + 10, width / doors - 12, height - 44, lighten(body, 0.06), 'rx="3"'))
    if (look.art === 'sunburst' || look.seating === 'rattan') {
      for (let cane = dx + 14; cane < dx + width / doors - 14; cane += 10) parts.push(line(cane, top + 16, cane, foot - 40, darken(body, 0.15), 1.5))
    }
    parts.push(rect(dx + width / doors / 2 - 14, top + 20, 28, 5, p.metal, 'rx="2"'))
  }
  parts.push(rect(x - 4, top - 8, width + 8, 10, lighten(body, 0.12), 'rx="2"'))
  return parts.join('')
}

function diningSet(ctx: Ctx, cx: number, foot: number, width: number): string {
  const { p, look } = ctx
  const top = foot - 190
  const parts: string[] = []
  const chairColor =
    look.seating === 'rattan' ? p.wood
    : look.seating === 'boxy' ? darken(p.metal, 0.2)
    : look.seating === 'tufted' || look.seating === 'curved' ? p.textile
    : look.seating === 'rounded' ? p.textileAlt
    : darken(p.wood, 0.12)
  // Chairs behind the table: their backs show above it.
  const chairs = Math.max(2, Math.round(width / 170))
  for (let chair = 0; chair < chairs; chair++) {
    const chairX = cx - width / 2 + (width * (chair + 0.5)) / chairs
    if (look.seating === 'curved' || look.seating === 'rounded') parts.push(path(`M${f(chairX - 46)} ${f(top + 10)} L${f(chairX - 46)} ${f(top - 70)} Q${f(chairX - 46)} ${f(top - 128)} ${f(chairX)} ${f(top - 128)} Q${f(chairX + 46)} ${f(top - 128)} ${f(chairX + 46)} ${f(top - 70)} L${f(chairX + 46)} ${f(top + 10)} Z`, chairColor, `stroke="${darken(chairColor, 0.12)}" stroke-width="3"`))
    else parts.push(rect(chairX - 50, top - 130, 100, 140, chairColor, `rx="${look.seating === 'boxy' ? 2 : 10}"`), rect(chairX - 40, top - 118, 80, 60, lighten(chairColor, 0.08), 'rx="6"'))
    if (look.seating === 'rattan') {
      for (let cane = chairX - 40; cane < chairX + 40; cane += 9) parts.push(line(cane, top - 118, cane, top - 60, darken(p.wood, 0.2), 1.2))
    }
  }
  parts.push(shadow(cx, foot, width * 1.1, 16))
  const tableColor = look.floor === 'checker' || look.art === 'sunburst' ? lighten(p.ceramic, 0.5) : p.wood
  if (look.seating === 'curved' || look.seating === 'rounded') {
    parts.push(path(`M${f(cx - 60)} ${f(foot)} L${f(cx - 36)} ${f(top + 24)} L${f(cx + 36)} ${f(top + 24)} L${f(cx + 60)} ${f(foot)} Z`, darken(tableColor, 0.15)))
  } else {
    parts.push(line(cx - width / 2 + 40, top + 20, cx - width / 2 + 36, foot, darken(tableColor, 0.25), 14), line(cx + width / 2 - 40, top + 20, cx + width / 2 - 36, foot, darken(tableColor, 0.25), 14))
  }
  parts.push(rect(cx - width / 2, top, width, 26, tableColor, 'rx="4"'), rect(cx - width / 2, top + 22, width, 5, darken(tableColor, 0.3)))
  parts.push(vase(ctx, cx - 40, top, 44, 66), rect(cx + 60, top - 10, 120, 10, p.ceramic, 'rx="5"'), ellipse(cx + 120, top - 14, 40, 10, lighten(p.ceramic, 0.2)))
  return parts.join('')
}

function bed(ctx: Ctx, cx: number, foot: number, width: number): string {
  const { p, look, rnd } = ctx
  const x = cx - width / 2
  const mattressTop = foot - 170
  const headTop = foot - (look.seating === 'low' ? 300 : 390)
  const parts = [shadow(cx, foot, width * 1.05, 18)]
  const head = look.seating === 'rattan' ? p.wood : look.seating === 'low' ? p.wood : darken(p.textile, 0.12)
  if (look.seating === 'curved' || look.seating === 'rounded') {
    parts.push(path(`M${f(x - 20)} ${f(mattressTop + 40)} L${f(x - 20)} ${f(headTop + 110)} Q${f(x - 20)} ${f(headTop)} ${f(cx)} ${f(headTop)} Q${f(x + width + 20)} ${f(headTop)} ${f(x + width + 20)} ${f(headTop + 110)} L${f(x + width + 20)} ${f(mattressTop + 40)} Z`, head))
    if (look.seating === 'curved') for (let channel = x + 10; channel < x + width; channel += 44) parts.push(line(channel, headTop + 40, channel, mattressTop, darken(head, 0.15), 2.5))
  } else {
    parts.push(rect(x - 20, headTop, width + 40, mattressTop - headTop + 40, head, `rx="${look.seating === 'boxy' ? 4 : 14}"`))
    if (look.seating === 'tufted') for (let bx = x + 30; bx < x + width; bx += 50) for (let by = headTop + 40; by < mattressTop - 10; by += 50) parts.push(ellipse(bx, by, 4, 4, darken(head, 0.3)))
    if (look.seating === 'rattan') for (let cane = x; cane < x + width; cane += 14) parts.push(line(cane, headTop + 14, cane, mattressTop, darken(p.wood, 0.2), 1.5))
    if (look.seating === 'low') for (let slat = x - 10; slat < x + width + 10; slat += 34) parts.push(line(slat, headTop + 10, slat, mattressTop, darken(p.wood, 0.18), 3))
  }
  parts.push(rect(x - 10, foot - 60, width + 20, 48, look.seating === 'low' ? p.wood : darken(p.textile, 0.2), 'rx="6"'))
  const linen = lighten(p.textile, 0.55)
  parts.push(rect(x, mattressTop, width, 120, linen, 'rx="16"'))
  parts.push(cushion(ctx, cx - width * 0.24, mattressTop - 18, 110, lighten(p.textile, 0.7)), cushion(ctx, cx + width * 0.24, mattressTop - 18, 110, lighten(p.textile, 0.7)))
  parts.push(cushion(ctx, cx - width * 0.1, mattressTop + 4, 70, p.accent), cushion(ctx, cx + width * 0.1, mattressTop + 6, 66, p.textileAlt))
  // The duvet folded at the foot, and a throw.
  parts.push(rect(x - 8, mattressTop + 46, width + 16, 90, lighten(p.textile, 0.25), 'rx="14"'))
  parts.push(rect(x - 12, mattressTop + 86, width + 24, 54, rnd.pick([p.accentAlt, p.textileAlt, p.accent]), 'rx="10"'))
  return parts.join('')
}

function nightstand(ctx: Ctx, cx: number, foot: number): string {
  const { p } = ctx
  const top = foot - 150
  return [shadow(cx, foot, 110, 8), legs(ctx, cx - 40, cx + 40, foot - 20, foot), rect(cx - 55, top, 110, 130, p.wood, 'rx="6"'), rect(cx - 48, top + 40, 96, 4, darken(p.wood, 0.25)), ellipse(cx, top + 70, 5, 5, p.metal), tableLamp(ctx, cx, top, 0.9)].join('')
}

function kitchen(ctx: Ctx, lightFromLeft: boolean): string {
  const { p, look, rnd } = ctx
  const parts: string[] = []
  const counterTop = FLOOR - 230
  const cabinet = look.seating === 'boxy' ? darken(p.metal, 0.45) : look.floor === 'checker' || look.art === 'sunburst' ? p.accent : mix(p.wallAlt, p.wood, look.wall === 'plain' ? 0.1 : 0.5)
  const worktop = look.floor === 'terracotta' || look.wall === 'limewash' ? mix(p.ceramic, p.wood, 0.3) : look.seating === 'boxy' ? '#d7d5d0' : lighten(p.ceramic, 0.55)
  // Backsplash: zellige or metro tiles.
  const splashTop = counterTop - 230
  const tile = look.floor === 'terracotta' || look.wall === 'limewash' ? p.accentAlt : look.wall === 'stripes' ? p.accent : lighten(p.wallAlt, 0.35)
  for (let row = 0; row < 7; row++) {
    for (let col = -1; col < 22; col++) {
      const tx = col * 62 + (row % 2) * 31
      parts.push(rect(tx + 1.5, splashTop + row * 33 + 1.5, 59, 30, jitter(tile, 0.07, rnd.next), 'rx="2"'))
    }
  }
  parts.push(rect(0, splashTop - 4, W, 6, darken(tile, 0.1)))
  // The window above the worktop, on the light's side; shelves or wall cabinets next to it; the hood beyond.
  const windowX = lightFromLeft ? 60 : W - 60 - 230
  parts.push(windowWithLight(ctx, windowX, 230, { top: 90, bottom: counterTop - 24 }))
  const storageX = lightFromLeft ? 360 : W - 360 - 426
  if (look.extras.includes('shelves') || rnd.chance(0.5)) {
    parts.push(shelves(ctx, storageX, 426, splashTop - 30, 2))
  } else {
    for (let door = 0; door < 3; door++) parts.push(rect(storageX + door * 142, 70, 136, splashTop - 110, cabinet, 'rx="4"'), rect(storageX + door * 142 + 60, splashTop - 70, 16, 4, p.metal))
  }
  const hoodX = lightFromLeft ? 1000 : 280
  parts.push(path(`M${f(hoodX - 120)} ${f(splashTop - 10)} L${f(hoodX - 60)} ${f(splashTop - 120)} L${f(hoodX + 60)} ${f(splashTop - 120)} L${f(hoodX + 120)} ${f(splashTop - 10)} Z`, lighten(p.wall, 0.1)), rect(hoodX - 40, 0, 80, splashTop - 120, lighten(p.wall, 0.06)))
  // Base cabinets along the wall.
  parts.push(rect(0, counterTop, W, FLOOR - counterTop, cabinet))
  for (let x = 0; x < W; x += 160) {
    parts.push(rect(x + 6, counterTop + 24, 148, FLOOR - counterTop - 44, lighten(cabinet, 0.05), 'rx="3"'), rect(x + 62, counterTop + 40, 36, 5, p.metal, 'rx="2"'))
  }
  parts.push(rect(0, counterTop - 6, W, 24, worktop), rect(0, counterTop + 16, W, 4, darken(worktop, 0.2)))
  // Tap, chopping board, jars on the worktop.
  const tapX = windowX + 115
  parts.push(ellipse(tapX, counterTop - 2, 70, 6, darken(worktop, 0.25)))
  parts.push(path(`M${f(tapX)} ${f(counterTop - 6)} L${f(tapX)} ${f(counterTop - 90)} Q${f(tapX)} ${f(counterTop - 120)} ${f(tapX + 40)} ${f(counterTop - 110)}`, 'none', `stroke="${p.metal}" stroke-width="9" fill-opacity="0"`))
  const boardX = lightFromLeft ? 470 : W - 560
  parts.push(rect(boardX, counterTop - 76, 90, 70, p.wood, 'rx="12"'), vase(ctx, boardX + 150, counterTop - 6, 44, 60), vase(ctx, boardX + 200, counterTop - 6, 34, 44))
  parts.push(plant(ctx, lightFromLeft ? 1180 : 100, counterTop - 6, 0.45, look.plants.includes('olive') ? 'olive' : look.plants[0]))
  // The island in front, under pendants.
  const islandTop = FLOOR + 120
  const islandWidth = 700
  const islandX = (W - islandWidth) / 2 + (lightFromLeft ? 60 : -60)
  parts.push(shadow(islandX + islandWidth / 2, H - 20, islandWidth * 1.05, 20))
  parts.push(rect(islandX, islandTop, islandWidth, H - islandTop, look.seating === 'boxy' ? darken(cabinet, 0.06) : mix(cabinet, p.wood, 0.6)))
  for (let x = islandX + islandWidth / 4; x < islandX + islandWidth - 10; x += islandWidth / 4) parts.push(line(x, islandTop + 30, x, H, darken(cabinet, 0.25), 2))
  parts.push(rect(islandX - 20, islandTop - 18, islandWidth + 40, 26, worktop))
  parts.push(ellipse(islandX + 170, islandTop - 36, 70, 18, p.ceramic), ellipse(islandX + 170, islandTop - 44, 50, 12, lighten(p.accentAlt, 0.3)))
  parts.push(vase(ctx, islandX + islandWidth - 160, islandTop - 18, 50, 80, p.accentAlt))
  for (const px of [islandX + 170, islandX + 350, islandX + 530]) parts.push(pendant(ctx, px, 250 + (look.extras.includes('beams') ? 40 : 0), 54))
  return parts.join('')
}

function bathroom(ctx: Ctx, lightFromLeft: boolean): string {
  const { p, look, rnd } = ctx
  const parts: string[] = []
  const tileTop = look.wall === 'plain' || look.wall === 'limewash' ? FLOOR - 330 : 0
  const tile =
    look.wall === 'brick' ? '#ecebe6'
    : look.floor === 'terracotta' ? p.accentAlt
    : look.art === 'sunburst' ? lighten(p.wall, 0.2)
    : lighten(p.wallAlt, 0.25)
  const tileSize = look.art === 'sunburst' ? 40 : 56
  for (let y = tileTop; y < FLOOR - 16; y += tileSize / 2) {
    for (let x = ((y / (tileSize / 2)) % 2) * (tileSize / 2) - tileSize; x < W; x += tileSize) parts.push(rect(x + 1.5, y + 1.5, tileSize - 3, tileSize / 2 - 3, jitter(tile, 0.05, rnd.next), 'rx="1.5"'))
  }
  if (tileTop > 0) parts.push(rect(0, tileTop - 6, W, 8, darken(tile, 0.1)))
  parts.push(windowWithLight(ctx, lightFromLeft ? 90 : W - 90 - 200, 200, { top: 80, bottom: tileTop > 0 ? tileTop - 40 : FLOOR - 330 }))
  // Vanity with basin, mirror and sconces.
  const vanityX = lightFromLeft ? 760 : 380
  const vanityTop = FLOOR - 250
  const vanityColor = look.seating === 'boxy' ? darken(p.metal, 0.4) : p.wood
  parts.push(mirror(ctx, vanityX, 110, 260, 300, look.window === 'arch' || look.art === 'arches' ? 'arch' : 'round'))
  for (const side of [-1, 1]) parts.push(glow(ctx, vanityX + side * 190, 230, 90, 0.5), ellipse(vanityX + side * 190, 230, 18, 26, '#fff7e3'), rect(vanityX + side * 190 - 4, 256, 8, 20, p.metal))
  parts.push(shadow(vanityX, FLOOR + 20, 420, 12), rect(vanityX - 210, vanityTop, 420, 160, vanityColor, 'rx="6"'))
  for (let door = 0; door < 2; door++) parts.push(rect(vanityX - 200 + door * 205, vanityTop + 30, 195, 120, lighten(vanityColor, 0.06), 'rx="3"'))
  parts.push(legs(ctx, vanityX - 190, vanityX + 190, vanityTop + 160, FLOOR + 20))
  parts.push(rect(vanityX - 220, vanityTop - 16, 440, 18, lighten(p.ceramic, 0.6)), ellipse(vanityX, vanityTop - 26, 90, 22, '#ffffff'), ellipse(vanityX, vanityTop - 30, 70, 12, '#e9ecec'))
  parts.push(path(`M${f(vanityX)} ${f(vanityTop - 40)} L${f(vanityX)} ${f(vanityTop - 90)} Q${f(vanityX)} ${f(vanityTop - 110)} ${f(vanityX + 30)} ${f(vanityTop - 104)}`, 'none', `stroke="${p.metal}" stroke-width="7" fill-opacity="0"`))
  parts.push(vase(ctx, vanityX + 150, vanityTop - 16, 34, 48), vase(ctx, vanityX - 160, vanityTop - 16, 26, 36))
  // Freestanding bathtub.
  const tubX = lightFromLeft ? 290 : 920
  parts.push(shadow(tubX, FLOOR + 130, 480, 20))
  parts.push(path(`M${f(tubX - 240)} ${f(FLOOR - 30)} L${f(tubX + 240)} ${f(FLOOR - 30)} Q${f(tubX + 230)} ${f(FLOOR + 125)} ${f(tubX + 120)} ${f(FLOOR + 125)} L${f(tubX - 120)} ${f(FLOOR + 125)} Q${f(tubX - 230)} ${f(FLOOR + 125)} ${f(tubX - 240)} ${f(FLOOR - 30)} Z`, look.art === 'sunburst' ? p.accent : '#fbfbf8'))
  parts.push(ellipse(tubX, FLOOR - 30, 240, 16, '#e4e8e8'), rect(tubX - 246, FLOOR - 42, 492, 14, '#ffffff', 'rx="7"'))
  parts.push(path(`M${f(tubX + 200)} ${f(FLOOR - 40)} L${f(tubX + 200)} ${f(FLOOR - 150)} Q${f(tubX + 200)} ${f(FLOOR - 180)} ${f(tubX + 170)} ${f(FLOOR - 176)}`, 'none', `stroke="${p.metal}" stroke-width="8" fill-opacity="0"`))
  // Towel on a ladder, and a plant.
  const ladderX = lightFromLeft ? 1160 : 110
  parts.push(line(ladderX - 30, FLOOR + 40, ladderX - 10, FLOOR - 420, p.wood, 8), line(ladderX + 30, FLOOR + 40, ladderX + 50, FLOOR - 420, p.wood, 8))
  for (let rung = 0; rung < 5; rung++) parts.push(line(ladderX - 28 + rung * 4, FLOOR - rung * 90, ladderX + 32 + rung * 4, FLOOR - rung * 90, p.wood, 6))
  parts.push(rect(ladderX - 20, FLOOR - 190, 70, 140, p.textileAlt, 'rx="8"'))
  parts.push(plant(ctx, lightFromLeft ? 560 : 620, FLOOR + 150, 0.7))
  return parts.join('')
}

function fireplace(ctx: Ctx, cx: number): string {
  const { p } = ctx
  const marble = lighten(p.ceramic, 0.55)
  const top = FLOOR - 300
  return [
    rect(cx - 230, top, 460, 300, marble, 'rx="4"'),
    rect(cx - 250, top - 22, 500, 26, lighten(marble, 0.3), 'rx="4"'),
    path(`M${f(cx - 140)} ${f(FLOOR - 16)} L${f(cx - 140)} ${f(top + 110)} Q${f(cx)} ${f(top + 40)} ${f(cx + 140)} ${f(top + 110)} L${f(cx + 140)} ${f(FLOOR - 16)} Z`, darken(p.wall, 0.62)),
    rect(cx - 90, FLOOR - 60, 180, 40, darken(p.wood, 0.2), 'rx="10"'),
    path(`M${f(cx - 40)} ${f(top + 40)} Q${f(cx - 80)} ${f(top + 90)} ${f(cx - 60)} ${f(top + 120)}`, 'none', `stroke="${darken(marble, 0.1)}" stroke-width="2" fill-opacity="0"`),
    vase(ctx, cx + 180, top - 22, 46, 90),
    rect(cx - 200, top - 58, 60, 36, p.metal, 'rx="4"'),
  ].join('')
}

function macrame(ctx: Ctx, cx: number, top: number): string {
  const { p } = ctx
  const cord = mix(p.wood, '#f4ead8', 0.65)
  const parts = [line(cx - 110, top, cx + 110, top, p.wood, 8)]
  for (let strand = -100; strand <= 100; strand += 14) {
    parts.push(path(`M${f(cx + strand)} ${f(top)} Q${f(cx + strand * 0.6)} ${f(top + 120)} ${f(cx + strand * 0.3)} ${f(top + 240 - Math.abs(strand))}`, 'none', `stroke="${cord}" stroke-width="4" fill-opacity="0"`))
  }
  for (let knot = 0; knot < 4; knot++) parts.push(path(`M${f(cx - 90 + knot * 15)} ${f(top + 40 + knot * 30)} L${f(cx)} ${f(top + 90 + knot * 30)} L${f(cx + 90 - knot * 15)} ${f(top + 40 + knot * 30)}`, 'none', `stroke="${darken(cord, 0.1)}" stroke-width="6" fill-opacity="0"`))
  return parts.join('')
}

function archNiche(ctx: Ctx, cx: number, width: number): string {
  const { p } = ctx
  const r = width / 2
  const top = 150
  return path(`M${f(cx - r)} ${f(FLOOR - 16)} L${f(cx - r)} ${f(top + r)} A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(top + r)} L${f(cx + r)} ${f(FLOOR - 16)} Z`, p.wallAlt)
}

// ---------------------------------------------------------------------------------------------------------
// Scenes

function livingScene(ctx: Ctx, lightFromLeft: boolean): string {
  const { look, rnd } = ctx
  const windowX = lightFromLeft ? 70 : W - 70 - 260
  const sofaX = lightFromLeft ? 760 : 520
  const parts = [windowWithLight(ctx, windowX, 260)]
  if (look.extras.includes('arch-niche')) parts.push(archNiche(ctx, sofaX, 560))
  if (look.wall === 'slats') parts.push(slatPanel(ctx, sofaX - 330, 660, 120))
  if (look.extras.includes('fireplace') && rnd.chance(0.5)) {
    parts.push(fireplace(ctx, sofaX), mirror(ctx, sofaX, 110, 240, 230, 'arch'))
    parts.push(armchair(ctx, sofaX - 330, FLOOR + 110), armchair(ctx, sofaX + 330, FLOOR + 110))
    parts.push(rug(ctx, sofaX, FLOOR + 170, 700, 110), coffeeTable(ctx, sofaX, FLOOR + 200, 260))
    parts.push(plant(ctx, lightFromLeft ? 420 : W - 420, FLOOR + 60, 0.9))
    return parts.join('')
  }
  parts.push(look.extras.includes('macrame') ? macrame(ctx, sofaX, 120) : art(ctx, sofaX, 150, 300, 220))
  if (look.extras.includes('shelves')) parts.push(shelves(ctx, lightFromLeft ? 1070 : 30, 200, 200, 3))
  parts.push(rug(ctx, sofaX, FLOOR + 150, 780, 130))
  parts.push(sofa(ctx, sofaX, FLOOR + 80, 540))
  parts.push(floorLamp(ctx, sofaX + (lightFromLeft ? 360 : -360), FLOOR + 70, !lightFromLeft))
  parts.push(plant(ctx, lightFromLeft ? 420 : W - 420, FLOOR + 70, 1))
  parts.push(coffeeTable(ctx, sofaX + rnd.between(-40, 40), FLOOR + 250, 340))
  return parts.join('')
}

function diningScene(ctx: Ctx, lightFromLeft: boolean): string {
  const { look } = ctx
  const windowX = lightFromLeft ? 80 : W - 80 - 240
  const tableX = lightFromLeft ? 760 : 520
  const parts = [windowWithLight(ctx, windowX, 240)]
  if (look.wall === 'slats') parts.push(slatPanel(ctx, tableX - 320, 640, 160))
  if (look.extras.includes('arch-niche')) parts.push(archNiche(ctx, tableX, 520))
  parts.push(sideboard(ctx, tableX, FLOOR + 10, 520, 160))
  parts.push(look.art === 'gallery' ? art(ctx, tableX, 120, 300, 250) : mirror(ctx, tableX, 90, 220, 250, look.window === 'arch' ? 'arch' : 'round'))
  parts.push(plant(ctx, lightFromLeft ? 420 : W - 420, FLOOR + 90, 0.9))
  parts.push(diningSet(ctx, tableX, FLOOR + 270, 600))
  parts.push(pendant(ctx, tableX - 120, 330, 60), pendant(ctx, tableX + 120, 330, 60))
  return parts.join('')
}

function bedroomScene(ctx: Ctx, lightFromLeft: boolean): string {
  const { look } = ctx
  const windowX = lightFromLeft ? 60 : W - 60 - 220
  const bedX = lightFromLeft ? 770 : 510
  const parts = [windowWithLight(ctx, windowX, 220)]
  if (look.wall === 'slats') parts.push(slatPanel(ctx, bedX - 360, 720, 100))
  if (look.extras.includes('arch-niche')) parts.push(archNiche(ctx, bedX, 620))
  parts.push(look.extras.includes('macrame') ? macrame(ctx, bedX, 90) : art(ctx, bedX, 90, 360, 170))
  parts.push(rug(ctx, bedX, FLOOR + 220, 820, 110))
  parts.push(nightstand(ctx, bedX - 330, FLOOR + 60), nightstand(ctx, bedX + 330, FLOOR + 60))
  parts.push(bed(ctx, bedX, FLOOR + 170, 480))
  parts.push(plant(ctx, lightFromLeft ? 380 : W - 380, FLOOR + 200, 0.8))
  return parts.join('')
}

function cornerScene(ctx: Ctx, lightFromLeft: boolean): string {
  const { look, rnd } = ctx
  const windowX = lightFromLeft ? 90 : W - 90 - 300
  const chairX = lightFromLeft ? 560 : 720
  const parts = [windowWithLight(ctx, windowX, 300)]
  if (look.extras.includes('arch-niche')) parts.push(archNiche(ctx, lightFromLeft ? 1000 : 280, 380))
  parts.push(shelves(ctx, lightFromLeft ? 860 : 110, 310, 170, 4))
  parts.push(rug(ctx, chairX, FLOOR + 190, 560, 110))
  parts.push(armchair(ctx, chairX, FLOOR + 150))
  parts.push(floorLamp(ctx, chairX + (lightFromLeft ? -170 : 170), FLOOR + 110, lightFromLeft))
  parts.push(plant(ctx, lightFromLeft ? 1180 : 100, FLOOR + 150, 1.05))
  // A small side table with a cup and a book.
  const tableX = chairX + (lightFromLeft ? 170 : -170)
  parts.push(shadow(tableX, FLOOR + 170, 120, 8), rect(tableX - 8, FLOOR + 40, 16, 130, ctx.p.wood), ellipse(tableX, FLOOR + 40, 62, 14, lighten(ctx.p.wood, 0.1)), rect(tableX - 40, FLOOR + 18, 56, 14, ctx.p.accent), ellipse(tableX + 26, FLOOR + 24, 14, 10, ctx.p.ceramic))
  if (rnd.chance(0.5)) parts.push(plant(ctx, tableX + (lightFromLeft ? 120 : -120), FLOOR + 230, 0.55, 'branches'))
  return parts.join('')
}

function kitchenScene(ctx: Ctx, lightFromLeft: boolean): string {
  return kitchen(ctx, lightFromLeft)
}

function bathroomScene(ctx: Ctx, lightFromLeft: boolean): string {
  return bathroom(ctx, lightFromLeft)
}

const SCENE_DRAWERS: Record<Scene, (ctx: Ctx, lightFromLeft: boolean) => string> = {
  living: livingScene,
  dining: diningScene,
  bedroom: bedroomScene,
  kitchen: kitchenScene,
  bathroom: bathroomScene,
  corner: cornerScene,
}

export type InteriorRequest = {
  look: InteriorLook
  scene: Scene
  /** Same seed, same picture. */
  seed: string
}

/** The SVG of an interior. */
export function interiorSvg({ look, scene, seed }: InteriorRequest): string {
  const ctx: Ctx = { look, p: look.palette, rnd: createRandom(seed), defs: [], ids: 0 }
  const lightFromLeft = ctx.rnd.chance(0.5)
  const body = [wall(ctx, lightFromLeft), floor(ctx), SCENE_DRAWERS[scene](ctx, lightFromLeft)]
  // A gentle vignette, as a lens would give.
  const vignette = `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`
  ctx.defs.push(
    `<radialGradient id="vignette" cx="0.5" cy="0.48" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></radialGradient>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${ctx.defs.join('')}</defs>${body.join('')}${vignette}</svg>`
}
