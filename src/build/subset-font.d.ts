// The part of subset-font's API (2.9, untyped JavaScript) that src/build/font-subsets.ts uses.
declare module 'subset-font' {
  type AxisRange = number | { min: number; max: number; default?: number }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; variationAxes?: Record<string, AxisRange> },
  ): Promise<Buffer>
}
