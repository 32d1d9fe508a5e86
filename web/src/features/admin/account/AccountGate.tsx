import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useStaff } from '../auth/staff-context';

/**
 * A step the account must take before anything else opens (a new password, two-factor set-up): a card alone on the
 * page with what to do, and Logout.
 */
export function AccountGate({
  icon,
  title,
  why,
  width,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** Why this step is asked for, after the username. */
  why: string;
  width: number;
  children: ReactNode;
}) {
  const { member, logout } = useStaff();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
      <Card sx={{ width: '100%', maxWidth: width }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ mb: 3 }}>
            {icon}
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography color="text.secondary">
              {member.username}, {why}
            </Typography>
          </Stack>
          {children}
          <Button sx={{ mt: 2 }} color="inherit" onClick={() => void logout()}>
            Logout
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
