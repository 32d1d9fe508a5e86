import { useRef, useState } from 'react';
import { LIMITS } from '@36x/common';
import { useToast } from '../../../components/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { isSessionEnded } from '../auth/use-staff-session';
import { UploadAnswerError, uploadImage } from '../api/uploads';

/**
 * Uploading one image file to POST /api/uploads with the spec's toasts (ADMIN-VALID, ADMIN-MSG-1): type and size checked here
 * first, a percentage while it travels, the URL at the end. Shared by the featured image and the editor's inline
 * images (and, with `avatar`, author photos cropped square). `upload` answers the URL, or null when it was refused or failed (the toast said why).
 */
export function useImageUpload(
  onUploadingChange?: (uploading: boolean) => void,
  opts: { avatar?: boolean } = {},
) {
  const { toast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const busy = useRef(false);

  const setUploading = (p: number | null) => {
    setProgress(p);
    onUploadingChange?.(p !== null);
  };

  const upload = async (file: File | undefined): Promise<string | null> => {
    if (!file || busy.current) return null;
    if (!file.type.startsWith('image/')) {
      toast({
        title: 'Invalid File Type',
        description: 'Please select an image file (JPG, PNG, GIF, etc.)',
        variant: 'destructive',
      });
      return null;
    }
    if (file.size > LIMITS.imageMaxBytes) {
      toast({
        title: 'File Too Large',
        description: 'Please select an image smaller than 5MB',
        variant: 'destructive',
      });
      return null;
    }
    busy.current = true;
    setUploading(0);
    try {
      const url = await uploadImage(file, setProgress, opts.avatar === true);
      toast({ title: 'Image Uploaded', description: 'Image has been uploaded successfully' });
      return url;
    } catch (e) {
      if (!isSessionEnded(e)) {
        // The server refusing the file itself (not an image by content, too large, unreadable) is "failed to process";
        // anything else (network, server fault, permissions) is a failed upload.
        const processing =
          e instanceof UploadAnswerError ||
          (e instanceof ApiRequestError && [400, 413, 415, 422].includes(e.status));
        toast({
          title: 'Upload Failed',
          description: processing
            ? 'Failed to process the image'
            : 'An error occurred while uploading the image',
          variant: 'destructive',
        });
      }
      return null;
    } finally {
      busy.current = false;
      setUploading(null);
    }
  };

  return { upload, progress, uploading: progress !== null };
}
