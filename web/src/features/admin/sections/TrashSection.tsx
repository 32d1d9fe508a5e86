import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import type { TrashItem } from '@36x/common';
import { useToast } from '../../../components/toast';
import { serverMessageOr } from '../components/use-fail-toast';
import { useDeleteForGood, useRestoreFromTrash, useTrash } from '../api/trash';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { QueryTable, type Column } from '../components/ResponsiveTable';
import { SectionHeader } from '../components/SectionHeader';
import { formatDate, formatDateTime } from '../components/format-date';
import { SectionCard } from '../components/SectionCard';

const KIND_LABELS: Record<TrashItem['kind'], string> = {
  blog: 'Blog post',
  video: 'Video',
  enquiryForm: 'Enquiry form',
};

const columns: Column<TrashItem>[] = [
  { key: 'title', header: 'Title', primary: true, minWidth: 220, render: (i) => i.title },
  { key: 'kind', header: 'Type', nowrap: true, render: (i) => KIND_LABELS[i.kind] },
  {
    key: 'deleted',
    header: 'Deleted',
    render: (i) => `${formatDateTime(i.deletedAt)} by ${i.deletedByName}`,
  },
  { key: 'purge', header: 'Deleted for good on', nowrap: true, render: (i) => formatDate(i.purgeAfter) },
];

/** Trash (ADMIN-PUBLISH-9), admins: restore a deleted post, video or enquiry form, or delete it for good. */
export function TrashSection() {
  const trash = useTrash();
  const restore = useRestoreFromTrash();
  const purge = useDeleteForGood();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<TrashItem | null>(null);
  const failed = (title: string, error: unknown) =>
    toast({
      title,
      description: serverMessageOr(error, 'Please try again.'),
      variant: 'destructive',
    });

  return (
    <>
      <SectionHeader
        title="Trash"
        subtitle="Deleted posts, videos and enquiry forms are kept here for 30 days, then deleted for good"
      />
      <SectionCard tight>
        <QueryTable
          query={trash}
          label="Trash"
          columns={columns}
          emptyMessage="The trash is empty"
          actions={(item) => (
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<RestoreIcon />}
                aria-label={`Restore ${item.title}`}
                disabled={restore.isPending}
                onClick={() =>
                  restore.mutate(item, {
                    onSuccess: () => toast({ title: `${item.title} restored` }),
                    onError: (e) => failed('Restore Failed', e),
                  })
                }
              >
                Restore
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteForeverIcon />}
                aria-label={`Delete ${item.title} for good`}
                onClick={() => setConfirming(item)}
              >
                Delete now
              </Button>
            </Stack>
          )}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          Enquiries are not kept here: they are erased for good from the Inquiries desk.
        </Typography>
      </SectionCard>
      <ConfirmDialog
        open={!!confirming}
        title="Delete for good?"
        message={`"${confirming?.title ?? ''}" will be deleted for good, with its history. This cannot be undone.`}
        confirmLabel="Delete for good"
        pending={purge.isPending}
        pendingLabel="Deleting..."
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const item = confirming;
          if (!item) return;
          purge.mutate(item, {
            onSuccess: () => {
              toast({ title: `${item.title} deleted for good` });
              setConfirming(null);
            },
            onError: (e) => failed('Delete Failed', e),
          });
        }}
      />
    </>
  );
}
