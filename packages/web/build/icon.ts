import { encodePng } from './png.ts';

/**
 * Draws the app icon: a wooden board with two rows of three bowls and a store at each end, a blue
 * marble in each bowl, on a dark brown square (safe for "maskable" cropping: the board keeps to
 * the middle 70%). Supersampled 4×4 per pixel for smooth edges.
 *
 * @returns a PNG of `size`×`size` pixels.
 */
export function drawIcon(size: number): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const [cr, cg, cb] = colourAt(
            (px + (sx + 0.5) / samples) / size,
            (py + (sy + 0.5) / samples) / size,
          );
          r += cr;
          g += cg;
          b += cb;
        }
      }
      const n = samples * samples;
      const i = (py * size + px) * 4;
      rgba[i] = Math.round(r / n);
      rgba[i + 1] = Math.round(g / n);
      rgba[i + 2] = Math.round(b / n);
      rgba[i + 3] = 255;
    }
  }
  return encodePng(size, size, rgba);
}

type Rgb = readonly [number, number, number];

const BACKGROUND: Rgb = [74, 40, 18];
const WOOD: Rgb = [190, 124, 64];
const BOWL: Rgb = [110, 61, 25];
const MARBLE: Rgb = [74, 143, 224];
const SHINE: Rgb = [235, 245, 255];

/** The colour at (x, y), both 0..1. */
function colourAt(x: number, y: number): Rgb {
  // Board: a rounded rectangle (capsule) in the middle.
  const bx = 0.15;
  const by = 0.3;
  const bw = 0.7;
  const bh = 0.4;
  const radius = 0.12;
  if (!inRoundedRect(x, y, bx, by, bw, bh, radius)) return BACKGROUND;
  const grain = 0.06 * Math.sin(y * 90 + Math.sin(x * 12) * 2);
  const wood: Rgb = [WOOD[0] * (1 + grain), WOOD[1] * (1 + grain), WOOD[2] * (1 + grain)];
  // Stores at both ends.
  for (const cx of [0.235, 0.765]) {
    if (inRoundedRect(x, y, cx - 0.045, 0.345, 0.09, 0.31, 0.045)) return BOWL;
  }
  // Bowls: 3 a row, 2 rows.
  for (const cy of [0.415, 0.585]) {
    for (const cx of [0.39, 0.5, 0.61]) {
      const d = Math.hypot(x - cx, y - cy);
      if (d < 0.046) {
        const m = Math.hypot(x - cx, y - cy - 0.004);
        if (m < 0.022) return Math.hypot(x - cx + 0.008, y - cy + 0.006) < 0.007 ? SHINE : MARBLE;
        return BOWL;
      }
    }
  }
  return wood;
}

function inRoundedRect(
  x: number,
  y: number,
  left: number,
  top: number,
  w: number,
  h: number,
  r: number,
): boolean {
  const cx = Math.max(left + r, Math.min(x, left + w - r));
  const cy = Math.max(top + r, Math.min(y, top + h - r));
  return Math.hypot(x - cx, y - cy) <= r && x >= left && x <= left + w && y >= top && y <= top + h;
}
