import { Button, Container, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';

/** What a blog post's or a video's own page shows when there is no such item: a heading, a line and the way back. */
export function ItemNotFound({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  /** The library the visitor goes back to. */
  back: { to: string; label: string };
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={back.to} variant="contained" size="large" startIcon={<ArrowBack />}>
        {back.label}
      </Button>
    </Container>
  );
}
