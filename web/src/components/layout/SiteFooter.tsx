import type { ReactNode } from 'react';
import { Box, Container, Divider, IconButton, Link, Stack, Typography } from '@mui/material';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import InstagramIcon from '@mui/icons-material/Instagram';
import FacebookIcon from '@mui/icons-material/Facebook';
import YouTubeIcon from '@mui/icons-material/YouTube';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import { Link as RouterLink } from 'react-router';
import { TAGLINE } from '@36x/common';
import { Logo } from '../brand/Logo';
import { RegistrationDetails } from '../ui/RegistrationDetails';
import { CurrentYear } from '../ui/CurrentYear';
import { SubscribeForm } from '../newsletter/SubscribeForm';
import { practice, practiceMailto } from '../../content/practice';
import { paths } from '../../lib/paths';
import { colors } from '../../theme/tokens';
import { FOOTER_ID } from './footer-id';

// Footer lists of the spec (SITE-LAYOUT-3). The PDF financial guides live on the tools page.
const resourceLinks = [
  { label: 'Free Tools', to: paths.tools },
  { label: 'Knowledge Base', to: paths.resources },
  { label: 'Calculators', to: paths.calculator },
  { label: 'Financial Guides', to: paths.tools },
];
const serviceLinks = [
  { label: 'Tax Planning', to: paths.services },
  { label: 'Insurance Advisory', to: paths.services },
  { label: 'Investment Planning', to: paths.services },
  { label: 'Retirement Planning', to: paths.services },
];

// Terms of use (SITE-ABOUT-2) and the privacy notice (CONTACT-LEADS): plain links under the copyright line.
const legalLinks = [
  { label: 'Terms of Use', to: paths.terms },
  { label: 'Privacy Notice', to: paths.privacy },
];

const socials = [
  { label: 'LinkedIn', href: practice.social.linkedin, icon: <LinkedInIcon /> },
  { label: 'Instagram', href: practice.social.instagram, icon: <InstagramIcon /> },
  { label: 'Facebook', href: practice.social.facebook, icon: <FacebookIcon /> },
  { label: 'YouTube', href: practice.social.youtube, icon: <YouTubeIcon /> },
];

/** The contact column's links, after the address. */
const contactLinks = [
  { icon: <PhoneOutlinedIcon fontSize="small" />, href: practice.phone.href, text: practice.phone.display },
  { icon: <MailOutlineIcon fontSize="small" />, href: practiceMailto(), text: practice.email },
  {
    icon: <LanguageOutlinedIcon fontSize="small" />,
    href: practice.website.href,
    text: practice.website.display,
  },
];

/**
 * Every footer link is a tap target at least 24 px tall (WCAG 2.2 target size, SITE-LAYOUT-5): as inline text the
 * 20 px lines of the contact column overlapped their neighbours' targets (axe `target-size` on the home page).
 */
const linkSx = {
  color: colors.teal100,
  fontWeight: 400,
  display: 'inline-block',
  minHeight: 24,
  lineHeight: '24px',
  '&:hover': { color: colors.paper },
} as const;

const iconButtonSx = {
  color: colors.teal100,
  border: `1px solid ${colors.teal500}`,
  width: 44,
  height: 44,
  '&:hover': { color: colors.teal900, backgroundColor: colors.gold300, borderColor: colors.gold300 },
} as const;

