import { can, type Capability, type Role } from '~/domain/roles';
import { cn } from '~/lib/cn';

const LINKS: readonly { href: string; label: string; capability: Capability }[] = [
  { href: '/blog-admin', label: 'Posts', capability: 'admin.enter' },
  { href: '/blog-admin/subscribers', label: 'Subscribers', capability: 'subscribers.manage' },
  { href: '/blog-admin/authors', label: 'Authors', capability: 'people.manage' },
  { href: '/account', label: 'Account', capability: 'admin.enter' },
];

/**
 * The admin's sections a role opens (docs/decisions/076-roles.md); plain links, so each is a page
 * of its own with its own address.
 */
export function AdminNav({ current, role }: { current: string | null; role: Role }) {
  return (
    <nav aria-label="Admin" className="flex flex-wrap gap-1 text-sm">
      {LINKS.filter((link) => can(role, link.capability)).map((link) => (
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
