import { useState } from 'react';
import { diffLines } from 'diff';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { toSocialCardFields, type Blog, type BlogRevision, type BlogRevisionFields } from '@36x/common';
import { useToast } from '../../../../components/toast';
import { visuallyHidden } from '../../../../theme/visually-hidden';
import { useBlogRevisions, useRestoreBlogRevision } from '../../api/blogs';
import { isSessionEnded } from '../../auth/use-staff-session';
import { formatDateTime } from '../../components/format-date';

interface Props {
  open: boolean;
  blog: Blog;
  /** Editors and admins restore; viewers read only. */
  canRestore: boolean;
  onClose: () => void;
  /** After a restore: the post changed under the open form, which closes. */
  onRestored: () => void;
}

const FIELDS: [keyof BlogRevisionFields, string][] = [
  ['title', 'Title'],
  ['category', 'Category'],
  ['status', 'Status'],
  ['excerpt', 'Excerpt'],
  ['image', 'Featured image'],
  ['imageAlt', 'Image alt text'],
  ['ogTitle', 'Facebook title'],
  ['ogDescription', 'Facebook description'],
  ['ogImage', 'Facebook image'],
  ['twitterTitle', 'X title'],
  ['twitterDescription', 'X description'],
  ['twitterImage', 'X image'],
];

/** What a kept version says against the post as it is now: changed fields, and the body line by line. */
export function RevisionDiff({ from, to }: { from: BlogRevisionFields; to: BlogRevisionFields }) {
  const changed = FIELDS.filter(([f]) => from[f] !== to[f]);
  const body = from.content === to.content ? [] : diffLines(to.content, from.content);
  if (changed.length === 0 && body.length === 0)
    return <Typography color="text.secondary">This version is the same as the post now.</Typography>;
  return (
    <Stack spacing={2}>
      {changed.map(([f, label]) => (
        <Box key={f}>
          <Typography variant="subtitle2">{label}</Typography>
          <Typography
            component="del"
            sx={{ display: 'block', bgcolor: '#fdecea', px: 1, wordBreak: 'break-word' }}
          >
            <Box component="span" sx={visuallyHidden}>
              Now:{' '}
            </Box>
            {to[f] || '(empty)'}
          </Typography>
          <Typography
            component="ins"
            sx={{
              display: 'block',
              bgcolor: '#e6f4ea',
              px: 1,
              textDecoration: 'none',
              wordBreak: 'break-word',
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              This version:{' '}
            </Box>
            {from[f] || '(empty)'}
          </Typography>
        </Box>
      ))}
      {body.length > 0 && (
        <Box>
          <Typography variant="subtitle2">Content (red: now, green: this version)</Typography>
          <Box
            component="pre"
            data-testid="content-diff"
            sx={{
              m: 0,
              p: 1,
              fontSize: 13,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              maxHeight: 320,
              overflowY: 'auto',
            }}
          >
            {body.map((part, i) =>
              part.added ? (
                <Box
                  key={i}
                  component="ins"
                  sx={{ display: 'block', bgcolor: '#e6f4ea', textDecoration: 'none' }}
                >
                  {prefix(part.value, '+ ')}
                </Box>
              ) : part.removed ? (
                <Box key={i} component="del" sx={{ display: 'block', bgcolor: '#fdecea' }}>
                  {prefix(part.value, '- ')}
                </Box>
              ) : (
                <Box key={i} component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {prefix(part.value, '  ')}
                </Box>
              ),
            )}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

const prefix = (text: string, mark: string) =>
  text
    .replace(/\n$/, '')
    .split('\n')
    .map((l) => mark + l)
    .join('\n');

const current = (b: Blog): BlogRevisionFields => ({
  title: b.title,
  content: b.content,
  category: b.category,
  excerpt: b.excerpt,
  image: b.image,
  imageAlt: b.imageAlt,
  status: b.status,
  ...toSocialCardFields(b),
});

function describe(r: BlogRevision): string {
  return `${formatDateTime(r.versionSavedAt)}`;
}

/** A post's history (ADMIN-PUBLISH): the kept versions, what each changed, and putting one back. */
export function BlogHistoryDialog({ open, blog, canRestore, onClose, onRestored }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const revisions = useBlogRevisions(blog.id, open);
  const restore = useRestoreBlogRevision();
  const { toast } = useToast();
  const [picked, setPicked] = useState<string | null>(null);
  const list = revisions.data ?? [];
  const selected = list.find((r) => r.id === picked) ?? list[0];

  const doRestore = async (r: BlogRevision) => {
    try {
      await restore.mutateAsync({ blogId: blog.id, revisionId: r.id });
      toast({
        title: 'Version Restored',
        description: `The post's content is back to its version of ${describe(r)}; it stays ${blog.status === 'draft' ? 'a draft' : 'published'}.`,
      });
      onRestored();
    } catch (error) {
      if (!isSessionEnded(error))
        toast({
          title: 'Error',
          description: 'There was an error restoring this version.',
          variant: 'destructive',
        });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      aria-labelledby="blog-history-title"
    >
      <DialogTitle id="blog-history-title">History: {blog.title}</DialogTitle>
      <DialogContent dividers>
        {revisions.isPending ? (
          <Typography>Loading versions...</Typography>
        ) : revisions.isError ? (
          <Alert severity="error">The history could not be loaded. Please try again.</Alert>
        ) : list.length === 0 ? (
          <Typography color="text.secondary">
            No earlier versions yet: each save keeps the version it replaces.
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, gap: 2 }}>
            <List
              dense
              aria-label="Earlier versions"
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                maxHeight: { md: 520 },
                overflowY: 'auto',
              }}
            >
              {list.map((r) => (
                <ListItemButton key={r.id} selected={r.id === selected?.id} onClick={() => setPicked(r.id)}>
                  <ListItemText
                    primary={`Version of ${describe(r)}`}
                    secondary={`${r.reason === 'restore' ? 'Replaced by a restore' : 'Replaced'} by ${r.replacedByName} on ${formatDateTime(r.createdAt)}`}
                  />
                </ListItemButton>
              ))}
            </List>
            {selected && (
              <Stack spacing={2}>
                <Typography variant="subtitle1" component="h3">
                  Version of {describe(selected)}: changes against the post now
                </Typography>
                <RevisionDiff from={selected.fields} to={current(blog)} />
                {selected.fields.status !== blog.status && (
                  <Alert severity="info">
                    This version was {selected.fields.status === 'draft' ? 'a draft' : 'published'}. Restoring
                    it brings back its content only: the post stays{' '}
                    {blog.status === 'draft' ? 'a draft' : 'published'}. Change its status in the editor if
                    you mean to.
                  </Alert>
                )}
              </Stack>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {canRestore && selected && (
          <Button variant="contained" disabled={restore.isPending} onClick={() => void doRestore(selected)}>
            {restore.isPending ? 'Restoring...' : 'Restore this version'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
