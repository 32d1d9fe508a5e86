import { useRef } from 'react';
import { Avatar, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { IMAGE_ORIGINS, isImageRef } from '@36x/common';
import { useImageUpload } from '../modals/use-image-upload';

const HINT = `Uploads are cropped to a square (JPG, PNG, GIF, WebP; up to 5MB). An address must be on ${IMAGE_ORIGINS.map(
  (o) => o.replace('https://', ''),
).join(', ')}.`;

interface Props {
  value: string;
  name: string;
  onChange: (url: string) => void;
  onBlur: () => void;
  error?: string;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * An author photo (decision 057): uploaded through POST /api/uploads?kind=avatar, which crops it to a square and
 * strips its metadata (sharp, the limits of decisions 035 and 049), or an address on an allowed host. Shown round, as
 * the author page shows it.
 */
export function AvatarField({ value, name, onChange, onBlur, error, onUploadingChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress, uploading } = useImageUpload(onUploadingChange, { avatar: true });
  const src = value && isImageRef(value.trim()) ? value.trim() : undefined;
  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file chosen again must fire again
    const url = await upload(file);
    if (url) onChange(url);
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Photo
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={src} alt={name ? `Photo of ${name}` : 'Author photo'} sx={{ width: 72, height: 72 }}>
          {name.trim().charAt(0).toUpperCase() || undefined}
        </Avatar>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlinedIcon />}
            onClick={() => input.current?.click()}
            disabled={uploading}
          >
            Upload photo
          </Button>
          {value && (
            <Button color="inherit" onClick={() => onChange('')} disabled={uploading}>
              Remove photo
            </Button>
          )}
        </Stack>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="avatar-file"
          aria-label="Upload a photo"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </Stack>
      {uploading && (
        <LinearProgress variant="determinate" value={progress ?? 0} aria-label="Uploading the photo" />
      )}
      <TextField
        label="Or a photo address"
        name="photo"
        id="field-photo"
        fullWidth
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        error={!!error}
        helperText={error ?? HINT}
        disabled={uploading}
      />
    </Stack>
  );
}
