import { Autocomplete, Box, Chip, Grid, MenuItem, Paper, TextField, Typography } from '@mui/material';
import type { FormikProps } from 'formik';
import { LIMITS, slugify, typedTags, type Tag } from '@36x/common';
import { SITE_ORIGIN } from '../../../../components/seo/page-meta';
import { paths } from '../../../../lib/paths';
import { useAuthorChoices } from '../../api/authors';
import { useTags } from '../../api/tags';
import { textFieldProps } from '../form-helpers';
import { HelperWithCount } from '../HelperWithCount';

export interface SeoValues {
  title: string;
  excerpt: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  tags: string[];
  authorId: string;
}

/** "42/60" in the warning colour past the advised length (what search results show), under a field. */
export function Counter({ length, advised, max }: { length: number; advised: number; max: number }) {
  return (
    <Box component="span" sx={{ color: length > advised ? 'warning.dark' : 'inherit', whiteSpace: 'nowrap' }}>
      {length}/{advised}
      {length > advised ? ` (max ${max})` : ''}
    </Box>
  );
}

/**
 * Address, search-result fields, tags and author of a post (ADMIN-PUBLISH-6/7): the slug (empty: made from the title),
 * the optional meta title and description with counters of what search results show and a preview of the result, tags
 * (the first is the primary) and the author chosen from staff with a public profile.
 */
export function SeoFields<V extends SeoValues>({ form }: { form: FormikProps<V> }) {
  const authors = useAuthorChoices();
  const known = useTags();
  const v = form.values;
  const slug = v.slug || slugify(v.title) || 'post';
  const shownTitle = v.metaTitle || v.title || 'Post title';
  const shownDescription =
    v.metaDescription || v.excerpt || 'The excerpt shows here unless you write a description.';
  const field = (name: keyof SeoValues & string, hint?: string) => textFieldProps(form, name, hint);
  const helper = (name: keyof SeoValues & string, hint: string, counter?: React.ReactNode) => (
    <HelperWithCount text={field(name, hint).helperText} count={counter} />
  );
  /** A search-result field: its hint, and the counter against the length search results show (LIMITS). */
  const metaField = (name: 'metaTitle' | 'metaDescription', label: string, hint: string, rows?: number) => (
    <TextField
      label={label}
      fullWidth
      multiline={!!rows}
      minRows={rows}
      {...field(name)}
      helperText={helper(
        name,
        hint,
        <Counter length={v[name].length} advised={LIMITS[`${name}Advised`]} max={LIMITS[`${name}Max`]} />,
      )}
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        Address, search and tags
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            label="Slug"
            fullWidth
            {...field('slug')}
            helperText={helper('slug', `${paths.blog(slug)} — empty: made from the title`)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            select
            label="Author"
            fullWidth
            {...field('authorId', 'Staff with a public profile (User Management)')}
          >
            <MenuItem value="">The practice</MenuItem>
            {(authors.data ?? []).map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {metaField('metaTitle', 'Meta title', 'Optional: the title in search results')}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TagsField form={form} known={known.data ?? []} />
        </Grid>
        <Grid size={12}>
          {metaField(
            'metaDescription',
            'Meta description',
            'Optional: the snippet in search results (the excerpt otherwise)',
            2,
          )}
        </Grid>
      </Grid>
      <SearchResultPreview title={shownTitle} slug={slug} description={shownDescription} />
    </Box>
  );
}

/** Tags: existing ones suggested by name, new ones typed; the first is the primary. */
function TagsField<V extends SeoValues>({ form, known }: { form: FormikProps<V>; known: Tag[] }) {
  const tagError = form.touched.tags && typeof form.errors.tags === 'string' ? form.errors.tags : undefined;
  return (
    <Autocomplete
      multiple
      freeSolo
      // Existing tags are suggested by name; a new one is kept as typed, one per slug ("gst" = "GST").
      options={known.map((t) => t.name)}
      filterSelectedOptions
      value={form.values.tags}
      onChange={(_, next) =>
        void form.setFieldValue(
          'tags',
          typedTags(next).map((t) => known.find((k) => k.slug === t.slug)?.name ?? t.name),
        )
      }
      onBlur={() => void form.setFieldTouched('tags', true)}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={index === 0 ? `${tag} (primary)` : tag} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          id="field-tags"
          label="Tags"
          error={!!tagError}
          helperText={
            tagError ?? `Press Enter after each; the first is the primary (at most ${LIMITS.tagsPerPost})`
          }
        />
      )}
    />
  );
}

/** Cut to what search results show, with an ellipsis when cut. */
const clip = (text: string, advised: number) =>
  text.length > advised ? `${text.slice(0, advised - 1)}…` : text;

/** Roughly how the post shows in search results: title, address, snippet. */
function SearchResultPreview({
  title,
  slug,
  description,
}: {
  title: string;
  slug: string;
  description: string;
}) {
  return (
    <Paper variant="outlined" aria-label="Search result preview" sx={{ p: 2, mt: 2, maxWidth: 640 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        Search result preview
      </Typography>
      <Typography variant="body2" sx={{ color: '#1a0dab', fontSize: '1.1rem', lineHeight: 1.3, mt: 0.5 }}>
        {clip(title, LIMITS.metaTitleAdvised)}
      </Typography>
      <Typography variant="body2" sx={{ color: '#006621', overflowWrap: 'anywhere' }}>
        {`${SITE_ORIGIN.replace(/^https?:\/\//, '')}${paths.blog(slug)}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {clip(description, LIMITS.metaDescriptionAdvised)}
      </Typography>
    </Paper>
  );
}
