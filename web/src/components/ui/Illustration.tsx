import { Box, type SxProps, type Theme } from '@mui/material';

interface IllustrationProps {
  /** A self-hosted SVG under web/public. */
  src: string;
  /** Intrinsic size of the SVG: reserves the box before it loads (no layout shift). */
  width: number;
  height: number;
  /** Empty for decorative art (the default). */
  alt?: string;
  /** Above the fold (where it shows): load at once instead of lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

// Box takes width and height as style props, not as the img's attributes, so the box is reserved by aspect-ratio:
// without it an image is 0 px tall until it loads, and the content below moves.
const box = (width: number, height: number) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxWidth: width,
  aspectRatio: `${width} / ${height}`,
});

/** A self-hosted illustration: loaded lazily unless `priority`, scales to its container, never shifts the layout. */
export function Illustration({ src, width, height, alt = '', priority = false, sx }: IllustrationProps) {
  return (
    <Box
      component="img"
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      sx={[box(width, height), ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

/**
 * A page's main illustration (above the fold), written into the page as SVG markup (`import svg from '….svg?raw'`):
 * it paints with the first frame, with no request of its own to wait for behind the page's fonts. Decorative.
 */
export function InlineIllustration({
  svg,
  width,
  height,
  sx,
}: {
  svg: string;
  width: number;
  height: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: svg }}
      sx={[
        box(width, height),
        { '& > svg': { display: 'block', width: '100%', height: '100%' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
