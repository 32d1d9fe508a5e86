import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Box, Button, Typography, type SxProps, type Theme } from '@mui/material';
import FlipOutlinedIcon from '@mui/icons-material/FlipOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import type { AdditionalService } from '../../content/types';
import { colors } from '../../theme/tokens';
import { serviceIcons } from './service-icons';
import { IconBadge } from '../../components/ui/IconBadge';

/** The id of the card's title, which names the card. */
const titleIdOf = (service: AdditionalService) => `${service.id}-title`;

/** Both faces: stacked in one grid cell, each hidden when turned away. */
const faceSx = {
  gridArea: '1 / 1',
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
  borderRadius: '14px',
  p: 3,
  display: 'flex',
  flexDirection: 'column',
  gap: 1.5,
  cursor: 'pointer',
} as const;

interface FaceProps {
  service: AdditionalService;
  /** Whether this face is turned away (inert and hidden from assistive technology). */
  hidden: boolean;
  onFlip: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** One face of the card: a click anywhere on it flips the card. */
function Face({
  hidden,
  onFlip,
  sx,
  children,
}: Pick<FaceProps, 'hidden' | 'onFlip'> & { sx: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box className="flip-face" onClick={onFlip} aria-hidden={hidden} inert={hidden} sx={sx}>
      {children}
    </Box>
  );
}

/** The front: what the service is, with a button to see what it includes. */
function FrontFace({ service, hidden, onFlip, buttonRef }: FaceProps) {
  const Icon = serviceIcons[service.icon];
  return (
    <Face
      hidden={hidden}
      onFlip={onFlip}
      sx={{
        ...faceSx,
        backgroundColor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box
        component="img"
        src={service.image}
        alt=""
        width={120}
        height={120}
        loading="lazy"
        decoding="async"
        sx={{
          position: 'absolute',
          right: -18,
          bottom: -18,
          width: 120,
          height: 120,
          opacity: 0.55,
          pointerEvents: 'none',
        }}
      />
      <IconBadge size={56} background={service.gradient} color="#fff">
        <Icon aria-hidden="true" />
      </IconBadge>
      <Typography id={titleIdOf(service)} component="h3" variant="h6">
        {service.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {service.description}
      </Typography>
      <Button
        ref={buttonRef}
        variant="text"
        size="small"
        startIcon={<FlipOutlinedIcon />}
        // The name starts with the visible words (WCAG 2.5.3) and says which card it belongs to.
        aria-label={`See what's included in ${service.title}`}
        sx={{ alignSelf: 'flex-start', px: 1, ml: -1 }}
      >
        See what&apos;s included
      </Button>
    </Face>
  );
}

/** The back: the service's subTypes and any note, with a button back to the front. */
function BackFace({ service, hidden, onFlip, buttonRef }: FaceProps) {
  return (
    <Face
      hidden={hidden}
      onFlip={onFlip}
      sx={{ ...faceSx, transform: 'rotateY(180deg)', background: service.gradient, color: '#fff' }}
    >
      <Typography component="p" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
        {service.title}
      </Typography>
      <Box
        component="ul"
        aria-label={`${service.title} services`}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {service.subTypes.map((t) => (
          <Box component="li" key={t} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckIcon fontSize="small" sx={{ color: colors.gold300, mt: '2px' }} aria-hidden="true" />
            <Typography variant="body2" sx={{ color: '#fff' }}>
              {t}
            </Typography>
          </Box>
        ))}
      </Box>
      {service.note && (
        <Typography variant="caption" sx={{ color: colors.teal100, display: 'block', lineHeight: 1.5 }}>
          {service.note}
        </Typography>
      )}
      <Box sx={{ flex: 1 }} />
      <Button
        ref={buttonRef}
        variant="text"
        size="small"
        startIcon={<ArrowBackIcon />}
        aria-label={`Back to the ${service.title} overview`}
        sx={{ alignSelf: 'flex-start', px: 1, ml: -1, color: '#fff' }}
      >
        Back
      </Button>
    </Face>
  );
}

/**
 * An additional service as a flip card (SITE-SERVICES-3): the front shows what it is, the back its five subTypes.
 * - Flips by click or tap anywhere on the card, or by its button (Enter / Space) for keyboard users. It does
 *   not flip on hover: a hover flip would fight the click, and touch has no hover (decision).
 * - The hidden face is `inert` and `aria-hidden`, so only the visible face is in the tab order and read out;
 *   focus moves to the other face's button after a flip.
 * - With prefers-reduced-motion the faces cross-fade instantly instead of rotating in 3D.
 * Both faces share one grid cell, so the card is as tall as its taller face and nothing overflows.
 */
export function FlipCard({ service }: { service: AdditionalService }) {
  const [flipped, setFlipped] = useState(false);
  const frontButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const titleId = titleIdOf(service);

  const toggle = () => {
    const next = !flipped;
    setFlipped(next);
    // Focus the button on the face that is now visible, once it is no longer inert.
    requestAnimationFrame(() => (next ? backButton : frontButton).current?.focus({ preventScroll: true }));
  };

  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      data-flipped={flipped}
      sx={{
        perspective: '1200px',
        height: '100%',
        '@media (prefers-reduced-motion: reduce)': {
          '& .flip-inner': { transform: 'none !important', transition: 'none' },
          '& .flip-face': { backfaceVisibility: 'visible', transform: 'none !important' },
          '& .flip-face[aria-hidden="true"]': { visibility: 'hidden' },
        },
      }}
    >
      <Box
        className="flip-inner"
        sx={{
          display: 'grid',
          height: '100%',
          transformStyle: 'preserve-3d',
          transition: 'transform 600ms cubic-bezier(0.4, 0.2, 0.2, 1)',
          transform: flipped ? 'rotateY(180deg)' : 'none',
        }}
      >
        <FrontFace service={service} hidden={flipped} onFlip={toggle} buttonRef={frontButton} />
        <BackFace service={service} hidden={!flipped} onFlip={toggle} buttonRef={backButton} />
      </Box>
    </Box>
  );
}
