import type { MetaDescriptor } from 'react-router';

export interface SiteInfo {
  siteName: string;
  publicOrigin: string;
}

export interface PageSeo {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Path of the canonical URL, never with a query. */
  path: string;
  type?: 'website' | 'article';
  image?: string;
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}

/** Every head tag a public page carries: title, description, canonical, Open Graph, Twitter. */
export function buildMeta(site: SiteInfo, page: PageSeo): MetaDescriptor[] {
  const title = page.title.includes(site.siteName) ? page.title : `${page.title} | ${site.siteName}`;
  const url = `${site.publicOrigin}${page.path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.siteName },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
  ];
  if (page.keywords?.length) tags.push({ name: 'keywords', content: page.keywords.join(', ') });
  if (page.image) {
    tags.push({ property: 'og:image', content: page.image }, { name: 'twitter:image', content: page.image });
  }
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  if (page.jsonLd) tags.push({ 'script:ld+json': page.jsonLd });
  return tags;
}
