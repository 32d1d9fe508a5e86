import { useEffect, useRef, useState, type RefObject } from 'react';
import { Box, Button, Card, CardContent, Fade, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import { cardListSx } from '../../components/ui/card-list';
import { coreServices } from '../../content/core-services';
import type { CoreService, CoreServiceId, SubService } from '../../content/types';
import { Illustration } from '../../components/ui/Illustration';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { colors } from '../../theme/tokens';
import { serviceIcons } from './service-icons';
import { IconBadge } from '../../components/ui/IconBadge';

export const MAIN_SERVICES_ID = 'main-services';

type View = 'main' | CoreServiceId;

/**
 * Core services (SITE-SERVICES-2): starts on the main view with three cards; choosing one opens its sub view with
 * the five sub-services, 'Back to Main Services', and 'Go to {other title}' for the other two. On every
 * switch the new view's heading takes focus (so keyboard and screen-reader users land on it) and the section
 * top is brought into view when the visitor had scrolled past it.
 */
export function CoreServicesSection() {
  const [view, setView] = useState<View>('main');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  useEffect(() => {
    if (!switched.current) return; // not on first render
    headingRef.current?.focus({ preventScroll: true });
    const top = sectionRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [view]);

  const go = (next: View) => {
    switched.current = true;
    setView(next);
  };

  const current = view === 'main' ? null : coreServices.find((s) => s.id === view)!;

  return (
    <Section id={MAIN_SERVICES_ID} labelledBy="core-services-title" tone="paper">
      <Box ref={sectionRef} sx={{ scrollMarginTop: 96 }}>
        <SectionHeader
          id="core-services-title"
          overline="Core services"
          title="Three Disciplines, Fifteen Services"
          subtitle="Choose a discipline to see the five services inside it."
        />
        <Fade in key={view} timeout={250}>
          <div>
            {current ? (
              <SubView
                service={current}
                headingRef={headingRef}
                onBack={() => go('main')}
                onGo={(id) => go(id)}
              />
            ) : (
              <MainView headingRef={headingRef} onChoose={(id) => go(id)} />
            )}
          </div>
        </Fade>
      </Box>
    </Section>
  );
}

function MainView({
  onChoose,
  headingRef,
}: {
  onChoose: (id: CoreServiceId) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <Box>
      <Typography ref={headingRef} tabIndex={-1} component="h3" className="visually-hidden">
        Main services
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {coreServices.map((s) => {
          const Icon = serviceIcons[s.icon];
          return (
            <Card
              key={s.id}
              component="article"
              // The whole card opens the sub view for pointer users; keyboard users have the button.
              onClick={() => onChoose(s.id)}
              sx={{
                cursor: 'pointer',
                display: 'flex',
                flexDirection: 'column',
                '&:hover': { boxShadow: '0 16px 40px rgba(7,47,49,0.12)', transform: 'translateY(-2px)' },
              }}
            >
              <Box sx={{ position: 'relative' }}>
                <Illustration src={s.image} width={320} height={200} sx={{ maxWidth: 'none' }} />
                <IconBadge
                  size={52}
                  background={s.gradient}
                  color="#fff"
                  sx={{
                    position: 'absolute',
                    left: 20,
                    bottom: -24,
                    border: '3px solid #fff',
                  }}
                >
                  <Icon aria-hidden="true" />
                </IconBadge>
              </Box>
              <CardContent
                sx={{ p: 3, pt: 4.5, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}
              >
                <Typography
                  variant="overline"
                  component="p"
                  sx={{ color: 'secondary.main', lineHeight: 1.5 }}
                >
                  {s.credential}
                </Typography>
                <Typography component="h4" variant="h4">
                  {s.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                  {s.description}
                </Typography>
                <Button
                  variant="outlined"
                  endIcon={<ArrowForwardIcon />}
                  onClick={(e) => {
                    e.stopPropagation();
                    onChoose(s.id);
                  }}
                  sx={{ alignSelf: 'flex-start', mt: 1 }}
                >
                  Explore {s.title}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}

function SubView({
  service,
  onBack,
  onGo,
  headingRef,
}: {
  service: CoreService;
  onBack: () => void;
  onGo: (id: CoreServiceId) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const others = coreServices.filter((s) => s.id !== service.id);
  const Icon = serviceIcons[service.icon];
  return (
    <Box>
      <Box
        sx={{
          background: service.gradient,
          color: '#fff',
          borderRadius: 4,
          p: { xs: 3, md: 4 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
          alignItems: 'center',
          mb: 4,
        }}
      >
        <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'flex-start' }}>
          <IconBadge
            size={56}
            background="rgba(255,255,255,0.14)"
            sx={{
              flexShrink: 0,
              display: { xs: 'none', sm: 'grid' },
              border: '1px solid rgba(255,255,255,0.35)',
            }}
          >
            <Icon aria-hidden="true" />
          </IconBadge>
          <Box>
            <Typography variant="overline" component="p" sx={{ color: colors.gold300, lineHeight: 1.5 }}>
              {service.credential} · {service.body}
            </Typography>
            <Typography
              ref={headingRef}
              tabIndex={-1}
              component="h3"
              variant="h3"
              sx={{ color: '#fff', outline: 'none' }}
            >
              {service.title}
            </Typography>
            <Typography sx={{ color: colors.teal100, mt: 1, maxWidth: 640 }}>
              {service.description}
            </Typography>
          </Box>
        </Box>
        <Button
          variant="outlined"
          onClick={onBack}
          startIcon={<ArrowBackIcon />}
          sx={{
            color: '#fff',
            borderColor: 'rgba(255,255,255,0.6)',
            justifySelf: { xs: 'start', md: 'end' },
            '&:hover': { borderColor: '#fff', backgroundColor: 'rgba(255,255,255,0.1)' },
          }}
        >
          Back to Main Services
        </Button>
      </Box>

      <Box
        component="ul"
        aria-label={`${service.title} services`}
        sx={cardListSx({ xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' })}
      >
        {service.subServices.map((sub) => (
          <li key={sub.id}>
            <SubServiceCard sub={sub} />
          </li>
        ))}
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5, justifyContent: 'center' }}>
        {others.map((o) => (
          <Button
            key={o.id}
            variant="outlined"
            size="large"
            onClick={() => onGo(o.id)}
            endIcon={<ArrowForwardIcon />}
          >
            Go to {o.title}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

function SubServiceCard({ sub }: { sub: SubService }) {
  const Icon = serviceIcons[sub.icon];
  return (
    <Card
      component="article"
      id={sub.id}
      sx={{ height: '100%', borderTop: 0, position: 'relative', overflow: 'hidden' }}
    >
      <Box aria-hidden="true" sx={{ height: 5, background: sub.gradient }} />
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <IconBadge
            size={44}
            radius={2}
            background={colors.teal50}
            color="primary.main"
            sx={{
              flexShrink: 0,
            }}
          >
            <Icon aria-hidden="true" />
          </IconBadge>
          <Typography component="h4" variant="h6">
            {sub.title}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {sub.content}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
          {sub.items.map((item) => (
            <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckIcon fontSize="small" sx={{ color: colors.gold500, mt: '3px' }} aria-hidden="true" />
              <Typography variant="body2">{item}</Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
