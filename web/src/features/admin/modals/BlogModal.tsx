import { useState } from 'react';
import { useFormik } from 'formik';
import { Box, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { BLOG_CATEGORIES, LIMITS, blogSchema, type Blog, type BlogStatus } from '@36x/common';
import { useToast } from '../../../components/toast';
import { useSaveBlog } from '../api/blogs';
import { isSessionEnded } from '../auth/use-staff-session';
import { applyServerFieldErrors, textFieldProps } from './form-helpers';
import { ImageField } from './ImageField';
import { ModalFrame } from './ModalFrame';

interface Props {
  open: boolean;
  blog: Blog | null;
  onClose: () => void;
}

interface BlogValues {
  title: string;
  category: string;
  status: BlogStatus;
  image: string;
  excerpt: string;
  content: string;
}

const toValues = (blog: Blog | null): BlogValues => ({
  title: blog?.title ?? '',
  category: blog?.category ?? '',
  status: blog?.status ?? 'published',
  image: blog?.image ?? '',
  excerpt: blog?.excerpt ?? '',
  content: blog?.content ?? '',
});

/** Create or edit a blog post (ADMIN-MODALS-1, ADMIN-VALID-1, ADMIN-MSG-1). */
export function BlogModal({ open, blog, onClose }: Props) {
  const editing = !!blog;
  const save = useSaveBlog();
  const { toast } = useToast();
  const [uploading, setUploading] = useState(false);
  const form = useFormik<BlogValues>({
    initialValues: toValues(blog),
    validationSchema: blogSchema,
    onSubmit: async (values) => {
      const input = await blogSchema.validate(values, { stripUnknown: true });
      try {
        await save.mutateAsync({ id: blog?.id, input });
        toast(
          editing
            ? { title: 'Blog Updated', description: 'Your blog post has been updated successfully.' }
            : { title: 'Blog Created', description: 'Your blog post has been created successfully.' },
        );
        onClose();
      } catch (error) {
        applyServerFieldErrors(form, error);
        if (!isSessionEnded(error)) {
          toast({
            title: 'Error',
            description: editing
              ? 'There was an error updating the blog post.'
              : 'There was an error creating the blog post.',
            variant: 'destructive',
          });
        }
      }
    },
  });
  const excerpt = textFieldProps(form, 'excerpt');
  const imageError = form.touched.image && form.errors.image ? form.errors.image : undefined;

  return (
    <ModalFrame
      open={open}
      id="blog-modal"
      title={editing ? 'Edit Blog Post' : 'Create New Blog Post'}
      submitLabel={editing ? 'Update Blog' : 'Create Blog'}
      pendingLabel={editing ? 'Updating...' : 'Creating...'}
      pending={form.isSubmitting}
      submitDisabled={uploading}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField label="Title" required fullWidth {...textFieldProps(form, 'title')} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select label="Category" required fullWidth {...textFieldProps(form, 'category')}>
              {BLOG_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select label="Status" fullWidth {...textFieldProps(form, 'status')}>
              <MenuItem value="published">Published</MenuItem>
              <MenuItem value="draft">Draft</MenuItem>
            </TextField>
          </Grid>
        </Grid>
        <ImageField
          value={form.values.image}
          onChange={(url) => void form.setFieldValue('image', url)}
          onBlur={() => void form.setFieldTouched('image', true)}
          error={imageError}
          onUploadingChange={setUploading}
        />
        <TextField
          label="Excerpt"
          required
          fullWidth
          multiline
          minRows={2}
          {...excerpt}
          helperText={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{excerpt.helperText ?? 'A short summary shown on blog cards.'}</span>
              <span>
                {form.values.excerpt.length}/{LIMITS.blogExcerptMax}
              </span>
            </Box>
          }
        />
        <TextField
          label="Content"
          required
          fullWidth
          multiline
          minRows={8}
          {...textFieldProps(form, 'content')}
        />
      </Stack>
    </ModalFrame>
  );
}
