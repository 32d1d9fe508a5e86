import { DEFAULT_SHARE_IMAGE } from './brand-assets';
import type { Blog, SocialCardField } from './entities';

/**
 * A post's social cards (decision 055): what Facebook (Open Graph) and X (Twitter cards) show when the post is
 * shared. One place decides each value, for the page's <meta> tags and for the editor's previews, so the preview is
 * what the networks get. Each value falls back in Ghost's order: the card's own field, then the post's search-result
 * field (meta title, meta description), then the post itself (title, excerpt, featured image), then the site's share
 * image.
 */
export type SocialNetwork = 'facebook' | 'x';

/** Where a shown value came from: the card's own field, or which fallback. */
export type TitleSource = 'card' | 'meta' | 'title';
export type DescriptionSource = 'card' | 'meta' | 'excerpt';
export type CardImageSource = 'card' | 'featured' | 'site';

export interface SocialCard {
  title: string;
  titleFrom: TitleSource;
  description: string;
  descriptionFrom: DescriptionSource;
  /** A site path or an absolute URL; the site's share image when the post has none a network can fetch. */
  image: string;
  imageFrom: CardImageSource;
  /** The image's alt text: the featured image's own, the site image's, or the post title for a card's own image. */
  imageAlt: string;
}

export type SocialCardPost = Pick<
  Blog,
  | 'title'
  | 'excerpt'
  | 'image'
  | 'imageAlt'
  | 'metaTitle'
  | 'metaDescription'
  | 'ogTitle'
  | 'ogDescription'
  | 'ogImage'
  | 'twitterTitle'
  | 'twitterDescription'
  | 'twitterImage'
>;

/** A post without cards of its own (every field empty: all fall back). */
export const NO_SOCIAL_CARDS: Pick<Blog, SocialCardField> = {
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  twitterTitle: '',
  twitterDescription: '',
  twitterImage: '',
};

/**
 * Characters each network shows before cutting with "…" (the previews copy it; the tags carry the whole text): a
 * Facebook link title wraps to two lines of about 44, its description one line; X cuts a card's title at 70 and
 * its description at 200 (its card documentation).
 */
export const SOCIAL_CARD_SHOWN = {
  facebook: { title: 88, description: 110 },
  x: { title: 70, description: 200 },
} as const;

/** Text cut to `max` characters with an ellipsis, at a word when one ends in the last fifth. */
export function truncateForCard(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A network can fetch an uploaded file or an https address; a pasted data image never reaches it. */
const fetchable = (image: string) => !!image && !image.startsWith('data:');

const own = (post: SocialCardPost, network: SocialNetwork) =>
  network === 'facebook'
    ? { title: post.ogTitle, description: post.ogDescription, image: post.ogImage }
    : { title: post.twitterTitle, description: post.twitterDescription, image: post.twitterImage };

/** What one network shows for a post, with where each value came from. */
export function socialCard(post: SocialCardPost, network: SocialNetwork): SocialCard {
  const card = own(post, network);
  const first = <S extends string>(...options: [string | undefined, S][]): [string, S] => {
    const found = options.find(([v]) => !!v?.trim()) ?? options[options.length - 1]!;
    return [(found[0] ?? '').trim(), found[1]];
  };
  const [title, titleFrom] = first<TitleSource>(
    [card.title, 'card'],
    [post.metaTitle, 'meta'],
    [post.title, 'title'],
  );
  const [description, descriptionFrom] = first<DescriptionSource>(
    [card.description, 'card'],
    [post.metaDescription, 'meta'],
    [post.excerpt, 'excerpt'],
  );
  const image = [card.image, post.image].map((i) => i?.trim() ?? '');
  const imageFrom: CardImageSource = fetchable(image[0]!)
    ? 'card'
    : fetchable(image[1]!)
      ? 'featured'
      : 'site';
  return {
    title,
    titleFrom,
    description,
    descriptionFrom,
    image: imageFrom === 'card' ? image[0]! : imageFrom === 'featured' ? image[1]! : DEFAULT_SHARE_IMAGE.path,
    imageFrom,
    imageAlt:
      imageFrom === 'site'
        ? DEFAULT_SHARE_IMAGE.alt
        : (imageFrom === 'featured' && post.imageAlt.trim()) || post.title,
  };
}
