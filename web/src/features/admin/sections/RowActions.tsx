import { Button, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';

/** Edit and Delete for one row; `name` makes each button's accessible name unique ("Edit Tax tips"). */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleting,
  deleteDisabledReason,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
  deleteDisabledReason?: string;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EditIcon />}
        onClick={onEdit}
        aria-label={`Edit ${name}`}
      >
        Edit
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={onDelete}
        disabled={deleting || !!deleteDisabledReason}
        title={deleteDisabledReason}
        aria-label={`Delete ${name}`}
      >
        {deleting ? 'Deleting...' : 'Delete'}
      </Button>
    </Stack>
  );
}
