import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  IMAGE_CONCURRENCY,
  ImageBudgetError,
  ImageBusyError,
  AVATAR_SIDE,
  MAX_ANIMATION_FRAMES,
  inTurn,
  overBudget,
  processImage,
} from './process-image';

/** An animated GIF of `frames` frames of `size` x `size` pixels. */
async function animatedGif(frames: number, size: number): Promise<Buffer> {
  const raw = Buffer.alloc(size * size * frames * 4, 0x80);
  for (let i = 0; i < raw.length; i += 7) raw[i] = i % 251;
  return sharp(raw, { raw: { width: size, height: size * frames, channels: 4, pageHeight: size } })
    .gif()
    .toBuffer();
}

describe('image processing budget and turns (API-LIMITS-6)', () => {
  it.each([
    // The reported bomb: a 936-byte GIF of 39 frames of 1000x1000.
    [{ pages: 39, width: 1000, height: 39000, pageHeight: 1000 }, true],
    [{ pages: 40, width: 600, height: 20000, pageHeight: 500 }, false],
    [{ pages: 41, width: 600, height: 20500, pageHeight: 500 }, true],
    // Many small frames: 850 of 100x100 is 8.5 million pixels but 10 s of CPU (decision 049): the frame count decides.
    [{ pages: 850, width: 100, height: 85000, pageHeight: 100 }, true],
    [{ pages: 151, width: 100, height: 15100, pageHeight: 100 }, true],
    [{ pages: 150, width: 100, height: 15000, pageHeight: 100 }, false],
    // A still photo is bounded by sharp's limitInputPixels (40 MP), not by the animation budget.
    [{ pages: 1, width: 6000, height: 4000 }, false],
    [{ width: 6000, height: 4000 }, false],
  ])('when the header says %j, then over budget is %s', (meta, over) => {
    expect(overBudget(meta)).toBe(over);
  });

  it('when an animation has more frames than the budget, then it is refused from its header, before any frame is decoded', async () => {
    const gif = await animatedGif(MAX_ANIMATION_FRAMES + 1, 8);
    const started = Date.now();
    await expect(processImage('many', gif, { ext: 'gif', mime: 'image/gif' })).rejects.toBeInstanceOf(
      ImageBudgetError,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    // Within the budget, it is processed and stays animated.
    const ok = await processImage('few', await animatedGif(12, 8), { ext: 'gif', mime: 'image/gif' });
    expect((await sharp(ok.main.bytes, { animated: true }).metadata()).pages).toBe(12);
  });

  it('when many images arrive at once, then two run, four wait, the rest are told to try again, and all turns free up', async () => {
    let active = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const job = () =>
      inTurn(async () => {
        active++;
        most = Math.max(most, active);
        await new Promise<void>((resolve) => releases.push(resolve));
        active--;
        return 'done';
      });
    const jobs = Array.from({ length: 8 }, () => job().catch((err: unknown) => err));
    await new Promise((r) => setTimeout(r, 10));
    expect(active).toBe(IMAGE_CONCURRENCY);
    // Let each running job finish in turn until all that were admitted are done.
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 5));
    }
    const results = await Promise.all(jobs);
    expect(results.filter((r) => r === 'done')).toHaveLength(6);
    expect(results.filter((r) => r instanceof ImageBusyError)).toHaveLength(2);
    expect(most).toBe(IMAGE_CONCURRENCY);
    // Free again: a new job runs at once.
    const again = job();
    await new Promise((r) => setTimeout(r, 5));
    expect(active).toBe(1);
    releases.shift()!();
    expect(await again).toBe('done');
  });

  it('when an avatar is uploaded, then it is cropped to a square of at most 512 px, a still picture, with its sizes named as any upload', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const out = await processImage('face', photo, { ext: 'jpg', mime: 'image/jpeg' }, { square: true });
    expect(out.main.name).toBe(`face_${AVATAR_SIDE}.jpg`);
    expect(await sharp(out.main.bytes).metadata()).toMatchObject({ width: 512, height: 512 });
    const card = out.variants.find((v) => v.name === 'face_512_card.webp')!;
    expect(await sharp(card.bytes).metadata()).toMatchObject({ width: 480, height: 480 });
    // A small tall picture stays its own size: the square is its width, never enlarged.
    const tall = await sharp({ create: { width: 90, height: 300, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const small = await processImage('tall', tall, { ext: 'png', mime: 'image/png' }, { square: true });
    expect(await sharp(small.main.bytes).metadata()).toMatchObject({ width: 90, height: 90 });
    // An animation gives its first frame.
    const gif = await processImage(
      'anim',
      await animatedGif(5, 40),
      { ext: 'gif', mime: 'image/gif' },
      { square: true },
    );
    expect((await sharp(gif.main.bytes, { animated: true }).metadata()).pages ?? 1).toBe(1);
  });
});
