import sharp from 'sharp';

/**
 * A JPEG that encodes like a camera photo (not committed; made at test time): detail at every
 * scale, as a photo has, from seeded noise drawn at several sizes and added up, so a downscaled
 * copy keeps texture and costs what a photo's would, unlike a flat test card.
 */
export async function photoLikeJpeg(width: number, height: number, seed = 7): Promise<Buffer> {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const layers = await Promise.all(
    [16, 64, 256, 1024].map(async (cells, index) => {
      const w = cells;
      const h = Math.max(1, Math.round((cells * height) / width));
      const pixels = Buffer.alloc(w * h * 3);
      for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(random() * 256);
      const layer = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
        .resize(width, height, { kernel: 'cubic' })
        .raw()
        .toBuffer();
      return { layer, weight: [0.45, 0.3, 0.17, 0.08][index]! };
    }),
  );
  const mixed = Buffer.alloc(width * height * 3);
  for (let i = 0; i < mixed.length; i += 1) {
    let value = 0;
    for (const { layer, weight } of layers) value += layer[i]! * weight;
    mixed[i] = Math.round(value);
  }
  return sharp(mixed, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
