import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORT_OFFSET } from '../../playwright.config';

/** The stack's mail catcher, maildev 2.x: the web inbox at /, its REST API at /email. */
export const MAIL_API = `http://127.0.0.1:${1080 + E2E_PORT_OFFSET}/email`;

/** A caught message as maildev's API gives it (headers in lower case). */
export interface CaughtMail {
  subject: string;
  text: string;
  /** The HTML part, when the message has one (a newsletter's). */
  html?: string;
  to: { address: string }[];
  replyTo?: { address: string }[];
  headers: Record<string, string>;
}

/** Waits for the first caught message that matches (mail is sent after the answer) and returns it. */
export async function caughtMail(
  request: APIRequestContext,
  match: (m: CaughtMail) => boolean,
  timeout = 40_000,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await request.get(MAIL_API)).json()) as CaughtMail[];
        found = all.find(match);
        return !!found;
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}
