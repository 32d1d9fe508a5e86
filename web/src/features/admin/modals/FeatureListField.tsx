import { useState, type KeyboardEvent } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import { addFeature } from '@36x/common';
import { wrappingChipSx } from '../../../components/ui/wrapping-chip';

interface Props {
  features: string[];
  onChange: (features: string[]) => void;
  /** The text being typed, owned by the modal so a save can still take it in. */
  draft: string;
  onDraftChange: (draft: string) => void;
  error?: string;
}

/** The enquiry form's feature list (ADMIN-MODALS-3): an entry is added only when non-blank and new; each can be removed. */
export function FeatureListField({ features, onChange, draft, onDraftChange, error }: Props) {
  const [notice, setNotice] = useState<string | null>(null);
  const add = () => {
    const next = addFeature(features, draft);
    if (next === features) {
      setNotice(draft.trim() ? 'This feature is already in the list' : null);
      return;
    }
    setNotice(null);
    onChange(next);
    onDraftChange('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault(); // Enter adds the feature instead of submitting the modal
      add();
    }
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Features
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Add a feature"
          id="field-feature-draft"
          size="small"
          fullWidth
          value={draft}
          onChange={(e) => {
            setNotice(null);
            onDraftChange(e.target.value);
          }}
          onKeyDown={onKeyDown}
          error={!!error}
          helperText={error ?? notice ?? ' '}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ flexShrink: 0, height: 40 }}>
          Add
        </Button>
      </Stack>
      {features.length > 0 ? (
        <Stack
          direction="row"
          component="ul"
          aria-label="Features"
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {features.map((f) => (
            <Box component="li" key={f} sx={{ maxWidth: '100%', minWidth: 0 }}>
              <Chip
                label={f}
                onDelete={() => onChange(features.filter((x) => x !== f))}
                // The chip itself is focusable and Delete/Backspace removes it; the icon is named for pointers.
                deleteIcon={<CancelIcon titleAccess={`Remove ${f}`} />}
                sx={wrappingChipSx}
              />
            </Box>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No features yet.
        </Typography>
      )}
    </Stack>
  );
}
