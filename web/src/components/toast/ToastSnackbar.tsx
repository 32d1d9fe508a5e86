import { useRef, useState, type CSSProperties, type PointerEvent, type Ref } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  IconButton,
  Snackbar,
  type SnackbarCloseReason,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { TOAST } from '@36x/common';
import { colors, HEADER_HEIGHT } from '../../theme/tokens';
import type { ToastRecord } from './toast-context';

/**
 * What a toast looks like (SITE-TOAST-1; the rules are ToastProvider's): MUI's Snackbar and Alert, in a chunk of
 * their own that the provider loads when the browser is idle or a first toast is asked for, so no page starts with
 * them (decision 054).
 */
export function ToastSnackbar({
  record,
  open,
  onDismiss,
  onExited,
}: {
  record: ToastRecord;
  open: boolean;
  onDismiss: () => void;
  onExited: () => void;
}) {
  const onClose = (_: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return; // a click elsewhere on the page does not dismiss it
    onDismiss();
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={record.duration ?? TOAST.durationMs}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ transition: { onExited } }}
      sx={{
        top: {
          xs: `${HEADER_HEIGHT.xs + 8}px !important`,
          md: `${HEADER_HEIGHT.md + 16}px !important`,
        },
        left: { xs: 12, sm: 'auto' },
        right: { xs: 12, sm: 24 },
      }}
    >
      <ToastView record={record} onDismiss={onDismiss} />
    </Snackbar>
  );
}

interface ToastViewProps {
  record: ToastRecord;
  onDismiss: () => void;
  /** Set by the Snackbar's transition, which animates this element. */
  ref?: Ref<HTMLDivElement>;
  style?: CSSProperties;
}

function ToastView({ record, onDismiss, ref, style, ...transitionProps }: ToastViewProps) {
  const destructive = record.variant === 'destructive';
  const [dx, setDx] = useState(0);
  const start = useRef<{ x: number; pointerId: number } | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button, a')) return; // let the buttons be buttons
    start.current = { x: e.clientX, pointerId: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.pointerId !== e.pointerId) return;
    setDx(Math.max(0, e.clientX - start.current.x)); // only to the right
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.pointerId !== e.pointerId) return;
    const moved = e.clientX - start.current.x;
    start.current = null;
    if (moved >= TOAST.swipeThresholdPx) onDismiss();
    else setDx(0);
  };

  return (
    <Alert
      {...transitionProps}
      ref={ref}
      // The swipe offset goes after the transition's own inline transform so it wins while dragging.
      style={
        dx ? { ...style, transform: `translateX(${dx}px)`, opacity: Math.max(0.3, 1 - dx / 200) } : style
      }
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      data-variant={destructive ? 'destructive' : 'default'}
      variant={destructive ? 'filled' : 'outlined'}
      severity={destructive ? 'error' : 'success'}
      icon={destructive ? undefined : false}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {record.action && (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={() => {
                record.action?.onClick();
                onDismiss();
              }}
              sx={{ minHeight: 32, whiteSpace: 'nowrap' }}
            >
              {record.action.label}
            </Button>
          )}
          <IconButton aria-label="Close" color="inherit" size="small" onClick={onDismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      }
      sx={{
        width: { xs: '100%', sm: 400 },
        alignItems: 'flex-start',
        touchAction: 'pan-y',
        userSelect: dx ? 'none' : undefined,
        boxShadow: '0 12px 32px rgba(7, 47, 49, 0.18)',
        ...(destructive
          ? {}
          : {
              backgroundColor: colors.paper,
              color: colors.ink,
              borderColor: colors.line,
              borderLeft: `4px solid ${colors.teal700}`,
            }),
        '& .MuiAlert-message': { flex: 1, minWidth: 0, fontWeight: 400 },
        '& .MuiAlert-action': { pt: 0.25, mr: -0.5 },
      }}
    >
      {record.title && (
        <AlertTitle sx={{ fontWeight: 600, mb: record.description ? 0.25 : 0 }}>{record.title}</AlertTitle>
      )}
      {record.description}
    </Alert>
  );
}
