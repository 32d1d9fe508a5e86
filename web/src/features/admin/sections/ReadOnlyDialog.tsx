import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';

export interface ReadOnlyView {
  title: string;
  /** One line under the title: category and status, duration and views. */
  subtitle: string;
  /** The text itself (a post's body, a video's description), shown as written. */
  body: string;
}

/** What a viewer opens to read a post's body or a video's description (ROLE-MATRIX-5): nothing in it can be changed. */
export function ReadOnlyDialog({ view, onClose }: { view: ReadOnlyView | null; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={!!view}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="read-only-title"
    >
      <DialogTitle id="read-only-title">{view?.title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {view?.subtitle}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{view?.body}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
