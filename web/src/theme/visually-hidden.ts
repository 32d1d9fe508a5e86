/**
 * Read by screen readers, not shown (the same rules as MUI's `visuallyHidden` in @mui/utils, which is not a direct
 * dependency). Pixel strings: in sx a bare 1 would mean 100%, and a 100%-wide absolute box inside a scrolling table
 * widens the whole page on a phone.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
