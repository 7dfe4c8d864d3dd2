import sharp from 'sharp'
const files = process.argv.slice(3)
const out = process.argv[2]!
const cols = 3, w = 640, h = 480
const rows = Math.ceil(files.length / cols)
const composites = await Promise.all(files.map(async (file, i) => ({ input: await sharp(file).resize(w, h).toBuffer(), left: (i % cols) * w, top: Math.floor(i / cols) * h })))
await sharp({ create: { width: cols * w, height: rows * h, channels: 3, background: '#fff' } }).composite(composites).png().toFile(out)
