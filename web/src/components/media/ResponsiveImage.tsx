import type { ComponentProps } from 'react';
import { Box } from '@mui/material';
import { responsiveSources } from '@36x/common';

type Props = Omit<ComponentProps<typeof Box<'img'>>, 'component' | 'srcSet'> & {
  src: string;
  alt: string;
  /** How wide the image shows, for the browser's choice among the sizes (the `sizes` attribute). */
  sizes: string;
};

/**
 * An image with the sizes the API made of it (ADMIN-PUBLISH, common/src/image-variants.ts): WebP for browsers that take it,
 * the original format otherwise, each as a 480 px card and the large size, picked by `sizes`. Any other image (a typed
 * address, the demo covers) is a plain <img>. The <picture> wrapper is `display: contents`, so the <img> lays out
 * exactly as it would alone.
 */
export function ResponsiveImage({ src, alt, sizes, ...img }: Props) {
  const sources = responsiveSources(src);
  if (!sources) return <Box component="img" src={src} alt={alt} {...img} />;
  return (
    <picture style={{ display: 'contents' }}>
      <source type={sources.webp.type} srcSet={sources.webp.srcSet} sizes={sizes} />
      <Box component="img" src={src} srcSet={sources.fallback.srcSet} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
