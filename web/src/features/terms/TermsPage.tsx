import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageBanner } from '../../components/ui/PageBanner';
import { RegistrationDetails } from '../../components/ui/RegistrationDetails';
import { practiceMailto } from '../../content/practice';
import { TERMS_UPDATED, termsSections } from '../../content/terms';
import { paths } from '../../lib/paths';

/** Terms of use (/terms, SITE-ABOUT-2): static and prerendered; linked from the footer beside the privacy notice. */
export default function TermsPage() {
  return (
    <>
      <PageBanner id="terms-title" overline="Legal" title="Terms of Use">
        The rules for using this website: what its content is (and is not), how the calculators work, and when
        we act for you.
      </PageBanner>
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="body2" color="text.secondary">
          Last updated <time dateTime={TERMS_UPDATED.iso}>{TERMS_UPDATED.label}</time>
        </Typography>
        {termsSections.map((section) => (
          <Box component="section" key={section.id} aria-labelledby={`terms-${section.id}`} sx={{ mt: 4 }}>
            <Typography id={`terms-${section.id}`} component="h2" variant="h5" sx={{ mb: 1.5 }}>
              {section.title}
            </Typography>
            {section.paragraphs.map((text) => (
              <Typography key={text.slice(0, 32)} sx={{ mb: 1.5 }}>
                {text}
              </Typography>
            ))}
            {section.id === 'privacy' && (
              <Typography>
                Read the{' '}
                <Link component={RouterLink} to={paths.privacy}>
                  privacy notice
                </Link>
                , or <Link href={practiceMailto('Question about my data')}>email us</Link> with a question.
              </Typography>
            )}
          </Box>
        ))}
        <Box sx={{ mt: 5, '&:empty': { display: 'none' } }}>
          <RegistrationDetails heading={{ text: 'Registrations', level: 'h2' }} />
        </Box>
      </Container>
    </>
  );
}
