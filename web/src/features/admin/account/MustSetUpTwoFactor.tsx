import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { useStaff } from '../auth/staff-context';
import { TwoFactorSetup } from './TwoFactorSetup';

/**
 * Admins require two-factor sign-in and this account has none: nothing else opens until it is set up (the API refuses
 * every other call with 403 meanwhile).
 */
export function MustSetUpTwoFactor() {
  const { member, logout } = useStaff();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
      <Card sx={{ width: '100%', maxWidth: 480 }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ mb: 3 }}>
            <PhonelinkLockIcon color="primary" fontSize="large" aria-hidden />
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              Set up two-factor sign-in
            </Typography>
            <Typography color="text.secondary">
              {member.username}, the administrators require a second step at sign-in for all staff. Set it up
              to continue.
            </Typography>
          </Stack>
          <TwoFactorSetup />
          <Button sx={{ mt: 2 }} color="inherit" onClick={() => void logout()}>
            Logout
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
