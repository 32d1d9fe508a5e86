import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Grid,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { EnquiryForm } from '@36x/common';
import { useAdminEnquiryForms, useDeleteEnquiryForm } from '../api/enquiry-forms';
import { useStaff } from '../auth/staff-context';
import { EmptyState } from '../components/EmptyState';
import { LoadError } from '../components/LoadError';
import { SectionHeader } from '../components/SectionHeader';
import { EnquiryFormModal } from '../modals/EnquiryFormModal';
import { useModalState } from '../modals/use-modal-state';
import { RowActions } from './RowActions';
import { useDeleteWithToast } from './use-delete-with-toast';

function FormCard({ form, actions }: { form: EnquiryForm; actions?: ReactNode }) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderStyle: form.isActive ? 'solid' : 'dashed',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
          <Box sx={{ fontSize: 36, lineHeight: 1 }} aria-hidden>
            {form.icon}
          </Box>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {form.title}
            </Typography>
            <Chip
              size="small"
              label={form.isActive ? 'Active' : 'Inactive'}
              color={form.isActive ? 'success' : 'default'}
              variant={form.isActive ? 'filled' : 'outlined'}
              sx={{ mt: 0.5 }}
            />
          </Box>
        </Stack>
        {form.image && (
          <Box
            component="img"
            src={form.image}
            alt=""
            loading="lazy"
            sx={{
              width: '100%',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: 1,
              mb: 1.5,
              bgcolor: 'action.hover',
            }}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {form.description}
        </Typography>
        {form.features.length > 0 && (
          <Stack
            component="ul"
            spacing={0.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={`Features of ${form.title}`}
          >
            {form.features.map((f) => (
              <Stack component="li" key={f} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden sx={{ mt: '2px' }} />
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {f}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
        <Link
          href={form.googleFormUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1.5 }}
        >
          View Google Form
          <OpenInNewIcon fontSize="inherit" aria-hidden />
        </Link>
      </CardContent>
      {actions && <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>{actions}</CardActions>}
    </Card>
  );
}

/** 4. Enquiry Forms (ADMIN-DASH): a card grid and 'Add New Form'. */
export function EnquiryFormsSection() {
  const { can } = useStaff();
  const writable = can('content:write');
  const forms = useAdminEnquiryForms();
  const modal = useModalState<EnquiryForm>();
  const { remove, deletingId, confirm } = useDeleteWithToast(useDeleteEnquiryForm(), 'enquiryForm');

  let body: ReactNode;
  if (forms.isPending) {
    body = (
      <Grid container spacing={2} role="status" aria-label="Loading enquiry forms">
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        ))}
      </Grid>
    );
  } else if (forms.isError) {
    body = <LoadError what="enquiry forms" onRetry={() => void forms.refetch()} />;
  } else if (forms.data.length === 0) {
    body = <EmptyState message="No enquiry forms found" />;
  } else {
    body = (
      <Grid
        container
        spacing={2}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label="Enquiry forms"
      >
        {forms.data.map((f) => (
          <Grid key={f.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <FormCard
              form={f}
              actions={
                writable ? (
                  <RowActions
                    name={f.title}
                    onEdit={() => modal.openEdit(f)}
                    onDelete={() => void remove(f)}
                    deleting={deletingId === f.id}
                  />
                ) : undefined
              }
            />
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <SectionHeader
        title="Enquiry Forms"
        subtitle="The forms listed on the public Enquiry page; inactive ones are hidden from visitors"
        action={
          writable ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={modal.openCreate}>
              Add New Form
            </Button>
          ) : undefined
        }
      />
      {body}
      {writable && (
        <EnquiryFormModal key={modal.key} open={modal.open} enquiryForm={modal.item} onClose={modal.close} />
      )}
      {writable && confirm}
    </>
  );
}
