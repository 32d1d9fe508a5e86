import { Box, type SxProps, type Theme } from '@mui/material';

interface IllustrationProps {
  /** A self-hosted SVG under web/public. */
  src: string;
  /** Intrinsic size of the SVG: reserves the box before it loads (no layout shift). */
  width: number;
  height: number;
  /** Empty for decorative art (the default). */
  alt?: string;
  /** The page's main image (above the fold): load eagerly with high priority. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** A self-hosted illustration that scales to its container and never shifts the layout. */
export function Illustration({ src, width, height, alt = '', priority = false, sx }: IllustrationProps) {
  return (
    <Box
      component="img"
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      // The main image paints with the page's first frame; the others may decode off the main thread.
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' } : {})}
      sx={[
        // Box takes width and height as style props, not as the img's attributes, so the box is reserved by
        // aspect-ratio: without it the image is 0 px tall until it loads, and the content below moves.
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          maxWidth: width,
          aspectRatio: `${width} / ${height}`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
