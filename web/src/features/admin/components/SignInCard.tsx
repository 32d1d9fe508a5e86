import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';

/**
 * The card alone on the page of the back office's doors (sign-in, accepting an invitation): the icon in a circle,
 * the page's heading and a line under it, then the form.
 */
export function SignInCard({
  icon,
  title,
  subtitle,
  maxWidth,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle?: string;
  maxWidth: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Card sx={{ width: '100%', maxWidth }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>{icon}</Avatar>
            <Typography component="h1" variant="h4">
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
