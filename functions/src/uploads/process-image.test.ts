import { describe, expect, it } from 'vitest';
import { IMAGE_CONCURRENCY, ImageBusyError, inTurn, overBudget } from './process-image';

describe('image processing budget and turns (API-LIMITS-6)', () => {
  it.each([
    // The reported bomb: a 936-byte GIF of 39 frames of 1000x1000.
    [{ pages: 39, width: 1000, height: 39000, pageHeight: 1000 }, true],
    [{ pages: 40, width: 600, height: 20000, pageHeight: 500 }, false],
    [{ pages: 41, width: 600, height: 20500, pageHeight: 500 }, true],
    // A still photo is bounded by sharp's limitInputPixels (40 MP), not by the animation budget.
    [{ pages: 1, width: 6000, height: 4000 }, false],
    [{ width: 6000, height: 4000 }, false],
  ])('when the header says %j, then over budget is %s', (meta, over) => {
    expect(overBudget(meta)).toBe(over);
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
});
