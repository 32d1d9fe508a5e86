import { data } from 'react-router';
import type { Route } from './+types/contact-send';
import ContactPage from '../features/contact/ContactPage';
import { pageContext } from '../app/page-context';
import { contactMeta } from './contact';

/**
 * Where the contact form posts before the app has started (or with JavaScript off): the `api` function validates and
 * stores the message as POST /api/contacts does, and answers the contact page with the same messages the app shows
 * (field errors, or the success notice). The fields travel in the request body, never in the address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const pages = pageContext(context);
  const fields = pages.form ?? Object.fromEntries(await request.formData());
  const outcome = await pages.submitContact(fields);
  const values = outcome.status === 'sent' ? undefined : visitorValues(fields);
  const status = outcome.status === 'sent' ? 200 : outcome.status === 'invalid' ? 400 : 429;
  return data({ outcome, values }, { status });
}

export const meta = contactMeta;

export default function ContactSendPage({ actionData }: Route.ComponentProps) {
  return <ContactPage submitted={actionData} />;
}

/** What the visitor typed, handed back so nothing is lost when the message is refused. */
function visitorValues(fields: Record<string, unknown>): Record<string, string> {
  const keep = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message', 'source'];
  return Object.fromEntries(keep.map((k) => [k, typeof fields[k] === 'string' ? fields[k] : '']));
}
