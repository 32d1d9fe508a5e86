import { useRef, useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ClearIcon from '@mui/icons-material/Clear';
import { isImageRef } from '@36x/common';
import { UploadProgress } from './UploadProgress';
import { useImageUpload } from './use-image-upload';

interface Props {
  value: string;
  onChange: (url: string) => void;
  onBlur: () => void;
  error?: string;
  /** Called with true while a file is uploading, so the modal can hold its submit button. */
  onUploadingChange?: (uploading: boolean) => void;
  /** The image's alt text (ADMIN-PUBLISH): required once there is an image. */
  alt?: { value: string; onChange: (alt: string) => void; onBlur: () => void; error?: string };
  /**
   * Another image of the same form (a social card's, decision 055): its field name, what it is called ("Facebook
   * image") and the hint under its address. The featured image's names otherwise.
   */
  other?: { name: string; label: string; hint: string };
}

/**
 * The blog's featured image (ADMIN-MODALS-1, ADMIN-VALID, ADMIN-MODALS-6): a URL typed in, or a file uploaded to POST /api/uploads with a progress
 * bar; a preview and a clear button. Type and size are checked here first with the spec's toasts; the server checks
 * them again by content.
 */
export function ImageField({ value, onChange, onBlur, error, onUploadingChange, alt, other }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const { upload, progress, uploading } = useImageUpload(onUploadingChange);
  const showPreview = !!value && isImageRef(value.trim());
  const name = other?.name ?? 'image';

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // choosing the same file again must fire again
    const url = await upload(file);
    if (url) {
      setPreviewFailed(false);
      onChange(url);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        {other?.label ?? 'Featured Image'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={other ? `${other.label} URL` : 'Image URL'}
          name={name}
          id={`field-${name}`}
          placeholder="https://example.com/image.jpg"
          fullWidth
          value={value}
          onChange={(e) => {
            setPreviewFailed(false);
            onChange(e.target.value);
          }}
          onBlur={onBlur}
          error={!!error}
          helperText={
            error ??
            other?.hint ??
            'Paste an image address, or upload a file (JPG, PNG, GIF, WebP; up to 5MB).'
          }
          disabled={uploading}
        />
        <Button
          variant="outlined"
          startIcon={<CloudUploadIcon />}
          onClick={() => input.current?.click()}
          disabled={uploading}
          sx={{ flexShrink: 0, height: 56 }}
        >
          {other ? `Upload ${other.label}` : 'Upload Image'}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid={other ? `${name}-file` : 'blog-image-file'}
          aria-label={other ? `Upload ${other.label} file` : 'Upload image file'}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </Stack>
      {alt && (
        <TextField
          label="Image alt text"
          name="imageAlt"
          id="field-imageAlt"
          fullWidth
          required={!!value.trim()}
          value={alt.value}
          onChange={(e) => alt.onChange(e.target.value)}
          onBlur={alt.onBlur}
          error={!!alt.error}
          helperText={
            alt.error ??
            'What the image shows, for readers who cannot see it (e.g. "GST due dates marked on a calendar").'
          }
        />
      )}
      {uploading && <UploadProgress progress={progress} />}
      {showPreview && (
        <ImagePreview
          src={value.trim()}
          label={other?.label}
          failed={previewFailed}
          onFailed={() => setPreviewFailed(true)}
          onClear={() => {
            setPreviewFailed(false);
            onChange('');
          }}
          disabled={uploading}
        />
      )}
    </Stack>
  );
}

const PREVIEW_BOX = { width: 240, maxWidth: '100%', aspectRatio: '16 / 9', borderRadius: 1 } as const;

/** The chosen image as it will look (or why it cannot be shown), with the button that clears it. */
function ImagePreview({
  src,
  label,
  failed,
  onFailed,
  onClear,
  disabled,
}: {
  src: string;
  label?: string;
  failed: boolean;
  onFailed: () => void;
  onClear: () => void;
  disabled: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
      {failed ? (
        <Box sx={{ ...PREVIEW_BOX, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', p: 1 }}>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            The image could not be loaded from this address
          </Typography>
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          alt={label ? `${label} preview` : 'Featured image preview'}
          onError={onFailed}
          sx={{ ...PREVIEW_BOX, objectFit: 'cover', border: 1, borderColor: 'divider' }}
        />
      )}
      <Button size="small" color="inherit" startIcon={<ClearIcon />} onClick={onClear} disabled={disabled}>
        {label ? `Clear ${label}` : 'Clear image'}
      </Button>
    </Stack>
  );
}
