import { useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { isImageRef } from '@36x/common';
import { UploadProgress } from '../UploadProgress';
import { useImageUpload } from '../use-image-upload';

/** An address a post may link to: the web, mail, a phone number, or a page of this site. */
const LINKABLE = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*|\/[^\s/][^\s]*|\/)$/i;

interface LinkProps {
  open: boolean;
  initialText: string;
  onClose: () => void;
  onInsert: (text: string, url: string) => void;
}

/** The toolbar's link: the words shown and the address. */
export function InsertLinkDialog({ open, initialText, onClose, onInsert }: LinkProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="insert-link-title">
      {open && <LinkForm initialText={initialText} onClose={onClose} onInsert={onInsert} />}
    </Dialog>
  );
}

function LinkForm({ initialText, onClose, onInsert }: Omit<LinkProps, 'open'>) {
  const [text, setText] = useState(initialText);
  const [url, setUrl] = useState('');
  const [tried, setTried] = useState(false);
  const urlError = !LINKABLE.test(url.trim())
    ? 'Enter a full address (https://...), a page of this site (/...), mailto: or tel:'
    : undefined;
  const textError = !text.trim() ? 'Enter the words to link' : undefined;
  const submit = () => {
    setTried(true);
    if (!urlError && !textError) onInsert(text.trim(), url.trim());
  };
  return (
    <>
      <DialogTitle id="insert-link-title">Insert link</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Link text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={tried && !!textError}
            helperText={tried ? textError : undefined}
            autoFocus
          />
          <TextField
            label="Address"
            placeholder="https://www.incometax.gov.in"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                submit();
              }
            }}
            error={tried && !!urlError}
            helperText={tried ? urlError : 'Links to other sites open in a new tab.'}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit}>
          Insert link
        </Button>
      </DialogActions>
    </>
  );
}

interface ImageProps {
  open: boolean;
  onClose: () => void;
  onInsert: (alt: string, url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/** The toolbar's image: upload a file (or give an address) and say what it shows. */
export function InsertImageDialog({ open, onClose, onInsert, onUploadingChange }: ImageProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="insert-image-title">
      {open && <ImageForm onClose={onClose} onInsert={onInsert} onUploadingChange={onUploadingChange} />}
    </Dialog>
  );
}

function ImageForm({ onClose, onInsert, onUploadingChange }: Omit<ImageProps, 'open'>) {
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const { upload, progress, uploading } = useImageUpload(onUploadingChange);
  const urlError =
    !url.trim() || url.trim().startsWith('data:') || !isImageRef(url.trim())
      ? 'Upload an image or enter its address'
      : undefined;
  const altError = !alt.trim() ? 'Describe the image for readers who cannot see it (alt text)' : undefined;
  const submit = () => {
    setTried(true);
    if (!urlError && !altError) onInsert(alt, url);
  };
  return (
    <>
      <DialogTitle id="insert-image-title">Insert image</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              label="Image address"
              fullWidth
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              disabled={uploading}
              error={tried && !!urlError}
              helperText={
                tried ? urlError : 'Upload a file (JPG, PNG, GIF, WebP; up to 5MB) or paste an address.'
              }
            />
            <Button
              variant="outlined"
              startIcon={<CloudUploadIcon />}
              onClick={() => file.current?.click()}
              disabled={uploading}
              sx={{ flexShrink: 0, height: 56 }}
            >
              Upload
            </Button>
            <input
              ref={file}
              type="file"
              accept="image/*"
              hidden
              data-testid="inline-image-file"
              aria-label="Upload inline image file"
              onChange={async (e) => {
                const chosen = e.target.files?.[0];
                e.target.value = '';
                const uploaded = await upload(chosen);
                if (uploaded) setUrl(uploaded);
              }}
            />
          </Stack>
          {uploading && <UploadProgress progress={progress} />}
          <TextField
            label="Alt text"
            required
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            error={tried && !!altError}
            helperText={tried && altError ? altError : 'What the image shows, for readers who cannot see it.'}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={uploading}>
          Insert image
        </Button>
      </DialogActions>
    </>
  );
}
