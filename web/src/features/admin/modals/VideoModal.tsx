import { Box, Grid, TextField, Typography } from '@mui/material';
import { videoSchema, youtubeEmbedUrl, youtubeThumbnail, youtubeVideoId, type Video } from '@36x/common';
import { useSaveVideo } from '../api/videos';
import { textFieldProps } from './form-helpers';
import { useModalForm } from './use-modal-form';
import { ModalFrame } from './ModalFrame';

interface Props {
  open: boolean;
  video: Video | null;
  onClose: () => void;
}

interface VideoValues {
  title: string;
  youtubeUrl: string;
  duration: string;
  views: string;
  description: string;
}

const toValues = (video: Video | null): VideoValues => ({
  title: video?.title ?? '',
  youtubeUrl: video?.youtubeUrl ?? '',
  duration: video?.duration ?? '',
  views: video?.views ?? '',
  description: video?.description ?? '',
});

/** The embedded player for whatever is typed, as soon as it holds a recognisable video id (ADMIN-MODALS-2). */
export function YoutubePreview({ url }: { url: string }) {
  const id = youtubeVideoId(url);
  if (!id) {
    return (
      <Box
        sx={{
          width: '100%',
          maxWidth: 560,
          mx: 'auto',
          aspectRatio: '16 / 9',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {url.trim()
            ? 'No video found in this address yet. Use a youtube.com/watch?v= or youtu.be link.'
            : 'Paste a YouTube link to see the video here.'}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="iframe"
      title="YouTube video preview"
      src={youtubeEmbedUrl(id)}
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sx={{
        width: '100%',
        maxWidth: 560,
        mx: 'auto',
        aspectRatio: '16 / 9',
        border: 0,
        borderRadius: 1,
        display: 'block',
        bgcolor: 'common.black',
      }}
    />
  );
}

/** Add or edit a video (ADMIN-MODALS-2, ADMIN-VALID-2, ADMIN-MSG-1). */
export function VideoModal({ open, video, onClose }: Props) {
  const editing = !!video;
  const save = useSaveVideo();
  const { form, frame } = useModalForm({
    draftKey: `video:${video?.id ?? 'new'}`,
    initialValues: toValues(video),
    validationSchema: videoSchema,
    toInput: async (values) => {
      const cast = await videoSchema.validate(values, { stripUnknown: true });
      const id = youtubeVideoId(cast.youtubeUrl);
      // "video fields plus thumbnail" (API-CALLS-1): the thumbnail comes from the video id at maximum resolution.
      return { ...cast, thumbnail: id ? youtubeThumbnail(id) : undefined };
    },
    save: (input) => save.mutateAsync({ id: video?.id, input }),
    success: editing
      ? { title: 'Video Updated', description: 'The video has been updated successfully.' }
      : { title: 'Video Added', description: 'The video has been added to the library.' },
    failure: editing ? 'There was an error updating the video.' : 'There was an error adding the video.',
    onSaved: onClose,
  });

  return (
    <ModalFrame
      open={open}
      id="video-modal"
      title={editing ? 'Edit Video' : 'Add New Video'}
      submitLabel={editing ? 'Update Video' : 'Add Video'}
      pendingLabel={editing ? 'Updating...' : 'Adding...'}
      onClose={onClose}
      {...frame}
    >
      <TextField label="Title" required fullWidth {...textFieldProps(form, 'title')} />
      <TextField
        label="YouTube URL"
        required
        fullWidth
        placeholder="https://www.youtube.com/watch?v=..."
        {...textFieldProps(form, 'youtubeUrl', 'A youtube.com/watch?v= or youtu.be link')}
      />
      <YoutubePreview url={form.values.youtubeUrl} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Duration"
            fullWidth
            placeholder="12:34"
            {...textFieldProps(form, 'duration', 'Optional, e.g. 12:34')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Views"
            fullWidth
            placeholder="0"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...textFieldProps(form, 'views', 'Optional, defaults to 0')}
          />
        </Grid>
      </Grid>
      <TextField
        label="Description"
        required
        fullWidth
        multiline
        minRows={4}
        {...textFieldProps(form, 'description')}
      />
    </ModalFrame>
  );
}
