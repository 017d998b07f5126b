/**
 * Draws the demo wall's sample pictures from SVG written here, with sharp:
 * `npx tsx apps/server/assets/demo/draw.ts`. The JPEGs beside this file are its output
 * (see README.md for their licence); run it again only to change them.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A linear gradient definition from top to bottom through the given colours. */
function gradient(id: string, colours: readonly string[], angle = 90): string {
  const stops = colours
    .map(
      (colour, index) => `<stop offset="${index / (colours.length - 1)}" stop-color="${colour}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)">${stops}</linearGradient>`;
}

/** A seeded pseudo-random sequence, so the pictures come out the same every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const pictures: Record<string, { width: number; height: number; svg: string }> = {
  // Dusk over hills, a low sun.
  'hills-at-dusk': {
    width: 1200,
    height: 800,
    svg: `<defs>${gradient('sky', ['#2b1055', '#7597de', '#f6c28b'])}</defs>
      <rect width="1200" height="800" fill="url(#sky)"/>
      <circle cx="820" cy="500" r="110" fill="#ffd27f" opacity=".95"/>
      <path d="M0 560 C200 470 380 520 560 560 S900 470 1200 540 V800 H0z" fill="#4a3a6b"/>
      <path d="M0 640 C240 580 460 640 700 620 S1000 580 1200 640 V800 H0z" fill="#2e2450"/>
      <path d="M0 720 C300 680 600 740 900 700 S1100 690 1200 710 V800 H0z" fill="#1b1635"/>`,
  },
  // A stage under three spotlights.
  'stage-lights': {
    width: 1200,
    height: 900,
    svg: `<defs>${gradient('room', ['#0f1424', '#1d2745'])}
        <radialGradient id="spot"><stop offset="0" stop-color="#fff6d5" stop-opacity=".9"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient></defs>
      <rect width="1200" height="900" fill="url(#room)"/>
      <path d="M300 0 L160 700 H440z" fill="#fff6d5" opacity=".12"/>
      <path d="M600 0 L440 700 H760z" fill="#fff6d5" opacity=".16"/>
      <path d="M900 0 L760 700 H1040z" fill="#fff6d5" opacity=".12"/>
      <ellipse cx="300" cy="700" rx="160" ry="34" fill="url(#spot)"/>
      <ellipse cx="600" cy="700" rx="180" ry="38" fill="url(#spot)"/>
      <ellipse cx="900" cy="700" rx="160" ry="34" fill="url(#spot)"/>
      <rect y="730" width="1200" height="170" fill="#0a0d18"/>
      <rect x="520" y="600" width="160" height="110" rx="10" fill="#e85d75"/>`,
  },
  // Confetti over a warm field.
  confetti: {
    width: 1000,
    height: 1000,
    svg: (() => {
      const next = random(7);
      const colours = ['#ff6b6b', '#ffd93d', '#6bcB77', '#4d96ff', '#ffffff', '#c77dff'];
      let shapes = '';
      for (let index = 0; index < 140; index += 1) {
        const x = Math.round(next() * 1000);
        const y = Math.round(next() * 1000);
        const colour = colours[index % colours.length];
        const turn = Math.round(next() * 180);
        shapes +=
          index % 3 === 0
            ? `<circle cx="${x}" cy="${y}" r="${6 + Math.round(next() * 8)}" fill="${colour}"/>`
            : `<rect x="${x}" y="${y}" width="26" height="10" rx="3" fill="${colour}" transform="rotate(${turn} ${x} ${y})"/>`;
      }
      return `<defs>${gradient('bg', ['#ff9a8b', '#ff6a88', '#ff99ac'], 45)}</defs>
        <rect width="1000" height="1000" fill="url(#bg)"/>${shapes}`;
    })(),
  },
  // The sea at noon: bands of waves under a pale sky.
  'sea-at-noon': {
    width: 1200,
    height: 675,
    svg: `<defs>${gradient('sky', ['#a1c4fd', '#c2e9fb'])}${gradient('sea', ['#1e6091', '#168aad', '#34a0a4'])}</defs>
      <rect width="1200" height="675" fill="url(#sky)"/>
      <circle cx="240" cy="150" r="60" fill="#fffbe6"/>
      <rect y="330" width="1200" height="345" fill="url(#sea)"/>
      ${[380, 440, 510, 590]
        .map(
          (y, index) =>
            `<path d="M0 ${y} q75 -18 150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0" stroke="#d9f2f7" stroke-width="${3 + index}" fill="none" opacity=".6"/>`,
        )
        .join('')}
      <path d="M760 330 l40 -90 l40 90z" fill="#ffffff"/><rect x="796" y="330" width="8" height="18" fill="#333"/>`,
  },
  // A city skyline at night with lit windows.
  'city-night': {
    width: 900,
    height: 1200,
    svg: (() => {
      const next = random(11);
      let buildings = '';
      let x = 0;
      while (x < 900) {
        const width = 70 + Math.round(next() * 80);
        const height = 380 + Math.round(next() * 560);
        const top = 1200 - height;
        buildings += `<rect x="${x}" y="${top}" width="${width - 6}" height="${height}" fill="#1c2541"/>`;
        for (let wy = top + 24; wy < 1160; wy += 38) {
          for (let wx = x + 12; wx < x + width - 24; wx += 24) {
            if (next() > 0.55)
              buildings += `<rect x="${wx}" y="${wy}" width="10" height="16" fill="#ffd166" opacity=".85"/>`;
          }
        }
        x += width;
      }
      return `<defs>${gradient('sky', ['#0b132b', '#3a506b', '#5bc0be'])}</defs>
        <rect width="900" height="1200" fill="url(#sky)"/>
        <circle cx="690" cy="210" r="70" fill="#f4f1de"/>${buildings}`;
    })(),
  },
  // Coffee cups seen from above, on a wooden table.
  'coffee-break': {
    width: 1200,
    height: 800,
    svg: `<defs>${gradient('table', ['#a0704b', '#c8965f', '#8d5b3a'], 30)}</defs>
      <rect width="1200" height="800" fill="url(#table)"/>
      ${[
        [330, 380],
        [700, 300],
        [880, 560],
      ]
        .map(
          ([cx, cy]) =>
            `<circle cx="${cx}" cy="${cy}" r="150" fill="#f7f3ee"/><circle cx="${cx}" cy="${cy}" r="112" fill="#fff"/><circle cx="${cx}" cy="${cy}" r="88" fill="#6f4e37"/><ellipse cx="${cx}" cy="${cy}" rx="40" ry="28" fill="#d7b899" opacity=".8"/><rect x="${(cx ?? 0) + 140}" y="${(cy ?? 0) - 22}" width="70" height="44" rx="22" fill="#f7f3ee"/>`,
        )
        .join('')}`,
  },
  // Soft overlapping circles: a poster for the lightning talks.
  'lightning-poster': {
    width: 1000,
    height: 1250,
    svg: `<defs>${gradient('bg', ['#fdfbfb', '#ebedee'])}</defs>
      <rect width="1000" height="1250" fill="url(#bg)"/>
      <circle cx="380" cy="480" r="300" fill="#4d96ff" opacity=".75"/>
      <circle cx="620" cy="560" r="280" fill="#ffd93d" opacity=".75"/>
      <circle cx="500" cy="760" r="260" fill="#ff6b6b" opacity=".7"/>
      <path d="M540 250 L400 640 H520 L450 1000 L660 560 H540 L620 250z" fill="#1b1b2f"/>`,
  },
  // A green park with round trees.
  'park-walk': {
    width: 1200,
    height: 900,
    svg: `<defs>${gradient('sky', ['#d4fc79', '#96e6a1'])}</defs>
      <rect width="1200" height="900" fill="url(#sky)"/>
      <path d="M0 520 C300 460 900 560 1200 500 V900 H0z" fill="#4caf50"/>
      <path d="M520 900 C560 760 620 640 640 520 L680 520 C680 640 760 780 820 900z" fill="#e9d8a6"/>
      ${[
        [180, 420, 110],
        [380, 380, 90],
        [930, 400, 120],
        [1100, 450, 80],
      ]
        .map(
          ([cx, cy, r]) =>
            `<rect x="${(cx ?? 0) - 12}" y="${cy}" width="24" height="${(r ?? 0) + 60}" fill="#6d4c41"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#2e7d32"/>`,
        )
        .join('')}`,
  },
};

for (const [name, picture] of Object.entries(pictures)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${picture.width}" height="${picture.height}" viewBox="0 0 ${picture.width} ${picture.height}">${picture.svg}</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  await writeFile(path.join(here, `${name}.jpg`), jpeg);
  console.log(`${name}.jpg ${picture.width}×${picture.height} ${jpeg.byteLength} bytes`);
}
