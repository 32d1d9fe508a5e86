import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { pageContext } from '../app/page-context';
import { pageMeta } from '../components/seo/page-meta';
import NewsletterPage from '../features/newsletter/NewsletterPage';
import { paths } from '../lib/paths';

/** The page an email's link opens (SITE-NEWS): the token from the link, and a button that posts it. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get('token') ?? '', sendId: url.searchParams.get('send') ?? '' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pages = pageContext(context);
  const fields = pages.form ?? Object.fromEntries(await request.formData());
  const token = typeof fields.token === 'string' ? fields.token : '';
  const sendId = typeof fields.send === 'string' ? fields.send : '';
  const outcome = await pages.confirmSubscription(token);
  return data({ outcome, token, sendId }, { status: outcome.status === 'done' ? 200 : 404 });
}

export const meta = () =>
  pageMeta({
    title: 'Confirm your subscription',
    description: 'The 36x Advisory newsletter: tax-deadline reminders and new articles by email.',
    path: paths.newsletterConfirm,
    noindex: true,
  });

export default function NewsletterConfirmRoute() {
  const link = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <NewsletterPage
      step="confirm"
      token={answer?.token ?? link.token}
      sendId={answer?.sendId ?? link.sendId}
      outcome={answer?.outcome}
    />
  );
}
