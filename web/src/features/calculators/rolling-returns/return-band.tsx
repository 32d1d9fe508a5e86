import { Box } from '@mui/material';
import { formatPercent } from '@36x/common';
import { returnBand } from '@36x/common/finance';

/** CALC-ROLLING: returns above 10% show green, above 5% yellow, otherwise red (with text dark enough to read). */
const BAND_STYLE = {
  green: { bgcolor: '#E3F1E8', color: '#1E6B46' },
  yellow: { bgcolor: '#FFF3C4', color: '#6B4E00' },
  red: { bgcolor: '#FBE4E2', color: '#A1221B' },
} as const;

export function ReturnCell({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined || !Number.isFinite(value)) return <Box component="span">—</Box>;
  const band = returnBand(value);
  return (
    <Box
      component="span"
      data-band={band}
      sx={{
        ...BAND_STYLE[band],
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {formatPercent(value)}
    </Box>
  );
}
