import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';

export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
        Error 404
      </Typography>
      <Typography variant="h3" component="h1" gutterBottom>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you were looking for does not exist or has moved.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={paths.home}>
          Back to Home
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.services}>
          Our Services
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.contact}>
          Contact Us
        </Button>
      </Box>
    </Container>
  );
}
