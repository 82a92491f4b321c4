import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawIcon } from './icon.ts';
import { encodePng } from './png.ts';

describe('encodePng', () => {
  it('writes a valid PNG: signature, IHDR size and the pixels back', () => {
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 1, 2, 3, 4]);
    const png = encodePng(2, 2, rgba);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(2);
    expect(png.readUInt32BE(20)).toBe(2);
    const idatLength = png.readUInt32BE(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...raw]).toEqual([0, ...rgba.subarray(0, 8), 0, ...rgba.subarray(8)]);
  });

  it('draws the icons at the sizes the manifest names', () => {
    const icon = drawIcon(192);
    expect(icon.readUInt32BE(16)).toBe(192);
  });
});
