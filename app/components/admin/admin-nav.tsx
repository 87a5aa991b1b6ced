import { cn } from '~/lib/cn';

const LINKS = [
  { href: '/blog-admin', label: 'Posts' },
  { href: '/blog-admin/subscribers', label: 'Subscribers' },
  { href: '/blog-admin/authors', label: 'Authors' },
  { href: '/account', label: 'Account' },
] as const;

/** The admin's sections; plain links, so each is a page of its own with its own address. */
export function AdminNav({ current }: { current: (typeof LINKS)[number]['href'] | null }) {
  return (
    <nav aria-label="Admin" className="flex flex-wrap gap-1 text-sm">
      {LINKS.map((link) => (
        <a
          key={link.href}
          href={link.href}
          aria-current={link.href === current ? 'page' : undefined}
          className={cn(
            'rounded-md px-3 py-1.5 font-medium underline-offset-4 hover:underline focus-visible:outline-2',
            link.href === current ? 'bg-secondary text-secondary-foreground' : 'text-primary',
          )}
        >
          {link.label}
        </a>
      ))}
    </nav>
  );
}
