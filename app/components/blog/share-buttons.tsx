import { useSite } from '~/lib/site';

/** The four providers' share pages, each opened in a new window with the title and URL encoded. */
export function shareLinks(title: string, url: string) {
  const t = encodeURIComponent(title);
  const u = encodeURIComponent(url);
  return [
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?text=${t}&url=${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

export function ShareButtons({ title, path }: { title: string; path: string }) {
  const { publicOrigin } = useSite();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">Share:</span>
      {shareLinks(title, `${publicOrigin}${path}`).map((link) => (
        <a
          key={link.name}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md border px-3 py-1.5 text-sm hover:bg-accent"
          aria-label={`Share on ${link.name} (opens in a new window)`}
        >
          {link.name}
        </a>
      ))}
    </div>
  );
}
