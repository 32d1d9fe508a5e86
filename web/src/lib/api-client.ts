import type { ApiErrorBody } from '@36x/common';

/**
 * The one request helper of the SPA (SITE-DATA-3): JSON bodies, credentials included, and any non-OK answer raised as
 * ApiRequestError whose message is "<status>: <body text>" (or the status text when the body is empty).
 * Staff calls add the Firebase ID token through the provider the admin feature registers.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The server's JSON body, when it sent one. */
  get body(): ApiErrorBody | null {
    try {
      const parsed = JSON.parse(this.bodyText) as unknown;
      return parsed && typeof parsed === 'object' && 'message' in parsed ? (parsed as ApiErrorBody) : null;
    } catch {
      return null;
    }
  }

  /** The server's human message, for toasts that show it (ADMIN-MSG-1). */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider | null = null;
type UnauthorizedListener = (error: ApiRequestError) => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/** The admin feature registers how to get the signed-in staff member's ID token. */
export function setTokenProvider(provider: TokenProvider | null): void {
  tokenProvider = provider;
}

/** Called on any 401 from a call that carried a token: the session has ended (revoked, deactivated...). */
export function onUnauthorized(listener: UnauthorizedListener | null): void {
  unauthorizedListener = listener;
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = tokenProvider ? await tokenProvider() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(url, { method, headers, body: payload, credentials: 'include' });
  if (!res.ok) {
    const error = new ApiRequestError(res.status, await res.text(), res.statusText);
    if (res.status === 401 && token) unauthorizedListener?.(error);
    throw error;
  }
  return res;
}

/** GET or mutate and parse JSON; 202/204 answers give undefined. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204 || res.headers.get('content-length') === '0') return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string) => apiJson<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiJson<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => apiJson<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => apiJson<T>('PATCH', url, body),
  delete: <T>(url: string, body?: unknown) => apiJson<T>('DELETE', url, body),
};
