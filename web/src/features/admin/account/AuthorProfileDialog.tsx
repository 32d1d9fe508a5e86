import { useState } from 'react';
import { useFormik } from 'formik';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { authorProfileSchema, LIMITS, type AuthorProfile } from '@36x/common';
import { useToast } from '../../../components/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSaveProfile } from '../api/authors';
import { textFieldProps } from '../modals/form-helpers';
import { AvatarField } from './AvatarField';

/**
 * A staff member's public author profile (ADMIN-PUBLISH-7): name, bio and photo (uploaded and cropped square, or an
 * address on an allowed host), shown on the posts they write and at /blogs/author/{slug}. An empty name takes the
 * profile down.
 */
export function AuthorProfileDialog({
  open,
  userId,
  profile,
  onClose,
}: {
  open: boolean;
  userId: string;
  profile: AuthorProfile | undefined;
  onClose: () => void;
}) {
  const save = useSaveProfile();
  const [uploading, setUploading] = useState(false);
  const { toast } = useToast();
  const form = useFormik({
    initialValues: { name: profile?.name ?? '', bio: profile?.bio ?? '', photo: profile?.photo ?? '' },
    validationSchema: authorProfileSchema,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      try {
        const user = await save.mutateAsync({ id: userId, input: values });
        toast({
          title: 'Profile saved',
          description: user.profile?.slug
            ? `Your author page is ${paths.blogAuthor(user.profile.slug)}.`
            : 'No public author profile.',
        });
        onClose();
      } catch (e) {
        if (e instanceof ApiRequestError && e.body?.errors) helpers.setErrors(e.body.errors);
        else toast({ title: 'Error', description: 'Could not save the profile.', variant: 'destructive' });
      }
    },
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="author-profile-title" fullWidth maxWidth="sm">
      <Stack component="form" noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="author-profile-title">Author profile</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name readers see"
              fullWidth
              {...textFieldProps(form, 'name', 'Empty: no public profile')}
            />
            <TextField
              label="Bio"
              fullWidth
              multiline
              minRows={3}
              {...textFieldProps(form, 'bio', `${form.values.bio.length}/${LIMITS.authorBioMax}`)}
            />
            <AvatarField
              value={form.values.photo}
              name={form.values.name}
              onChange={(url) => void form.setFieldValue('photo', url)}
              onBlur={() => void form.setFieldTouched('photo', true)}
              error={form.touched.photo ? form.errors.photo : undefined}
              onUploadingChange={setUploading}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting || uploading}>
            {form.isSubmitting ? 'Saving...' : 'Save profile'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
