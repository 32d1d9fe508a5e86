import { useRef, useState } from 'react';
import {
  Autocomplete,
  Button,
  Card,
  CardContent,
  DialogContentText,
  Link,
  Stack,
  TextField,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import MergeIcon from '@mui/icons-material/CallMerge';
import { LIMITS, tagSlug, type Tag } from '@36x/common';
import { useToast } from '../../../components/toast';
import { paths } from '../../../lib/paths';
import { useMergeTag, useTags, useUpdateTag } from '../api/tags';
import { useStaff } from '../auth/staff-context';
import { ActionDialog } from '../components/ActionDialog';
import { QueryTable, type Column } from '../components/ResponsiveTable';
import { SectionHeader } from '../components/SectionHeader';
import { useFailToast } from '../components/use-fail-toast';
import { useImageUpload } from '../modals/use-image-upload';

const columns: Column<Tag & { id: string }>[] = [
  {
    key: 'name',
    header: 'Tag',
    primary: true,
    minWidth: 160,
    render: (t) => (
      <Link href={paths.blogTag(t.slug)} target="_blank" rel="noopener">
        {t.name}
      </Link>
    ),
  },
  { key: 'slug', header: 'Address', render: (t) => paths.blogTag(t.slug) },
  { key: 'posts', header: 'Posts', nowrap: true, render: (t) => t.posts },
  { key: 'description', header: 'Description', minWidth: 220, render: (t) => t.description || '—' },
];

function EditTagDialog({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const { toast } = useToast();
  const fail = useFailToast();
  const update = useUpdateTag();
  const [name, setName] = useState(tag.name);
  const [description, setDescription] = useState(tag.description);
  const [image, setImage] = useState(tag.image);
  const file = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useImageUpload();
  const nextSlug = tagSlug(name);
  const save = async () => {
    try {
      const saved = await update.mutateAsync({ slug: tag.slug, input: { name, description, image } });
      toast({
        title: 'Tag saved',
        description:
          saved.slug !== tag.slug
            ? `Its posts now carry “${saved.name}”; ${paths.blogTag(tag.slug)} leads to ${paths.blogTag(saved.slug)}.`
            : undefined,
      });
      onClose();
    } catch (error) {
      fail(error, 'Could not save the tag');
    }
  };
  return (
    <ActionDialog
      id="tag-edit"
      title={`Edit tag “${tag.name}”`}
      maxWidth="sm"
      pending={update.isPending}
      onClose={onClose}
      action={{
        label: update.isPending ? 'Saving…' : 'Save tag',
        onClick: () => void save(),
        disabled: uploading || !nextSlug,
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: LIMITS.tagMax } }}
          helperText={
            nextSlug && nextSlug !== tag.slug
              ? `New address ${paths.blogTag(nextSlug)}; the old one will lead there`
              : `Shown as typed; address ${paths.blogTag(tag.slug)}`
          }
        />
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          slotProps={{ htmlInput: { maxLength: LIMITS.tagDescriptionMax } }}
          helperText={`Shown on the tag's page and in search results (${description.length}/${LIMITS.tagDescriptionMax})`}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label="Image URL"
            fullWidth
            value={image}
            onChange={(e) => setImage(e.target.value)}
            helperText="Optional: shown on the tag's page"
          />
          <Button
            variant="outlined"
            disabled={uploading}
            onClick={() => file.current?.click()}
            sx={{ flexShrink: 0, mt: { sm: 1 } }}
          >
            {uploading ? 'Uploading…' : 'Upload image'}
          </Button>
          <input
            ref={file}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            hidden
            onChange={async (e) => {
              const url = await upload(e.target.files?.[0]);
              if (url) setImage(url);
            }}
          />
        </Stack>
      </Stack>
    </ActionDialog>
  );
}

function MergeTagDialog({ tag, tags, onClose }: { tag: Tag; tags: Tag[]; onClose: () => void }) {
  const { toast } = useToast();
  const fail = useFailToast();
  const merge = useMergeTag();
  const [into, setInto] = useState<Tag | null>(null);
  const run = async () => {
    if (!into) return;
    try {
      const merged = await merge.mutateAsync({ slug: tag.slug, into: into.slug });
      toast({
        title: `“${tag.name}” merged into “${merged.name}”`,
        description: `${merged.posts} posts carry it now.`,
      });
      onClose();
    } catch (error) {
      fail(error, 'Could not merge the tag');
    }
  };
  return (
    <ActionDialog
      id="tag-merge"
      title={`Merge “${tag.name}”`}
      pending={merge.isPending}
      onClose={onClose}
      action={{
        label: into ? `Merge into “${into.name}”` : 'Merge',
        onClick: () => void run(),
        disabled: !into,
        color: 'warning',
      }}
    >
      <DialogContentText>
        Its {tag.posts} post{tag.posts === 1 ? '' : 's'} will carry the other tag instead, and{' '}
        {paths.blogTag(tag.slug)} will lead to the other tag's page.
      </DialogContentText>
      <Autocomplete
        options={tags.filter((t) => t.slug !== tag.slug)}
        getOptionLabel={(t) => `${t.name} (${t.posts})`}
        value={into}
        onChange={(_, t) => setInto(t)}
        renderInput={(params) => <TextField {...params} label="Merge into" margin="normal" required />}
      />
    </ActionDialog>
  );
}

/** Tags (decision 051): each with its posts (drafts counted); editors and admins rename, describe and merge them. */
export function TagsSection() {
  const list = useTags();
  const { can } = useStaff();
  const [editing, setEditing] = useState<Tag | null>(null);
  const [merging, setMerging] = useState<Tag | null>(null);
  const rows = list.data?.map((t) => ({ ...t, id: t.slug }));
  return (
    <>
      <SectionHeader title="Tags" subtitle="The topics posts are filed under, each with its own page" />
      <Card variant="outlined">
        <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
          <QueryTable
            query={{ ...list, data: rows }}
            label="Tags"
            columns={columns}
            emptyMessage="No tags yet: add them to a post in its editor"
            actions={
              can('content:write')
                ? (t) => (
                    <>
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<EditIcon />}
                        onClick={() => setEditing(t)}
                        aria-label={`Edit tag ${t.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<MergeIcon />}
                        onClick={() => setMerging(t)}
                        aria-label={`Merge tag ${t.name}`}
                      >
                        Merge
                      </Button>
                    </>
                  )
                : undefined
            }
          />
        </CardContent>
      </Card>
      {editing && <EditTagDialog key={editing.slug} tag={editing} onClose={() => setEditing(null)} />}
      {merging && (
        <MergeTagDialog
          key={merging.slug}
          tag={merging}
          tags={list.data ?? []}
          onClose={() => setMerging(null)}
        />
      )}
    </>
  );
}
