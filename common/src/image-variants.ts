/**
 * The sizes the API makes of every uploaded image (ADMIN-PUBLISH) and how a page finds them from the image's URL alone.
 *
 * An upload `blog-images/<id>_<W>.<ext>` is the picture at most {@link IMAGE_SIZES.largeMaxWidth} px wide (W is its
 * real width) in its original format; beside it the API stores `<id>_<W>.webp`, and the card size
 * `<id>_<W>_card.<ext>` / `<id>_<W>_card.webp`, min(W, {@link IMAGE_SIZES.cardWidth}) px wide. Because the names
 * say the widths, posts keep one `image` URL and any page can write `srcset` from it. Works for both stores: the local
 * mode's `/api/uploads/blog-images/...` and Cloud Storage's `.../o/blog-images%2F...?alt=media`. Any other image
 * (a typed address, the demo covers, uploads from before ADMIN-PUBLISH) has no variants: pages show it as it is.
 */
export const IMAGE_SIZES = { largeMaxWidth: 1600, cardWidth: 480 } as const;

export type UploadedImageFormat = 'jpg' | 'png' | 'gif' | 'webp';

/** The stored name of one variant, relative to `blog-images/`. */
export function imageVariantName(
  id: string,
  width: number,
  size: 'large' | 'card',
  format: UploadedImageFormat,
): string {
  return `${id}_${width}${size === 'card' ? '_card' : ''}.${format}`;
}

export interface ImageSource {
  /** `url 1600w, url 480w` */
  srcSet: string;
  type: string;
}

export interface ResponsiveSources {
  /** The WebP set (a <source type="image/webp">). */
  webp: ImageSource;
  /** The original format's set, for the <img> itself (browsers without WebP). */
  fallback: ImageSource;
  width: number;
}

/** The content type of each stored format (the upload's variants and the <picture> sources name the same). */
export const IMAGE_MIME: Record<UploadedImageFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

// blog-images/ (or its URL-encoded slash), an id, _width, .ext, then the end or a query string.
const UPLOAD_NAME = /(blog-images(?:\/|%2F))([A-Za-z0-9]{6,40})_(\d{1,5})\.(jpg|png|gif|webp)(?=$|\?)/;

/** The variants of an uploaded image, or null when the URL is not one of the API's processed uploads. */
export function responsiveSources(url: string): ResponsiveSources | null {
  const m = UPLOAD_NAME.exec(url);
  if (!m) return null;
  const [whole, folder, id, w, ext] = m as unknown as [string, string, string, string, UploadedImageFormat];
  const width = Number(w);
  if (!width || width > IMAGE_SIZES.largeMaxWidth) return null;
  const cardWidth = Math.min(width, IMAGE_SIZES.cardWidth);
  const at = (name: string) => url.slice(0, m.index) + folder + name + url.slice(m.index + whole.length);
  const set = (format: UploadedImageFormat): ImageSource => {
    const large = `${at(imageVariantName(id, width, 'large', format))} ${width}w`;
    const card = `${at(imageVariantName(id, width, 'card', format))} ${cardWidth}w`;
    return { srcSet: cardWidth < width ? `${card}, ${large}` : large, type: IMAGE_MIME[format] };
  };
  return { webp: set('webp'), fallback: set(ext), width };
}
