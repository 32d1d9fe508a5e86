import { useContext, useState } from 'react';
import { Button, Grid, MenuItem, TextField } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import {
  BLOG_CATEGORIES,
  LIMITS,
  NO_SOCIAL_CARDS,
  toSocialCardFields,
  type Blog,
  type BlogStatus,
  type SocialCardField,
} from '@36x/common';
import { useSaveBlog } from '../api/blogs';
import { StaffContext } from '../auth/staff-context';
import { textFieldProps } from './form-helpers';
import { BlogHistoryDialog } from './blog-editor/BlogHistoryDialog';
import { MarkdownEditor } from './blog-editor/MarkdownEditor';
import { useModalForm } from './use-modal-form';
import { ImageField } from './ImageField';
import { ModalFrame } from './ModalFrame';
import { PublishAtField } from './PublishAtField';
import { SeoFields } from './blog-editor/SeoFields';
import { SocialCardsFields } from './blog-editor/SocialCardsFields';
import { blogFormSchema, publishAtInitial, toBlogInput } from './publish-at';
import { countedFieldProps } from './HelperWithCount';

interface Props {
  open: boolean;
  blog: Blog | null;
  onClose: () => void;
}

interface BlogValues extends Record<SocialCardField, string> {
  title: string;
  category: string;
  status: BlogStatus;
  image: string;
  imageAlt: string;
  excerpt: string;
  content: string;
  /** India time, 'YYYY-MM-DDTHH:mm' or '' (publish-at.ts). */
  publishAt: string;
  /** ADMIN-PUBLISH-6/7 (SeoFields). */
  slug: string;
  metaTitle: string;
  metaDescription: string;
  tags: string[];
  authorId: string;
}

const toValues = (blog: Blog | null): BlogValues => ({
  title: blog?.title ?? '',
  category: blog?.category ?? '',
  status: blog?.status ?? 'published',
  image: blog?.image ?? '',
  imageAlt: blog?.imageAlt ?? '',
  excerpt: blog?.excerpt ?? '',
  content: blog?.content ?? '',
  publishAt: publishAtInitial(blog),
  slug: blog?.slug ?? '',
  metaTitle: blog?.metaTitle ?? '',
  metaDescription: blog?.metaDescription ?? '',
  // Decision 055 (SocialCardsFields): '' = the fallback the preview greys.
  ...(blog ? toSocialCardFields(blog) : NO_SOCIAL_CARDS),
  // Names as typed ("GST"); the server keeps their slugs beside them (decision 051).
  tags: blog?.tagNames ?? [],
  authorId: blog?.authorId ?? '',
});

/** Create or edit a blog post (ADMIN-MODALS-1, ADMIN-VALID-1, ADMIN-MSG-1); markdown body, alt text and history (ADMIN-PUBLISH). */
export function BlogModal({ open, blog, onClose }: Props) {
  const editing = !!blog;
  const save = useSaveBlog();
  // Only staff who may write open this modal; the history's Restore follows the role all the same.
  const canRestore = useContext(StaffContext)?.can('content:write') ?? false;
  const [uploading, setUploading] = useState(false);
  const [history, setHistory] = useState(false);
  const { form, guard, frame } = useModalForm({
    draftKey: `blog:${blog?.id ?? 'new'}`,
    initialValues: toValues(blog),
    validationSchema: blogFormSchema,
    toInput: (values) => toBlogInput(values, publishAtInitial(blog)),
    save: (input) => save.mutateAsync({ id: blog?.id, input }),
    success: editing
      ? { title: 'Blog Updated', description: 'Your blog post has been updated successfully.' }
      : { title: 'Blog Created', description: 'Your blog post has been created successfully.' },
    failure: editing
      ? 'There was an error updating the blog post.'
      : 'There was an error creating the blog post.',
    onSaved: onClose,
  });
  const fieldError = (name: 'image' | 'imageAlt' | 'content') =>
    form.touched[name] && form.errors[name] ? form.errors[name] : undefined;

  return (
    <ModalFrame
      open={open}
      id="blog-modal"
      title={editing ? 'Edit Blog Post' : 'Create New Blog Post'}
      submitLabel={editing ? 'Update Blog' : 'Create Blog'}
      pendingLabel={editing ? 'Updating...' : 'Creating...'}
      submitDisabled={uploading}
      onClose={onClose}
      {...frame}
      maxWidth="lg"
      extraActions={
        blog && (
          <Button startIcon={<HistoryIcon />} onClick={() => setHistory(true)}>
            History
          </Button>
        )
      }
    >
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
      <PublishAtField form={form} status={form.values.status} />
      <ImageField
        value={form.values.image}
        onChange={(url) => void form.setFieldValue('image', url)}
        onBlur={() => void form.setFieldTouched('image', true)}
        error={fieldError('image')}
        onUploadingChange={setUploading}
        alt={{
          value: form.values.imageAlt,
          onChange: (alt) => void form.setFieldValue('imageAlt', alt),
          onBlur: () => void form.setFieldTouched('imageAlt', true),
          error: fieldError('imageAlt'),
        }}
      />
      <TextField
        label="Excerpt"
        required
        fullWidth
        multiline
        minRows={2}
        {...countedFieldProps(form, 'excerpt', LIMITS.blogExcerptMax, 'A short summary shown on blog cards.')}
      />
      <MarkdownEditor
        value={form.values.content}
        onChange={(v) => void form.setFieldValue('content', v)}
        onBlur={() => void form.setFieldTouched('content', true)}
        error={fieldError('content')}
        onUploadingChange={setUploading}
      />
      <SeoFields form={form} />
      <SocialCardsFields form={form} onUploadingChange={setUploading} />
      {blog && (
        <BlogHistoryDialog
          open={history}
          blog={blog}
          canRestore={canRestore}
          onClose={() => setHistory(false)}
          onRestored={() => {
            setHistory(false);
            guard.forget();
            onClose();
          }}
        />
      )}
    </ModalFrame>
  );
}
