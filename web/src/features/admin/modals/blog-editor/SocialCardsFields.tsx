import { useEffect, useRef, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FormikProps } from 'formik';
import {
  LIMITS,
  SOCIAL_CARD_FIELDS,
  SOCIAL_CARD_SHOWN,
  socialCard,
  type SocialCardField,
  type SocialCardPost,
  type SocialNetwork,
} from '@36x/common';
import { textFieldProps } from '../form-helpers';
import { HelperWithCount } from '../HelperWithCount';
import { ImageField } from '../ImageField';
import { Counter } from './SeoFields';
import { SocialCardPreview, sharedTitle } from './SocialCardPreview';

/** The form values the section reads: the card fields and what they fall back to. */
export type SocialCardValues = SocialCardPost;

const NETWORKS: Record<
  SocialNetwork,
  { label: string; title: SocialCardField; description: SocialCardField; image: SocialCardField }
> = {
  facebook: { label: 'Facebook', title: 'ogTitle', description: 'ogDescription', image: 'ogImage' },
  x: { label: 'X', title: 'twitterTitle', description: 'twitterDescription', image: 'twitterImage' },
};

const networkOf = (field: SocialCardField): SocialNetwork => (field.startsWith('og') ? 'facebook' : 'x');

/** "Facebook title, X image" for the fields a post has set; '' when every card falls back. */
function ownFields(v: SocialCardValues): string {
  const names = { title: 'title', description: 'description', image: 'image' } as const;
  return (Object.keys(NETWORKS) as SocialNetwork[])
    .flatMap((n) =>
      (['title', 'description', 'image'] as const)
        .filter((k) => v[NETWORKS[n][k]].trim())
        .map((k) => `${NETWORKS[n].label} ${names[k]}`),
    )
    .join(', ');
}

interface PanelProps<V extends SocialCardValues> {
  form: FormikProps<V>;
  network: SocialNetwork;
  onUploadingChange: (uploading: boolean) => void;
}

/** One network's fields (each empty one shows what it falls back to) beside its live preview. */
function NetworkPanel<V extends SocialCardValues>({ form, network, onUploadingChange }: PanelProps<V>) {
  const n = NETWORKS[network];
  const v = form.values;
  const card = socialCard(v, network);
  // What an empty field shows instead: the card as it would be without that field.
  const fallback = socialCard({ ...v, [n.title]: '', [n.description]: '' }, network);
  const touchedError = (f: SocialCardField) => {
    const e = (form.errors as Record<string, unknown>)[f];
    return (form.touched as Record<string, unknown>)[f] && typeof e === 'string' ? e : undefined;
  };
  const textField = (
    f: SocialCardField,
    label: string,
    placeholder: string,
    advised: number,
    max: number,
  ) => {
    const props = textFieldProps(form, f as keyof V & string);
    return (
      <TextField
        label={label}
        fullWidth
        multiline={f === n.description}
        minRows={f === n.description ? 2 : undefined}
        placeholder={placeholder}
        slotProps={{ inputLabel: { shrink: true } }}
        {...props}
        helperText={
          <HelperWithCount
            text={props.helperText ?? 'Empty: the greyed text, shown in the preview'}
            count={<Counter length={props.value.length} advised={advised} max={max} />}
          />
        }
      />
    );
  };
  return (
    <Box
      role="tabpanel"
      id={`social-panel-${network}`}
      aria-labelledby={`social-tab-${network}`}
      sx={{ pt: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {textField(
            n.title,
            `${n.label} title`,
            sharedTitle(fallback),
            SOCIAL_CARD_SHOWN[network].title,
            LIMITS.socialTitleMax,
          )}
          {textField(
            n.description,
            `${n.label} description`,
            fallback.description,
            SOCIAL_CARD_SHOWN[network].description,
            LIMITS.socialDescriptionMax,
          )}
          <ImageField
            value={v[n.image]}
            onChange={(url) => void form.setFieldValue(n.image, url)}
            onBlur={() => void form.setFieldTouched(n.image, true)}
            error={touchedError(n.image)}
            onUploadingChange={onUploadingChange}
            other={{
              name: n.image,
              label: `${n.label} image`,
              hint: "Empty: the featured image, else the site's. Upload a file or paste an address; 1200x630 suits both.",
            }}
          />
        </Stack>
        <SocialCardPreview network={network} card={card} />
      </Box>
    </Box>
  );
}

/**
 * A post's social cards (decision 055), collapsed until opened: Facebook and X tabs, each with its title,
 * description and image and a live preview of the card as the network shows it. A refused field opens the section
 * on its network after a save.
 */
export function SocialCardsFields<V extends SocialCardValues>({
  form,
  onUploadingChange,
}: {
  form: FormikProps<V>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<SocialNetwork>('facebook');
  const shownForSubmit = useRef(0);
  const wrong = SOCIAL_CARD_FIELDS.find((f) => (form.errors as Record<string, unknown>)[f]);
  useEffect(() => {
    // Once per save attempt: the section may be closed again after it showed the message.
    if (!wrong || form.submitCount === 0 || shownForSubmit.current === form.submitCount) return;
    shownForSubmit.current = form.submitCount;
    setOpen(true);
    setTab(networkOf(wrong));
  }, [wrong, form.submitCount]);
  const own = ownFields(form.values);

  return (
    <Accordion
      expanded={open}
      onChange={(_e, next) => setOpen(next)}
      disableGutters
      variant="outlined"
      // Closed, it renders nothing: the editor re-renders on each keystroke, and most posts never open it.
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="social-cards-details"
        id="social-cards-summary"
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>Social cards</Typography>
          <Typography variant="body2" color="text.secondary">
            {own
              ? `Own: ${own}; the rest from the post`
              : "Facebook and X show the post's title, description and image"}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id="social-cards-details" sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Tabs
          value={tab}
          onChange={(_e, next: SocialNetwork) => setTab(next)}
          aria-label="Social network"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {(Object.keys(NETWORKS) as SocialNetwork[]).map((network) => (
            <Tab
              key={network}
              value={network}
              label={NETWORKS[network].label}
              id={`social-tab-${network}`}
              // Only the chosen network's panel is rendered.
              aria-controls={tab === network ? `social-panel-${network}` : undefined}
            />
          ))}
        </Tabs>
        <NetworkPanel key={tab} form={form} network={tab} onUploadingChange={onUploadingChange} />
      </AccordionDetails>
    </Accordion>
  );
}
