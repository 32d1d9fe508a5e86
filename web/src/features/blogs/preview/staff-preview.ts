import { API, toBlog, type Blog } from '@36x/common';

/**
 * A draft or scheduled post as staff preview it (decision 021): the public page at /blogs/{id}?preview=1 asks the API
 * for the post with the signed-in staff member's Firebase ID token, as the back office does. The server's page knows
 * nothing of the caller (a visitor gets the usual 404), and the answer never passes through a cache.
 * Loaded with import() only when the address asks for a preview, so the Firebase Auth SDK stays off public pages.
 * null: nobody signed in, or the API refused (a visitor, an ended session, no such post).
 */
export async function loadStaffPreview(id: string): Promise<Blog | null> {
  const { getStaffIdToken } = await import('../../../lib/staff-auth');
  const token = await getStaffIdToken().catch(() => null);
  if (!token) return null;
  const res = await fetch(API.blog(id), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (!res.ok) return null;
  const body = (await res.json()) as Record<string, unknown>;
  return toBlog(id, body);
}

/** The address asks for a staff preview. */
export const isPreviewRequest = (search: string) => new URLSearchParams(search).get('preview') === '1';
