import { createContext, type RouterContextProvider } from 'react-router';
import {
  API,
  type Author,
  type Blog,
  type NewsletterOutcome,
  type PageContext,
  type RulesInForce,
  type Tag,
  type Video,
} from '@36x/common';

export type { ContactOutcome, PageContext } from '@36x/common';

/**
 * The key of the function's per-request page context in React Router's context (`v8_middleware`): the server entry
 * (web/server/pages.ts) sets it in a fresh `RouterContextProvider` per request; null where nothing set it.
 */
export const pageContextKey = createContext<PageContext | null>(null);

/** The page context of a server loader or action; only the function renders those routes. */
export function pageContext(context: Readonly<RouterContextProvider>): PageContext {
  const pages = context.get(pageContextKey);
  if (!pages && import.meta.env.DEV) return devPageContext();
  if (!pages) throw new Error('This route renders in the api function, which gives it a page context.');
  return pages;
}

/**
 * The page context when the function renders the page; null while the build prerenders it (no server, no store).
 * `npm run dev` reads the local stack's API, as below.
 */
export function pageContextIfAny(context: Readonly<RouterContextProvider>): PageContext | null {
  return context.get(pageContextKey) ?? (import.meta.env.DEV ? devPageContext() : null);
}

/**
 * `npm run dev`: Vite's dev server renders these routes itself, with no function around it, so they read the local
 * stack's API (the one Vite proxies /api to) as the function's services would answer.
 */
function devPageContext(): PageContext {
  const base = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5000';
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const post = async (path: string, body: unknown): Promise<NewsletterOutcome> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => ({}))) as {
      email?: string;
      message?: string;
      errors?: Record<string, string>;
    };
    if (res.ok) return { status: 'done', email: answer.email };
    return res.status === 429
      ? { status: 'refused', message: answer.message ?? 'Please try again.' }
      : { status: 'invalid', errors: answer.errors ?? {}, message: answer.message };
  };
  return {
    listBlogs: () => get<Blog[]>(API.blogs),
    getBlog: (id) => get<Blog>(API.blog(id)).catch(() => null),
    listAuthors: () => get<Author[]>(API.authors),
    getTag: (slug) => get<Tag>(API.tag(slug)).catch(() => null),
    listVideos: () => get<Video[]>(API.videos),
    async submitContact(fields) {
      const res = await fetch(`${base}${API.contacts}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fields),
      });
      if (res.ok) return { status: 'sent' };
      const body = (await res.json().catch(() => ({}))) as {
        message?: string;
        errors?: Record<string, string>;
      };
      return res.status === 400
        ? { status: 'invalid', errors: body.errors ?? {} }
        : { status: 'refused', message: body.message ?? 'Please try again.' };
    },
    subscribe: (fields) => post(API.newsletterSubscribe, fields),
    confirmSubscription: (token) => post(API.newsletterConfirm, { token }),
    rulesInForce: async () => ({
      taxRules: await get<RulesInForce['taxRules']>(API.taxRulesInForce),
      smallSavings: (await get<{ rules: RulesInForce['smallSavings'] }>(API.smallSavingsInForce)).rules,
    }),
    unsubscribe: (token, sendId) =>
      post(
        `${API.newsletterUnsubscribe}?token=${encodeURIComponent(token)}&send=${encodeURIComponent(sendId)}`,
        {},
      ),
  };
}
