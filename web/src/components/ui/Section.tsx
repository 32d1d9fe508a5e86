import type { ReactNode } from 'react';
import { Box, Container, type SxProps, type Theme } from '@mui/material';

interface SectionProps {
  children: ReactNode;
  id?: string;
  /** The heading's id: the section is named by its heading for assistive technology. */
  labelledBy?: string;
  tone?: 'default' | 'paper' | 'tint' | 'dark';
  maxWidth?: 'md' | 'lg' | 'xl';
  sx?: SxProps<Theme>;
}

const tones = {
  default: { backgroundColor: 'background.default' },
  paper: { backgroundColor: 'background.paper' },
  tint: { backgroundColor: '#EEF5F4' },
  dark: { backgroundColor: '#0B3D3F', color: '#fff' },
} as const;

/** A full-width band with consistent vertical rhythm and a centred container. */
export function Section({ children, id, labelledBy, tone = 'default', maxWidth = 'lg', sx }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      sx={[{ py: { xs: 7, md: 11 }, ...tones[tone] }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
