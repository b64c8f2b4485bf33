// The decode cost read from a header, and the budget decodes share.
import { describe, expect, it } from 'vitest';
import { MiB } from '@hatira/shared/limits';
import {
  createDecodeBudget,
  DECODE_BUDGET_BYTES,
  heicDecodeBytes,
  photoDecodeBytes,
} from './decode-budget.js';

const header = (over: Partial<Parameters<typeof photoDecodeBytes>[0]>) => ({
  width: 8000,
  height: 6000,
  channels: 3 as const,
  depth: 'uchar' as const,
  format: 'jpeg' as const,
  isProgressive: false,
  chromaSubsampling: '4:2:0',
  ...over,
});

describe('photoDecodeBytes', () => {
  it('costs nothing for a baseline JPEG (decoded shrunk) and every coefficient for a progressive one', () => {
    expect(photoDecodeBytes(header({}))).toBe(0);
    const pixels = 8000 * 6000;
    expect(photoDecodeBytes(header({ isProgressive: true }))).toBeCloseTo(pixels * 1.5 * 2 * 1.1);
    expect(photoDecodeBytes(header({ isProgressive: true, chromaSubsampling: '4:4:4' }))).toBeCloseTo(
      pixels * 3 * 2 * 1.1,
    );
    expect(
      photoDecodeBytes(header({ isProgressive: true, chromaSubsampling: '4:4:4:4', channels: 4 })),
    ).toBeCloseTo(pixels * 4 * 2 * 1.1);
  });

  it('counts a window of lines for a plain PNG and the whole image for an interlaced one', () => {
    const png = header({ format: 'png', channels: 4, depth: 'ushort', chromaSubsampling: undefined });
    expect(photoDecodeBytes(png)).toBeCloseTo(8000 * 2048 * 8 * 1.1);
    expect(photoDecodeBytes({ ...png, isProgressive: true })).toBeCloseTo(8000 * 6000 * 8 * 1.1);
  });

  it('lets a 24-megapixel iPhone HEIC in and keeps a 48-megapixel one out', () => {
    expect(heicDecodeBytes(5712, 4284)).toBeLessThan(DECODE_BUDGET_BYTES);
    expect(heicDecodeBytes(8064, 6048)).toBeGreaterThan(DECODE_BUDGET_BYTES);
  });
});

describe('createDecodeBudget', () => {
  it('lets decodes run together while they fit, and the next in turn when one ends', async () => {
    const budget = createDecodeBudget(100 * MiB);
    const order: string[] = [];
    const releaseA = await budget.acquire(60 * MiB);
    const b = budget.acquire(60 * MiB).then((release) => (order.push('b'), release));
    // first come, first served: a small one waits behind the big one that came first
    const c = budget.acquire(10 * MiB).then((release) => (order.push('c'), release));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    expect(budget.used).toBe(60 * MiB);
    releaseA();
    releaseA(); // twice is once
    const [releaseB, releaseC] = await Promise.all([b, c]);
    expect(order).toEqual(['b', 'c']);
    expect(budget.used).toBe(70 * MiB);
    releaseB();
    releaseC();
    expect(budget.used).toBe(0);
  });

  it('takes a decode bigger than the whole budget alone', async () => {
    const budget = createDecodeBudget(100 * MiB);
    expect(await budget.run(500 * MiB, async () => budget.used)).toBe(100 * MiB);
    expect(budget.used).toBe(0);
  });
});
