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

/** The share links of an article; `label` and `shareOn` (`{network}` standing for the network's name) in the article's language. */
export function ShareButtons({ title, path, label, shareOn }: { title: string; path: string; label: string; shareOn: string }) {
  const { publicOrigin } = useSite();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">{label}</span>
      {shareLinks(title, `${publicOrigin}${path}`).map((link) => (
        <a
          key={link.name}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md border px-3 py-1.5 text-sm hover:bg-accent"
          aria-label={shareOn.replace('{network}', link.name)}
        >
          {link.name}
        </a>
      ))}
    </div>
  );
}
