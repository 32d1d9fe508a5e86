import sharp, { type Sharp } from 'sharp';
import { IMAGE_MIME, IMAGE_SIZES, imageVariantName, type UploadedImageFormat } from '@36x/common';
import type { ImageType } from './image-type';

/** One file to store under blog-images/. */
export interface ImageVariant {
  name: string;
  bytes: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  /** The large size in the original format: the URL a post keeps (common/src/image-variants.ts). */
  main: ImageVariant;
  variants: ImageVariant[];
  width: number;
}

/** Pixels sharp will decode at most (a 5 MB file can still claim a huge canvas: a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;
/**
 * API-LIMITS-6: the work an animation may cost: frames x width x height, every frame being decoded, resized twice and encoded in
 * two formats. A 936-byte GIF of 39 frames of 1000x1000 (39 million) took 5 s of CPU; 12 million is 40 frames of
 * 600x500. A still image is bounded by MAX_INPUT_PIXELS (a 40 MP photo).
 */
export const MAX_ANIMATION_PIXELS = 12_000_000;
/**
 * Frames an animation may have, whatever their size: each frame costs its own decode, resize and encode, so a
 * GIF of 850 frames of 100x100 (8.5 million pixels, under the budget above) took 10 s of CPU (decision 049). 150
 * frames is 6 s of animation at 25 fps.
 */
export const MAX_ANIMATION_FRAMES = 150;
/**
 * The CPU time one upload may take in all (its four encodes share it): past it, sharp stops (its `timeout`) and the
 * answer is 422. A 40 MP photo takes about 3 s here.
 */
export const IMAGE_SECONDS = 10;
/** Images processed at once per instance; the next few wait for a turn, more are asked to try again. */
export const IMAGE_CONCURRENCY = 2;
const IMAGE_QUEUE = 4;

/** An animation over MAX_ANIMATION_PIXELS: the answer says why (422). */
export class ImageBudgetError extends Error {
  constructor() {
    super('This animation is too large to process: use fewer or smaller frames, or a still image.');
    this.name = 'ImageBudgetError';
  }
}

/** Processing ran past IMAGE_SECONDS: the answer says why (422). */
export class ImageTimeError extends Error {
  constructor() {
    super('This image takes too long to process: use a smaller or shorter one, or a still image.');
    this.name = 'ImageTimeError';
  }
}

/** Every turn taken and the queue full: the answer is 503 with Retry-After. */
export class ImageBusyError extends Error {
  constructor() {
    super('Several images are being processed right now. Please try again in a few seconds.');
    this.name = 'ImageBusyError';
  }
}

/** Whether an image's header describes more work than the budget: too many frames, or frames x pixels (animations only). */
export function overBudget(meta: {
  pages?: number;
  width?: number;
  height?: number;
  pageHeight?: number;
}): boolean {
  const frames = Math.max(1, meta.pages ?? 1);
  const framePixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  return frames > 1 && (frames > MAX_ANIMATION_FRAMES || frames * framePixels > MAX_ANIMATION_PIXELS);
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when one of IMAGE_CONCURRENCY turns is free (a few may wait; beyond that ImageBusyError). */
export async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_CONCURRENCY) {
    if (waiting.length >= IMAGE_QUEUE) throw new ImageBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Encodes within the time left before `deadline` (sharp's own timeout stops the work; ImageTimeError after it). */
async function encodeBy(img: Sharp, format: UploadedImageFormat, deadline: number): Promise<Buffer> {
  const left = Math.ceil((deadline - Date.now()) / 1000);
  if (left <= 0) throw new ImageTimeError();
  try {
    return await encode(img.timeout({ seconds: left }), format);
  } catch (err) {
    if (err instanceof Error && /timeout/i.test(err.message)) throw new ImageTimeError();
    throw err;
  }
}

function encode(img: Sharp, format: UploadedImageFormat): Promise<Buffer> {
  switch (format) {
    case 'jpg':
      return img.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'png':
      return img.png({ compressionLevel: 9 }).toBuffer();
    case 'gif':
      return img.gif().toBuffer();
    case 'webp':
      return img.webp({ quality: 80 }).toBuffer();
  }
}

/**
 * ADMIN-PUBLISH: every upload is re-encoded, which drops all metadata (EXIF with any GPS position, XMP, IPTC; sharp keeps
 * none unless asked), after turning the picture the way its EXIF orientation says. Sizes: at most 1600 px wide and a
 * 480 px card, each in WebP and in the original format as the fallback. Animated GIF and WebP stay animated.
 * Throws when sharp cannot read the file, ImageBudgetError over the budget (read from the header before anything is
 * decoded), ImageTimeError past IMAGE_SECONDS (the caller answers 422 for these), and ImageBusyError when too many
 * wait for a turn (503).
 */
export function processImage(
  id: string,
  bytes: Buffer,
  type: ImageType,
  opts: { square?: boolean } = {},
): Promise<ProcessedImage> {
  return inTurn(() => processNow(id, bytes, type, opts.square === true));
}

/** The side of a square avatar (decision 057): twice the largest size a page shows one at. */
export const AVATAR_SIDE = 512;

async function processNow(
  id: string,
  bytes: Buffer,
  type: ImageType,
  square: boolean,
): Promise<ProcessedImage> {
  const deadline = Date.now() + IMAGE_SECONDS * 1000;
  // An avatar is a still picture: the first frame of an animation.
  const animated = !square && (type.ext === 'gif' || type.ext === 'webp');
  const open = () => sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const meta = await sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  // Reading the header is cheap; decoding every frame is not: the budget is checked before any decoding.
  if (overBudget(meta)) throw new ImageBudgetError();
  // After rotation a portrait photo's width is its EXIF height (orientations 5-8 swap the sides).
  const swapped = (meta.orientation ?? 1) >= 5;
  const rawWidth = (swapped ? (meta.pageHeight ?? meta.height) : meta.width) ?? 0;
  if (!rawWidth) throw new Error('image has no width');
  const rawHeight = (swapped ? meta.width : (meta.pageHeight ?? meta.height)) ?? 0;
  // An avatar: the square around the picture's most striking part (sharp's "attention"), at most AVATAR_SIDE.
  const width = square
    ? Math.min(rawWidth, rawHeight || rawWidth, AVATAR_SIDE)
    : Math.min(rawWidth, IMAGE_SIZES.largeMaxWidth);
  const cardWidth = Math.min(width, IMAGE_SIZES.cardWidth);
  const sized = (w: number) =>
    square
      ? open().resize({ width: w, height: w, fit: 'cover', position: sharp.strategy.attention })
      : open().resize({ width: w, withoutEnlargement: true });

  const original = type.ext;
  const formats: UploadedImageFormat[] = original === 'webp' ? ['webp'] : [original, 'webp'];
  const out: ImageVariant[] = [];
  for (const size of ['large', 'card'] as const) {
    for (const format of formats) {
      const w = size === 'large' ? width : cardWidth;
      out.push({
        name: imageVariantName(id, width, size, format),
        bytes: await encodeBy(sized(w), format, deadline),
        contentType: IMAGE_MIME[format],
      });
    }
  }
  return { main: out[0]!, variants: out.slice(1), width };
}
