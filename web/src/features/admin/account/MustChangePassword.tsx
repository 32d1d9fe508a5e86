import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useStaff } from '../auth/staff-context';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * After an admin's reset the account holds a one-time password: nothing else opens until it is replaced (the API
 * refuses every other call with 403 meanwhile).
 */
export function MustChangePassword() {
  const { member, logout } = useStaff();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
      <Card sx={{ width: '100%', maxWidth: 460 }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ mb: 3 }}>
            <KeyIcon color="primary" fontSize="large" aria-hidden />
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              Choose a new password
            </Typography>
            <Typography color="text.secondary">
              {member.username}, you signed in with a one-time password from an administrator. Choose your own
              password to continue.
            </Typography>
          </Stack>
          <ChangePasswordForm currentLabel="One-time password" onDone={() => undefined} />
          <Button sx={{ mt: 2 }} color="inherit" onClick={() => void logout()}>
            Logout
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
