import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import { shareTargets, type ShareTarget } from './share-links';

const ICONS: Record<ShareTarget['network'], typeof LinkIcon> = {
  WhatsApp: WhatsAppIcon,
  LinkedIn: LinkedInIcon,
  X: XIcon,
};

/**
 * "Share": WhatsApp, LinkedIn and X as plain links (they work without the app's scripts), and Copy link, which needs
 * them (it says so when the browser refuses the clipboard, and shows the address to copy by hand).
 */
export function ShareLinks({
  url,
  title,
  label = 'Share this article',
  inverted = false,
}: {
  url: string;
  title: string;
  label?: string;
  /** Light on a dark background (the full-screen video player). */
  inverted?: boolean;
}) {
  const tone = inverted ? { color: '#fff', borderColor: 'rgba(255,255,255,0.7)' } : {};
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Box component="nav" aria-label={label}>
      <Typography
        component="h2"
        variant="subtitle2"
        sx={{ mb: 1, color: inverted ? '#fff' : 'text.secondary' }}
      >
        {label}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {shareTargets(url, title).map(({ network, href }) => {
          const Icon = ICONS[network];
          return (
            <Button
              key={network}
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="small"
              startIcon={<Icon aria-hidden />}
              aria-label={`Share on ${network} (opens in a new tab)`}
              sx={{ minHeight: 40, ...tone }}
            >
              {network}
            </Button>
          );
        })}
        <Button
          type="button"
          variant="outlined"
          size="small"
          startIcon={<LinkIcon aria-hidden />}
          onClick={() => void copy()}
          sx={{ minHeight: 40, ...tone }}
        >
          Copy link
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em', overflowWrap: 'anywhere' }}>
        {copied === 'done' && 'Link copied.'}
        {copied === 'failed' && `Copy this address: ${url}`}
      </Typography>
    </Box>
  );
}