function FooterColumn({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box component="section" aria-label={title} className={wide ? 'wide' : undefined}>
      <Typography component="h2" variant="overline" sx={{ color: colors.gold300, display: 'block', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function LinkList({ items }: { items: Array<{ label: string; to: string }> }) {
  return (
    <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <li key={item.label}>
          <Link component={RouterLink} to={item.to} sx={linkSx}>
            {item.label}
          </Link>
        </li>
      ))}
    </Stack>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', color: colors.teal100 }}>
      <Box sx={{ color: colors.gold300, display: 'flex', mt: '2px' }} aria-hidden="true">
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** The brand column: logo, practitioner, tagline, social links and the staff sign-in. */
function FooterBrand() {
  return (
    <Box className="wide">
      <Logo inverse />
      <Typography sx={{ mt: 2.5, color: colors.paper, fontWeight: 600 }}>
        {practice.practitioner.name}
      </Typography>
      <Typography variant="body2" sx={{ color: colors.teal200 }}>
        {practice.practitioner.role}
      </Typography>
      <Typography variant="body2" sx={{ mt: 2, color: colors.gold300, fontWeight: 600 }}>
        {TAGLINE}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 3 }}
        component="ul"
        aria-label="Social links"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {socials.map((s) => (
          <li key={s.label}>
            <IconButton
              component="a"
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${practice.name} on ${s.label} (opens in a new tab)`}
              sx={iconButtonSx}
            >
              {s.icon}
            </IconButton>
          </li>
        ))}
        <li>
          {/* A native title, not MUI's Tooltip: the footer is not hydrated (it has no script of its own). */}
          <IconButton
            component={RouterLink}
            to={paths.login}
            aria-label="Staff sign in"
            title="Staff sign in"
            sx={iconButtonSx}
          >
            <LockOutlinedIcon />
          </IconButton>
        </li>
      </Stack>
    </Box>
  );
}

/** The contact column: the address, then phone, email and website. */
function ContactColumn() {
  return (
    <FooterColumn title="Contact" wide>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <ContactLine icon={<PlaceOutlinedIcon fontSize="small" />}>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            {practice.address.line}
            <br />
            <Typography component="span" variant="body2" sx={{ color: colors.teal200 }}>
              {practice.address.serving}
            </Typography>
          </Box>
        </ContactLine>
        {contactLinks.map((c) => (
          <ContactLine key={c.href} icon={c.icon}>
            <Link href={c.href} sx={linkSx}>
              {c.text}
            </Link>
          </ContactLine>
        ))}
      </Stack>
    </FooterColumn>
  );
}

/** The last row: copyright, legal links and the general disclaimer. */
function FooterBottom() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 1.5,
        justifyContent: 'space-between',
        color: colors.teal200,
      }}
    >
      <Box>
        <Typography variant="body2">
          © <CurrentYear /> {practice.name}. All rights reserved.
        </Typography>
        <Stack
          component="ul"
          direction="row"
          spacing={2}
          aria-label="Legal"
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
        >
          {legalLinks.map((item) => (
            <li key={item.to}>
              <Link component={RouterLink} to={item.to} variant="body2" sx={linkSx}>
                {item.label}
              </Link>
            </li>
          ))}
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ maxWidth: 620 }}>
        Content on this site is for education and general information only. It is not an offer, a solicitation
        or personalised investment, tax or legal advice. Please consult us before acting on it.
      </Typography>
    </Box>
  );
}

/**
 * Site footer (SITE-LAYOUT-3): every part the spec lists. Links and text only, the same on every page.
 */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      id={FOOTER_ID}
      sx={{ backgroundColor: colors.teal900, color: colors.teal100, mt: 'auto' }}
    >
      {/* From 900 px the floating WhatsApp button sits in the bottom corner: the page ends with room for it. */}
      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 8 }, pb: { xs: 6, md: 12 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 4 },
            gridTemplateColumns: { xs: '1fr 1fr', md: '1.6fr 1fr 1fr 1.3fr' },
            '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          }}
        >
          <FooterBrand />

          <FooterColumn title="Resources">
            <LinkList items={resourceLinks} />
          </FooterColumn>

          <FooterColumn title="Services">
            <LinkList items={serviceLinks} />
          </FooterColumn>

          <ContactColumn />
        </Box>

        {/* SITE-NEWS-1: the newsletter's subscribe form, its own component. */}
        <Box sx={{ mt: { xs: 5, md: 6 }, maxWidth: 640 }}>
          <SubscribeForm source="footer" inverse />
        </Box>

        <Divider sx={{ borderColor: colors.teal800, my: { xs: 4, md: 5 } }} />

        {/* Registrations and the grievance route: only the filled ones (content/practice.ts), else nothing. */}
        <Box sx={{ mb: { xs: 3, md: 4 }, '&:empty': { display: 'none' } }}>
          <RegistrationDetails tone="inverse" />
        </Box>

        <FooterBottom />
      </Container>
    </Box>
  );
}
