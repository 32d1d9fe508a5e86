import { useState } from 'react';
import {
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import OutgoingMailIcon from '@mui/icons-material/ForwardToInbox';
import { isScheduledBlog, type NewsletterSend } from '@36x/common';
import { useToast } from '../../../../components/toast';
import { useAdminBlogs } from '../../api/blogs';
import { useSendNewsletter, useSendTest } from '../../api/newsletter';
import { useStaff } from '../../auth/staff-context';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionCard } from '../../components/SectionCard';
import { useFailToast } from '../../components/use-fail-toast';

/**
 * "Send as newsletter" (SITE-NEWS-3): a published (or scheduled) post not sent before, after a confirmation naming
 * how many; and "Send a test": the same email marked [Test] to one address (the staff member's own by default),
 * which sends to nobody else and counts as no send.
 */
export function SendPostCard({ sent, confirmed }: { sent?: NewsletterSend[]; confirmed?: number }) {
  const { toast } = useToast();
  const fail = useFailToast();
  const { member } = useStaff();
  const blogs = useAdminBlogs();
  const send = useSendNewsletter();
  const test = useSendTest();
  const [postId, setPostId] = useState('');
  const [testTo, setTestTo] = useState('');
  const [asking, setAsking] = useState(false);
  const done = new Set((sent ?? []).map((s) => s.postId));
  const candidates = (blogs.data ?? []).filter((b) => b.status === 'published' && !done.has(b.id));
  const chosen = candidates.find((b) => b.id === postId);

  const confirm = async () => {
    try {
      await send.mutateAsync(postId);
      toast({ title: 'Newsletter queued', description: chosen?.title });
      setPostId('');
    } catch (error) {
      fail(error, 'Could not send');
    } finally {
      setAsking(false);
    }
  };

  const sendTest = async () => {
    try {
      const r = await test.mutateAsync({ postId, to: testTo.trim() });
      toast({
        title: r.state === 'sent' ? 'Test sent' : r.state === 'queued' ? 'Test queued' : 'Test not delivered',
        description: `To ${r.to}`,
        variant: r.state === 'failed' ? 'destructive' : undefined,
      });
    } catch (error) {
      fail(error, 'Could not send the test');
    }
  };

  return (
    <SectionCard title="Send a post as a newsletter">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Each confirmed subscriber gets the post once: its title, picture and whole text, with a link to the
        site and a one-click unsubscribe. A scheduled post goes out when it is published. Send yourself a test
        first.
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <FormControl size="small" sx={{ minWidth: 280 }}>
            <InputLabel id="newsletter-post">Post</InputLabel>
            <Select
              labelId="newsletter-post"
              label="Post"
              value={postId}
              onChange={(e) => setPostId(e.target.value)}
            >
              {candidates.length === 0 && (
                <MenuItem value="" disabled>
                  Every published post has been sent
                </MenuItem>
              )}
              {candidates.map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {isScheduledBlog(b) ? `${b.title} (scheduled)` : b.title}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            disabled={!chosen || send.isPending}
            onClick={() => setAsking(true)}
          >
            Send as newsletter
          </Button>
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            size="small"
            label="Test address"
            placeholder={member.email || 'name@example.com'}
            helperText={
              member.email ? `Empty: your own (${member.email})` : 'Your account has no address: type one'
            }
            value={testTo}
            onChange={(e) => setTestTo(e.target.value)}
            slotProps={{ htmlInput: { type: 'email', maxLength: 254 } }}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
          <Button
            variant="outlined"
            startIcon={<OutgoingMailIcon />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, py: 0.9 }}
            disabled={!chosen || test.isPending || (!member.email && !testTo.trim())}
            onClick={() => void sendTest()}
          >
            {test.isPending ? 'Sending test...' : 'Send a test'}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Send as newsletter?"
        message={`"${chosen?.title ?? ''}" goes to ${confirmed ?? 'every'} confirmed subscriber${confirmed === 1 ? '' : 's'}${chosen && isScheduledBlog(chosen) ? ' when it is published' : ''}. A post is sent once; this cannot be undone.`}
        confirmLabel="Send"
        pending={send.isPending}
        pendingLabel="Sending..."
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </SectionCard>
  );
}
