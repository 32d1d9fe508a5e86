import { serializeJsonLd, type JsonLdObject } from './structured-data';

/**
 * Structured data for the current page. Google reads JSON-LD anywhere in the document, so it is rendered in place
 * (in the page's body) and leaves with the page.
 */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
