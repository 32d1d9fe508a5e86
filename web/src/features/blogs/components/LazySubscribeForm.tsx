import { lazy, Suspense } from 'react';
import { whenWanted } from '../../../components/ui/when-wanted';

const FORM_ID = 'post-subscribe';

// The post's newsletter form (its field, formik and their MUI parts) hydrates from a chunk of its own when it nears
// the viewport, is pointed at or focused, or the browser is idle (decision 054); until then the server's form posts
// to /newsletter/subscribe and keeps what is typed in it, as the footer's does.
const SubscribeForm = lazy(async () => {
  if (typeof document !== 'undefined') await whenWanted(FORM_ID);
  const { SubscribeForm: Form } = await import('../../../components/newsletter/SubscribeForm');
  return { default: Form };
});

/** SITE-NEWS-1: subscribe from the post itself. */
export function LazySubscribeForm({ source }: { source: string }) {
  return (
    <div id={FORM_ID}>
      <Suspense fallback={null}>
        <SubscribeForm source={source} />
      </Suspense>
    </div>
  );
}
