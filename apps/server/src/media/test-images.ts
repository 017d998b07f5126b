/**
 * Pictures for the media tests, drawn with sharp (no downloads): a photo with EXIF and GPS,
 * an animated GIF, a PNG whose header claims a pixel flood, and bytes that are no picture.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A JPEG photo of `width` × `height` with camera EXIF and a GPS position. */
export async function photoWithGps(width = 800, height = 600, colour = '#3a7bd5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: {
          create: { width: width / 2, height: height / 2, channels: 3, background: '#f2c14e' },
        },
        top: 0,
        left: 0,
      },
    ])
    .withExif({
      IFD0: { Make: 'ChorusCam', Model: 'Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .withIccProfile('p3')
    .jpeg()
    .toBuffer();
}

/** An animated GIF of three frames. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100] })
    .toBuffer();
}

/** A small PNG whose header says `width` × `height`: a pixel flood if ever decoded. */
export async function pixelFloodPng(width = 60_000, height = 60_000): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // The IHDR chunk starts at byte 8: length (4), type (4), width (4), height (4), ..., CRC.
  const patched = Buffer.from(png);
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

/** Bytes that start like a JPEG and are not one. */
export function malformedJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from('not a picture at all'),
  ]);
}
