// Every page of the site and the file that renders it (React Router framework mode). Paths: lib/paths.ts; which
// ones are prerendered: PRERENDERED_PATHS there. A route file holds the page's head tags (meta) and, for pages
// rendered by the function, its data (loader); the screen itself lives in features/<screen>/.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { CALCULATORS } from './features/calculators/registry';

/**
 * Each calculator and tool is a route module of its own (CALC-PAGE-6), so React Router loads its code with the
 * page, before hydrating: its prerendered page /calculator/<id>, and its results page /calculator/<id>/results that
 * the `api` function renders for shared links and the form's no-script post (CALC-PAGE-8).
 */
const calculatorRoutes = CALCULATORS.flatMap(({ id }) => [
  route(`calculator/${id}`, `routes/calculators/${id}.tsx`, { id: `calculator-${id}` }),
  route(`calculator/${id}/results`, `routes/calculators/${id}.tsx`, { id: `calculator-${id}-results` }),
]);

export default [
  // The back office has its own sidebar layout.
  route('admin-dashboard', 'routes/admin-dashboard.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('rss.xml', 'routes/rss.ts'),
  layout('components/layout/PublicLayout.tsx', [
    index('routes/home.tsx'),
    route('why-36x', 'routes/why-choose.tsx', { id: 'why-choose' }),
    route('resources/why-36x', 'routes/why-choose.tsx', { id: 'why-choose-alias' }),
    route('insights', 'routes/resources.tsx', { id: 'insights' }),
    route('resources', 'routes/resources.tsx', { id: 'resources' }),
    route('tools', 'routes/tools.tsx'),
    // /calculator is the calculator finder (its search without the app: /calculator/find); /calculator/<id> is each
    // calculator's own page.
    route('calculator', 'routes/calculator.tsx', { id: 'calculator' }),
    route('calculator/find', 'routes/calculator-find.tsx'),
    // Their server's render reads the rules in force (CALC-TAXRULES-2).
    layout('routes/calculators/rules-in-force.tsx', calculatorRoutes),
    route('resources/calculator', 'routes/calculator.tsx', { id: 'calculator-alias' }),
    route('services', 'routes/services.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('contact/send', 'routes/contact-send.tsx'),
    route('newsletter/subscribe', 'routes/newsletter-subscribe.tsx'),
    route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
    route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('enquiry', 'routes/enquiry.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('blogs', 'routes/blogs.tsx'),
    route('blogs/tag/:key', 'routes/blog-tag.tsx'),
    route('blogs/author/:key', 'routes/blog-author.tsx'),
    route('blogs/:id', 'routes/blog.tsx'),
    route('videos', 'routes/videos.tsx'),
    route('videos/:id', 'routes/video.tsx'),
    route('login', 'routes/login.tsx'),
    route('admin-dashboard/accept-invite', 'routes/accept-invite.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
