import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import PercentOutlinedIcon from '@mui/icons-material/PercentOutlined';
import { Link as RouterLink } from 'react-router';
import { featuredTools, type FreeToolIcon } from '../../content/free-tools';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { paths } from '../../lib/paths';
import { linkCardSx, stretchedControlSx } from '../../components/ui/card-link';
import { colors } from '../../theme/tokens';
import { IconBadge } from '../../components/ui/IconBadge';
import { ArrowLinkButton } from '../../components/ui/ArrowLinkButton';

const icons: Record<FreeToolIcon, typeof ReceiptLongOutlinedIcon> = {
  worksheet: ReceiptLongOutlinedIcon,
  rider: HealthAndSafetyOutlinedIcon,
  retirement: SavingsOutlinedIcon,
  bond: PercentOutlinedIcon,
};

export function ToolsSection() {
  return (
    <Section labelledBy="tools-title">
      <SectionHeader
        id="tools-title"
        overline="Free, no sign-up"
        title="Tools, Not Traps – Free Access"
        subtitle="Use them as often as you like. We never ask for your phone number, and nobody will call you afterwards."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {featuredTools.map((tool) => {
          const Icon = icons[tool.icon];
          return (
            // One control per card (decision 015): the title links to the guide of that name on the Tools page, or
            // to the calculator that does the card's job on the visitor's own figures (the income-tax comparison).
            <Card component="article" key={tool.title} sx={{ height: '100%', ...linkCardSx }}>
              <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
                <IconBadge size={48} radius={2} background={colors.teal50} color="primary.main">
                  <Icon aria-hidden="true" />
                </IconBadge>
                <Typography component="h3" variant="h6">
                  <Box
                    component={RouterLink}
                    to={
                      tool.calculator ? paths.calculatorTool(tool.calculator) : `${paths.tools}#${tool.guide}`
                    }
                    className="card-title-control"
                    sx={stretchedControlSx}
                  >
                    {tool.title}
                  </Box>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                  {tool.description}
                </Typography>
                <Chip
                  label="Free"
                  size="small"
                  sx={{ alignSelf: 'flex-start', backgroundColor: colors.gold100, color: colors.gold700 }}
                />
              </CardContent>
            </Card>
          );
        })}
      </Box>
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <ArrowLinkButton to={paths.calculatorAlias}>Browse All Tools</ArrowLinkButton>
      </Box>
    </Section>
  );
}
