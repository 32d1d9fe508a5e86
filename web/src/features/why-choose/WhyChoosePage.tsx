import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { Link as RouterLink } from 'react-router';

import { cardListSx } from '../../components/ui/card-list';
import { InlineIllustration } from '../../components/ui/Illustration';
import compassSvg from '../../assets/illustrations/compass.svg?raw';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { philosophy, valueCards, type ValueCard } from '../../content/principles';
import { visibleSuccessFigures } from '../../content/site-settings';
import { paths } from '../../lib/paths';
import { colors, fonts } from '../../theme/tokens';
import { IconBadge } from '../../components/ui/IconBadge';
import { twoColumnsSx } from '../../components/ui/two-columns';

const icons: Record<ValueCard['icon'], typeof WorkspacePremiumOutlinedIcon> = {
  credentials: WorkspacePremiumOutlinedIcon,
  fees: RequestQuoteOutlinedIcon,
  education: SchoolOutlinedIcon,
  privacy: LockOutlinedIcon,
  india: PublicOutlinedIcon,
  partnership: HandshakeOutlinedIcon,
};

/** The six value cards. */
function ValuesSection() {
  return (
    <Section tone="paper" labelledBy="values-title">
      <SectionHeader
        id="values-title"
        overline="What you can expect"
        title="Six Reasons Clients Stay With Us"
        subtitle="Not promises of returns, which no honest adviser can make, but the way we work on every engagement."
      />
      <Box component="ul" sx={cardListSx({ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' })}>
        {valueCards.map((card) => {
          const Icon = icons[card.icon];
          return (
            <li key={card.title}>
              <Card sx={{ height: '100%' }}>
                <CardContent
                  sx={{ p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
                >
                  <IconBadge size={52} radius={2.5} background={colors.teal700} color={colors.gold300}>
                    <Icon aria-hidden="true" />
                  </IconBadge>
                  <Typography component="h3" variant="h6">
                    {card.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {card.description}
                  </Typography>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </Box>
    </Section>
  );
}

const philosophyPointSx = {
  display: 'flex',
  gap: 2.5,
  alignItems: 'flex-start',
  p: { xs: 2.5, md: 3 },
  backgroundColor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 3,
} as const;

/** The five-point philosophy, numbered. */
function PhilosophySection() {
  return (
    <Section labelledBy="philosophy-title">
      <Box sx={twoColumnsSx('0.8fr 1.2fr', { xs: 4, md: 8 }, 'start')}>
        <SectionHeader
          id="philosophy-title"
          align="left"
          overline="How we think"
          title="Our Philosophy"
          subtitle="Five rules we apply to every plan, whether it is a first ITR or a family's retirement."
        />
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {philosophy.map((point, i) => (
            <Box component="li" key={point} sx={philosophyPointSx}>
              <IconBadge
                size={40}
                ariaHidden
                background={colors.gold100}
                color={colors.gold700}
                sx={{
                  flexShrink: 0,
                  fontFamily: fonts.heading,
                  fontWeight: 700,
                }}
              >
                {i + 1}
              </IconBadge>
              <Typography sx={{ pt: 0.75 }}>{point}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Section>
  );
}

/** The success figures switched on in the site settings. */
function NumbersSection({ figures }: { figures: ReturnType<typeof visibleSuccessFigures> }) {
  return (
    <Section tone="dark" labelledBy="numbers-title">
      <SectionHeader id="numbers-title" overline="Since we started" title="Our Success in Numbers" inverse />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${figures.length}, 1fr)` },
          m: 0,
        }}
      >
        {figures.map((f) => (
          <Box
            key={f.label}
            sx={{
              textAlign: 'center',
              p: { xs: 2.5, md: 3.5 },
              borderRadius: 3,
              border: `1px solid ${colors.teal500}`,
              display: 'flex',
              flexDirection: 'column-reverse',
            }}
          >
            <Typography component="dt" sx={{ color: colors.teal100, mt: 0.5 }}>
              {f.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontFamily: fonts.heading,
                fontWeight: 700,
                fontSize: { xs: '2rem', md: '2.6rem' },
                color: colors.gold300,
              }}
            >
              {f.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/** The closing call to action: a free first conversation. */
function FitCtaSection() {
  return (
    <Section tone="paper" labelledBy="why-cta-title">
      <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto' }}>
        <Typography id="why-cta-title" variant="h2">
          See If We Are the Right Fit
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, mb: 4 }}>
          A free, no-obligation first conversation. Bring your questions and any documents you have; leave
          with a clear next step, whether or not you work with us.
        </Typography>
        {/* Action not shown in the spec: it leads to the contact form, where a consultation is requested. */}
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={paths.contact}
          startIcon={<EventAvailableOutlinedIcon />}
        >
          Schedule Your Free Consultation
        </Button>
      </Box>
    </Section>
  );
}

/** Why Choose (/why-36x and /resources/why-36x): six value cards, five-point philosophy, success numbers, CTA. */
export default function WhyChoosePage() {
  const figures = visibleSuccessFigures();
  return (
    <>
      <>
        <PageHero
          id="why-title"
          overline="Why 36x"
          title="Why Choose 36x"
          lead="Most financial mistakes are not made for lack of products. They are made for lack of clear, unbiased explanation. We built 36x to be the calm, qualified voice in the room: someone who looks at your tax, your protection and your investments together, and tells you plainly what they see."
          leadMaxWidth={560}
          tagline
          aside={
            <Box sx={{ justifySelf: 'center', width: '100%', maxWidth: { xs: 300, sm: 380, md: 420 } }}>
              <InlineIllustration svg={compassSvg} width={420} height={360} />
            </Box>
          }
        />

        <ValuesSection />

        <PhilosophySection />

        {/* Success figures are compliance switches (content/site-settings.ts), off by default: ICAI rules. */}
        {figures.length > 0 && <NumbersSection figures={figures} />}

        <FitCtaSection />
      </>
    </>
  );
}
