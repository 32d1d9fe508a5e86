import { memo, useState } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, Snackbar } from '@mui/material';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import LinkIcon from '@mui/icons-material/Link';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';

/** The WhatsApp share address for a page: wa.me opens the app (or WhatsApp Web) with the text ready to send. */
export function whatsAppHref(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}: ${url}`)}`;
}

/**
 * Share a result (CALC-STATES-7): the page's address carries the inputs (use-query-inputs), so sharing is sharing
 * the address, by copying it or through WhatsApp. Shown with a result only, so it runs in the browser. Memoised: the
 * result card's frame re-renders as the visitor types (CALC-STATES-7), the button need not.
 */
export const ShareButton = memo(function ShareButton({ title }: { title: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The address bar, not the router: calculators write their inputs there without a navigation (use-query-inputs).
  const url = () => `${window.location.origin}${window.location.pathname}${window.location.search}`;

  const copy = async () => {
    setAnchor(null);
    try {
      await navigator.clipboard.writeText(url());
      setNotice('Link copied: anyone who opens it sees these inputs and results.');
    } catch {
      setNotice("Your browser did not allow copying: copy the address from the browser's address bar.");
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={<ShareIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Share
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void copy()}>
          <ListItemIcon>
            <LinkIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Copy link</ListItemText>
        </MenuItem>
        {anchor && (
          <MenuItem
            component="a"
            href={whatsAppHref(title, url())}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setAnchor(null)}
          >
            <ListItemIcon>
              <WhatsAppIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Share on WhatsApp</ListItemText>
          </MenuItem>
        )}
      </Menu>
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
});
