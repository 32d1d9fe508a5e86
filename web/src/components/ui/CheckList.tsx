import { Box, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { colors } from '../../theme/tokens';

interface CheckListProps {
  items: readonly string[];
  /** The list's accessible name, where the heading above does not say what it lists. */
  label?: string;
  /** Space between the points (MUI spacing units). */
  gap?: number;
  /** How far the tick sits below the point's first line top. */
  tickOffset?: string;
}

/** Short points, each after a green tick: an enquiry form's features, a tax-planning card's checklist. */
export function CheckList({ items, label, gap = 1, tickOffset = '2px' }: CheckListProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <CheckCircleOutline
            aria-hidden
            sx={{ fontSize: 20, color: colors.success, mt: tickOffset, flexShrink: 0 }}
          />
          <Typography variant="body2">{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}
