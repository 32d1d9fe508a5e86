import {
  BUSINESS_HOURS,
  youtubeThumbnail,
  youtubeVideoId,
  type Author,
  type Blog,
  type Video,
} from '@36x/common';
import { practice } from '../../content/practice';
import { paths } from '../../lib/paths';

/**
 * schema.org JSON-LD builders for the practice (AccountingService), blog posts (BlogPosting) and videos
 * (VideoObject). Pure functions of their inputs and the site's origin; route `meta` exports put them in <head>
 * (page-meta.ts).
 */
export type JsonLdObject = { '@context'?: string; '@type': string; [key: string]: unknown };

const absolute = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, origin).toString();

/** A blog image fit for crawlers: an http(s) URL (data: URLs, allowed by the spec for uploads, are left out). */
export function shareableImage(origin: string, image: string | undefined): string | undefined {
  if (!image || image.startsWith('data:')) return undefined;
  try {
    const url = new URL(image, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

const DAY_NAMES: Record<string, string[]> = {
  'Monday - Friday': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  Saturday: ['Saturday'],
  Sunday: ['Sunday'],
};

/** "9:00 AM" → "09:00". */
function to24h(time: string): string | null {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!m) return null;
  let h = Number(m[1]) % 12;
  if (m[3]!.toUpperCase() === 'PM') h += 12;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

/** Opening hours from BUSINESS_HOURS (CONTACT-PAGE-1); closed days are simply absent, as schema.org expects. */
export function openingHoursSpecification() {
  return BUSINESS_HOURS.flatMap(({ days, hours }) => {
    const [open, close] = hours.split(' - ').map(to24h);
    const dayOfWeek = DAY_NAMES[days];
    if (!open || !close || !dayOfWeek) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens: open, closes: close }];
  });
}

const founder = () => ({
  '@type': 'Person',
  name: practice.practitioner.name,
  jobTitle: practice.practitioner.role,
  hasCredential: ['Chartered Accountant (CA)', 'Chartered Financial Analyst (CFA)', 'Company Secretary (CS)'],
});

/** The practice as an AccountingService, for the home page (and anywhere the whole practice is described). */
export function practiceJsonLd(origin: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    '@id': absolute(origin, '/#practice'),
    name: practice.name,
    description: `${practice.legalNote}: tax planning, audit and compliance, investment and retirement planning, insurance advisory and company secretarial services.`,
    url: absolute(origin, '/'),
    logo: absolute(origin, '/logo.svg'),
    image: absolute(origin, '/logo.svg'),
    telephone: practice.phone.href.replace(/^tel:/, ''),
    email: practice.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: practice.address.locality,
      addressRegion: practice.address.region,
      addressCountry: 'IN',
    },
    areaServed: { '@type': 'Country', name: 'India' },
    openingHoursSpecification: openingHoursSpecification(),
    founder: founder(),
    sameAs: Object.values(practice.social),
    knowsAbout: [
      'Income tax planning',
      'GST compliance',
      'Audit and assurance',
      'Investment planning',
      'Retirement planning',
      'Insurance advisory',
      'Company law and secretarial compliance',
    ],
  };
}

/** A blog post as a BlogPosting (an Article). */
export function articleJsonLd(origin: string, blog: Blog, author?: Author | null): JsonLdObject {
  const url = absolute(origin, paths.blog(blog.slug));
  const image = shareableImage(origin, blog.image);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    // Google shows at most 110 characters of a headline.
    headline: blog.title.length > 110 ? `${blog.title.slice(0, 109)}…` : blog.title,
    description: blog.excerpt,
    articleSection: blog.category,
    ...(image ? { image: [image] } : {}),
    datePublished: blog.publishAt,
    dateModified: blog.updatedAt || blog.publishAt,
    inLanguage: 'en-IN',
    ...(blog.tags.length ? { keywords: blog.tags.join(', ') } : {}),
    // ADMIN-PUBLISH-7: the staff author chosen for the post, else the practice's founder.
    author: author
      ? { '@type': 'Person', name: author.name, url: absolute(origin, paths.blogAuthor(author.slug)) }
      : { ...founder(), url: absolute(origin, paths.about) },
    publisher: {
      '@type': 'Organization',
      name: practice.name,
      logo: { '@type': 'ImageObject', url: absolute(origin, '/logo.svg') },
    },
  };
}

/** "12:34" or "1:02:03" → ISO 8601 "PT12M34S" / "PT1H2M3S"; undefined when not a duration. */
export function isoDuration(duration: string | undefined): string | undefined {
  if (!duration || !/^\d+(:\d{1,2}){1,2}$/.test(duration.trim())) return undefined;
  const parts = duration.trim().split(':').map(Number);
  const [h, m, s] = parts.length === 3 ? parts : [0, ...parts];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** A numeric view count from the spec's string ('12,345' or '12345'); anything else counts as 0. */
export function viewCount(views: string | undefined): number {
  const n = Number(String(views ?? '').replace(/[,\s_]/g, ''));
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
}

/** A video as a VideoObject; null when its URL has no recognisable YouTube id (it cannot be played either). */
export function videoJsonLd(video: Video): JsonLdObject | null {
  const id = youtubeVideoId(video.youtubeUrl);
  if (!id) return null;
  const duration = isoDuration(video.duration);
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description,
    thumbnailUrl: [youtubeThumbnail(id), `https://img.youtube.com/vi/${id}/hqdefault.jpg`],
    uploadDate: video.createdAt,
    ...(duration ? { duration } : {}),
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    contentUrl: `https://www.youtube.com/watch?v=${id}`,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'WatchAction' },
      userInteractionCount: viewCount(video.views),
    },
  };
}

/** Questions and answers as a FAQPage (Google's FAQ rich result): the strings shown on the page, unchanged. */
export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/**
 * JSON-LD as the text of a <script type="application/ld+json"> in the page: `<` is written as \u003c, so no answer
 * can close the element (the JSON means the same).
 */
export const jsonLdScriptText = (data: JsonLdObject): string => JSON.stringify(data).replace(/</g, '\\u003c');
