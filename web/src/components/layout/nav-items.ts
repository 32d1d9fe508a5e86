import { paths } from '../../lib/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** The Resources dropdown (SITE-LAYOUT, Shared layout). */
export const resourceItems: NavLinkItem[] = [
  { label: 'Why 36x', to: paths.whyChoose },
  { label: 'Calculator', to: paths.calculator },
  { label: 'Resources', to: paths.insights },
];

/** Menu order of the spec: Home, Resources, About, Services, Enquiry, Contact. `resources` marks the dropdown. */
export const mainNav: Array<NavLinkItem | 'resources'> = [
  { label: 'Home', to: paths.home },
  'resources',
  { label: 'About', to: paths.about },
  { label: 'Services', to: paths.services },
  { label: 'Enquiry', to: paths.enquiry },
  { label: 'Contact', to: paths.contact },
];

/**
 * Routes under the Resources heading, so the dropdown's button is highlighted there too. Blogs, videos and
 * the tools page are reached from the hub, so a visitor reading them is "in Resources" (decision; the spec
 * lists only the dropdown's three links).
 */
const resourcePrefixes = [
  paths.whyChoose,
  paths.resources,
  paths.insights,
  paths.calculator,
  paths.tools,
  paths.blogs,
  paths.videos,
];

const matches = (pathname: string, to: string) =>
  to === paths.home ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);

export const isResourcesRoute = (pathname: string) => resourcePrefixes.some((p) => matches(pathname, p));

/** Whether a menu link is the current page. Aliases count: /resources/why-36x is "Why 36x", /resources is "Resources". */
export function isActiveLink(pathname: string, to: string): boolean {
  if (to === paths.whyChoose) return matches(pathname, paths.whyChoose) || pathname === paths.whyChooseAlias;
  if (to === paths.calculator)
    return matches(pathname, paths.calculator) || pathname === paths.calculatorAlias;
  if (to === paths.insights) return pathname === paths.insights || pathname === paths.resources;
  return matches(pathname, to);
}
