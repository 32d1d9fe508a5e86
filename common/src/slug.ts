/**
 * Post slugs (ADMIN-PUBLISH-6): the readable part of `/blogs/{slug}`. Lowercase Latin letters and digits in words
 * joined by single hyphens. Made from the title; a Devanagari title is transliterated (a plain Hindi-style romanisation,
 * inherent vowel dropped at word ends: "कर बचत" -> "kar-bachat"); a title with nothing left gets an id-based slug.
 */
export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Slug may use lowercase letters, digits and single hyphens (at most 80)';

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}

// Devanagari consonants with their Latin spelling (inherent "a" added where no vowel sign or virama follows).
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  क़: 'q',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
};
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ee',
  उ: 'u',
  ऊ: 'oo',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
};
const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ee',
  'ु': 'u',
  'ू': 'oo',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
};
const VIRAMA = '्';
const NUKTA = '़';
const MARKS: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };
const DIGITS = '०१२३४५६७८९';

/** Devanagari letters to Latin; anything else is left as it is. */
export function transliterateDevanagari(text: string): string {
  const chars = [...text.normalize('NFC')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    let ch = chars[i]!;
    if (chars[i + 1] === NUKTA && CONSONANTS[ch + NUKTA]) ch += chars[++i];
    const consonant = CONSONANTS[ch];
    if (consonant !== undefined) {
      out += consonant;
      const next = chars[i + 1];
      if (next === VIRAMA) i++;
      else if (next !== undefined && VOWEL_SIGNS[next] !== undefined) {
        out += VOWEL_SIGNS[next];
        i++;
      } else if (next !== undefined && /[\u0900-\u097F]/.test(next) && !MARKS[next]) {
        out += 'a'; // inherent vowel inside a word
      } else if (next !== undefined && MARKS[next]) {
        out += 'a';
      }
      // at a word's end the inherent vowel is not spoken in Hindi: "कर" -> "kar"
      continue;
    }
    if (VOWELS[ch] !== undefined) out += VOWELS[ch];
    else if (VOWEL_SIGNS[ch] !== undefined) out += VOWEL_SIGNS[ch];
    else if (MARKS[ch] !== undefined) out += MARKS[ch];
    else if (DIGITS.includes(ch)) out += String(DIGITS.indexOf(ch));
    else if (ch === VIRAMA || ch === NUKTA || ch === '।' || ch === '॥') out += ' ';
    else out += ch;
  }
  return out;
}

/** The slug a title gives ('' when nothing readable is left). */
export function slugify(title: string): string {
  const latin = transliterateDevanagari(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (latin.length <= SLUG_MAX) return latin;
  const cut = latin.slice(0, SLUG_MAX);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** A title's slug, or one made from the document id when the title leaves nothing (emoji, another script). */
export function slugFor(title: string, id: string): string {
  const made = slugify(title);
  if (made) return made;
  return `post-${id.toLowerCase().replace(/[^a-z0-9]+/g, '')}`.slice(0, SLUG_MAX).replace(/-+$/, '');
}

/** The n-th alternative of a taken slug: "tax-tips", "tax-tips-2", "tax-tips-3", ... within SLUG_MAX. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}
