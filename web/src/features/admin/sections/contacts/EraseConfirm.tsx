import { useEffect, useRef, useState } from 'react';
import { Alert, Button, DialogActions, Stack } from '@mui/material';
import { ERASURE_REASONS, type ErasureReason } from '@36x/common';
import { useToast } from '../../../../components/toast';
import { useErasePerson } from '../../api/inquiries';
import { SelectField } from '../../components/SelectField';
import { useFailToast } from '../../components/use-fail-toast';

/** "2 enquiries, 1 note, ..." of an erasure's answer. */
export function erasedWords(c: {
  enquiries: number;
  notes: number;
  mail: number;
  subscribers: number;
}): string {
  const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
  return [
    n(c.enquiries, 'enquiry', 'enquiries'),
    n(c.notes, 'note', 'notes'),
    n(c.mail, 'email', 'emails'),
    c.subscribers ? 'the newsletter subscription' : 'no newsletter subscription',
  ].join(', ');
}

/**
 * Erasing everything of one address (POST /api/privacy/erase), as the People view and the subscribers table both do:
 * the counts in a toast and `onDone` on success, the server's reason on failure.
 */
export function useEraseAddress(email: string, onDone: () => void) {
  const { toast } = useToast();
  const fail = useFailToast();
  const erase = useErasePerson();
  const eraseNow = async (reason: ErasureReason) => {
    try {
      const counts = await erase.mutateAsync({ email, reason });
      toast({ title: 'Person erased', description: `Erased ${erasedWords(counts)}.` });
      onDone();
    } catch (error) {
      fail(error, 'Erase failed');
    }
  };
  return { eraseNow, pending: erase.isPending };
}

/**
 * The confirmation of an erasure (DPDP Act 2023 s. 12; decision 049): what goes, a reason from the fixed list (the
 * only words the log keeps: never free text that could name the person), and the button that erases for good.
 */
export function EraseConfirm({
  id,
  children,
  action,
  pending,
  onErase,
  onCancel,
}: {
  id: string;
  /** What will be erased, in words. */
  children: React.ReactNode;
  /** The button's words ("Erase this person"). */
  action: string;
  pending: boolean;
  onErase: (reason: ErasureReason) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState<ErasureReason | ''>('');
  const box = useRef<HTMLDivElement>(null);
  // The button that opened this is gone: focus goes to the first choice here, in view (the confirmation can open
  // below a long list on a phone).
  useEffect(() => {
    const el = box.current;
    el?.scrollIntoView?.({ block: 'nearest' });
    el?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
  }, []);
  return (
    <Alert ref={box} severity="error" variant="outlined">
      <Stack spacing={1.5}>
        <span>{children}</span>
        <SelectField
          id={`${id}-reason`}
          label="Reason"
          value={reason}
          onChange={(v) => setReason(v as ErasureReason)}
          options={ERASURE_REASONS}
          sx={{ minWidth: { xs: '100%', sm: 360 } }}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            color="error"
            variant="contained"
            disabled={!reason || pending}
            onClick={() => reason && onErase(reason)}
          >
            {pending ? 'Erasing...' : action}
          </Button>
          <Button onClick={onCancel} disabled={pending}>
            Keep it
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}

interface EraseActionsProps {
  /** The erase button's words ("Erase this person"). */
  label: string;
  /** Opens the erase confirmation; without it (not allowed, or already open) there is no erase button. */
  onErase?: () => void;
  onClose: () => void;
}

/** The foot of a dialog that offers erasing: the button that opens the confirmation, and Close. */
export function EraseDialogActions({ label, onErase, onClose }: EraseActionsProps) {
  return (
    <DialogActions sx={{ justifyContent: 'space-between' }}>
      {onErase ? (
        <Button color="error" onClick={onErase}>
          {label}
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  );
}
