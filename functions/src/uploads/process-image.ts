import sharp, { type Sharp } from 'sharp';
import { IMAGE_SIZES, imageVariantName, type UploadedImageFormat } from '@36x/common';
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

const MIME: Record<UploadedImageFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Pixels sharp will decode at most (a 5 MB file can still claim a huge canvas: a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

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
 * Throws when sharp cannot read the file (the caller answers 422).
 */
export async function processImage(id: string, bytes: Buffer, type: ImageType): Promise<ProcessedImage> {
  const animated = type.ext === 'gif' || type.ext === 'webp';
  const open = () => sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const meta = await sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  // After rotation a portrait photo's width is its EXIF height (orientations 5-8 swap the sides).
  const swapped = (meta.orientation ?? 1) >= 5;
  const rawWidth = (swapped ? (meta.pageHeight ?? meta.height) : meta.width) ?? 0;
  if (!rawWidth) throw new Error('image has no width');
  const width = Math.min(rawWidth, IMAGE_SIZES.largeMaxWidth);
  const cardWidth = Math.min(width, IMAGE_SIZES.cardWidth);
  const sized = (w: number) => open().resize({ width: w, withoutEnlargement: true });

  const original = type.ext;
  const formats: UploadedImageFormat[] = original === 'webp' ? ['webp'] : [original, 'webp'];
  const out: ImageVariant[] = [];
  for (const size of ['large', 'card'] as const) {
    for (const format of formats) {
      const w = size === 'large' ? width : cardWidth;
      out.push({
        name: imageVariantName(id, width, size, format),
        bytes: await encode(sized(w), format),
        contentType: MIME[format],
      });
    }
  }
  return { main: out[0]!, variants: out.slice(1), width };
}
