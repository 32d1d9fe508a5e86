import { API } from '@36x/common';
import { ApiRequestError, api } from '../../../lib/api-client';
import { getStaffIdToken } from '../../../lib/staff-auth';

/**
 * POST /api/uploads (multipart field `file`) answering { url }. XMLHttpRequest rather than the fetch-based helper:
 * only XHR reports upload progress, which the blog modal shows as a bar.
 */
export async function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
  /** An author photo: the server crops it to a square (decision 057). */
  avatar = false,
): Promise<string> {
  const token = await getStaffIdToken();
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', avatar ? `${API.uploads}?kind=avatar` : API.uploads);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        // XHR bypasses the request helper, so a refused session would go unnoticed: one cheap helper call lets the
        // helper see the 401 and end the session the usual way.
        if (xhr.status === 401 && token) void api.get(API.me).catch(() => undefined);
        reject(new ApiRequestError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        const { url } = JSON.parse(xhr.responseText) as { url?: unknown };
        if (typeof url === 'string' && url) resolve(url);
        else reject(new UploadAnswerError());
      } catch {
        reject(new UploadAnswerError());
      }
    };
    xhr.onerror = () => reject(new Error('Network error while uploading'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

/** The server accepted the upload but its answer holds no usable URL. */
export class UploadAnswerError extends Error {
  constructor() {
    super('The upload answer holds no image URL');
    this.name = 'UploadAnswerError';
  }
}
