import type { ComponentProps } from 'react';
import { Box } from '@mui/material';

/** Fills its frame (a card's 16:9 band), cropped to it rather than stretched. */
export const coverImageSx = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;

type Props = Omit<ComponentProps<typeof Box<'img'>>, 'component' | 'alt' | 'sx'> & {
  src: string;
  width: number;
  height: number;
};

/**
 * A card's decorative picture (alt="": the card's title names it), filling its frame. It loads lazily unless told
 * otherwise; `width` and `height` give the browser its ratio before it arrives.
 */
export function CoverImage({ src, width, height, loading = 'lazy', ...img }: Props) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      {...img}
      sx={coverImageSx}
    />
  );
}
