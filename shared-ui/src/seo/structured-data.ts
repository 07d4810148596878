// schema.org objects for JSON-LD (https://developers.google.com/search/docs/appearance/structured-data).
// Plain builders: each page passes what it shows, so the markup never says more than the page does.

export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  /** Absolute URL of the crumb's page. */
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface ListEntry {
  name: string;
  url: string;
}

/** A listing as a summary list (each entry links to its own page), Google's carousel format. */
export function itemList(name: string, entries: readonly ListEntry[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      url: entry.url,
    })),
  };
}

/** The site itself: who publishes it, and its name (Google's site name and logo). */
export function siteIdentity(options: {
  name: string;
  url: string;
  logo: string;
  language: string;
}): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${options.url}#organization`,
      name: options.name,
      url: options.url,
      logo: options.logo,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${options.url}#website`,
      name: options.name,
      url: options.url,
      inLanguage: options.language,
      publisher: { '@id': `${options.url}#organization` },
    },
  ];
}

export interface OfferEntry {
  name: string;
  description?: string;
  category?: string;
  /** Absolute URL of the page the offer is shown on. */
  url: string;
}

/**
 * A listed brand and the offers it makes (its welcome bonus, its promotions). No rating: the site's
 * rating of a brand is the site's own scoring (and brand owners edit their pages), which Google's review
 * snippet rules do not accept as a review or aggregate rating (README, "Search and link previews").
 */
export function brandWithOffers(options: {
  name: string;
  url: string;
  website?: string;
  image?: string;
  description?: string;
  offers: readonly OfferEntry[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: options.name,
    url: options.url,
    ...(options.website ? { sameAs: [options.website] } : {}),
    ...(options.image ? { image: options.image } : {}),
    ...(options.description ? { description: options.description } : {}),
    makesOffer: options.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      ...(offer.description ? { description: offer.description } : {}),
      ...(offer.category ? { category: offer.category } : {}),
      url: offer.url,
      priceCurrency: 'IDR',
      areaServed: 'ID',
    })),
  };
}

/** JSON inside <script>: nothing in it may close the element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
