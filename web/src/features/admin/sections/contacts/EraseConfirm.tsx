import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { ERASURE_REASONS, type ErasureReason } from '@36x/common';
import { SelectField } from '../../components/SelectField';

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
  return (
    <Alert severity="error" variant="outlined">
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
