import { data } from 'react-router';
import { pageMeta } from '../components/seo/page-meta';
import type { Route } from './+types/not-found';

export { default } from '../components/not-found/NotFoundPage';

/** Any path no other route matches: 'Page Not Found' with a 404 (the build writes it as 404.html for Hosting). */
export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta = ({ loaderData }: { loaderData: Route.MetaArgs['loaderData'] | undefined }) =>
  pageMeta({
    title: 'Page Not Found',
    description: 'The page you were looking for does not exist or has moved.',
    path: loaderData?.path ?? '/404',
    noindex: true,
  });

/** In-app navigation to an unknown path asks no server. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { path: new URL(request.url).pathname };
}
