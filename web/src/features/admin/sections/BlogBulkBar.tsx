import { useState } from 'react';
import { Autocomplete, Button, DialogContentText, TextField } from '@mui/material';
import { LIMITS, slugify, type BlogBulkAction, type BlogListFilter } from '@36x/common';
import { useToast } from '../../../components/toast';
import { useBulkBlogs } from '../api/blogs';
import { ActionDialog } from '../components/ActionDialog';
import { SelectionBar, selectionCount, type SelectionBarProps } from '../components/SelectionBar';
import { useFailToast } from '../components/use-fail-toast';

const ACTIONS: { action: BlogBulkAction; label: string; verb: string; done: string }[] = [
  { action: 'publish', label: 'Publish', verb: 'Publish', done: 'published' },
  { action: 'unpublish', label: 'Unpublish', verb: 'Unpublish', done: 'unpublished' },
  { action: 'tag', label: 'Add tag', verb: 'Tag', done: 'tagged' },
  { action: 'untag', label: 'Remove tag', verb: 'Untag', done: 'untagged' },
  { action: 'trash', label: 'Move to trash', verb: 'Move to the trash', done: 'moved to the trash' },
];

const posts = (n: number) => `${n} post${n === 1 ? '' : 's'}`;

/** What the confirmation says will happen to `count` posts. */
export function bulkQuestion(action: BlogBulkAction, count: number): { title: string; message: string } {
  const verb = ACTIONS.find((a) => a.action === action)!.verb;
  const message: Record<BlogBulkAction, string> = {
    publish: 'Drafts among them go live now; scheduled posts keep their time.',
    unpublish: 'They leave the public site and become drafts.',
    tag: 'The tag is added to each post that lacks it.',
    untag: 'The tag is removed from each post that has it.',
    trash: `They leave the public site and stay in the trash for ${LIMITS.trashDays} days, where an admin can restore them.`,
  };
  return { title: `${verb} ${posts(count)}?`, message: message[action] };
}

type Props = Omit<SelectionBarProps, 'max' | 'children'> & {
  filter: BlogListFilter;
  /** Tags already in use, offered when adding or removing one. */
  tags: string[];
};

/**
 * The post list's bulk actions (ADMIN-PUBLISH): tick posts on the page (or all that match the filter), choose an action,
 * confirm with the count. The server changes all of them or none.
 */
export function BlogBulkBar({ filter, tags, ...selection }: Props) {
  const { toast } = useToast();
  const fail = useFailToast();
  const bulk = useBulkBlogs();
  const [action, setAction] = useState<BlogBulkAction | null>(null);
  const [tag, setTag] = useState('');
  const count = selectionCount(selection);
  const tagAction = action === 'tag' || action === 'untag';
  const question = action ? bulkQuestion(action, count) : null;

  const close = () => {
    setAction(null);
    setTag('');
  };
  const run = async () => {
    if (!action) return;
    const target = selection.allMatching ? { filter } : { ids: [...selection.selected] };
    try {
      const r = await bulk.mutateAsync({ ...target, action, ...(tagAction ? { tag } : {}) });
      const done = ACTIONS.find((a) => a.action === action)!.done;
      toast({ title: `${r.changed} of ${posts(r.matched)} ${done}` });
      selection.onSelect(new Set());
      selection.onAllMatching(false);
      close();
    } catch (error) {
      fail(error, 'Bulk action failed');
    }
  };

  return (
    <>
      <SelectionBar {...selection} max={LIMITS.blogsBulkMax}>
        {ACTIONS.map((a) => (
          <Button
            key={a.action}
            size="small"
            variant="outlined"
            color={a.action === 'trash' ? 'error' : 'primary'}
            disabled={bulk.isPending || count > LIMITS.blogsBulkMax}
            onClick={() => setAction(a.action)}
            sx={{ m: '0 !important' }}
          >
            {a.label}
          </Button>
        ))}
      </SelectionBar>
      <ActionDialog
        id="blog-bulk"
        open={!!action}
        title={question?.title}
        pending={bulk.isPending}
        onClose={close}
        action={{
          label: question?.title.replace(/\?$/, ''),
          onClick: () => void run(),
          disabled: tagAction && !slugify(tag),
          color: action === 'trash' ? 'error' : 'primary',
        }}
      >
        <DialogContentText>{question?.message}</DialogContentText>
        {tagAction && (
          <Autocomplete
            freeSolo
            options={tags}
            inputValue={tag}
            onInputChange={(_, v) => setTag(v)}
            renderInput={(params) => <TextField {...params} label="Tag" margin="normal" required autoFocus />}
          />
        )}
      </ActionDialog>
    </>
  );
}
