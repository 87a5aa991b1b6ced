import { CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { Route } from './+types/offline';

// The service worker (docs/decisions/018-offline.md) shows this page, precached, in place of any
// page that is not kept on the device while there is no network: at the address of the page asked
// for. So it is sent as islands (ADR 016), whose header comes to life whatever the address, never
// with React Router's runtime, which would try to load the route of that address.

export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'You Are Offline',
    description: 'This page needs an internet connection. Converters and calculators you opened before still work offline.',
    path: '/offline',
    noindex: true,
  });

const NEEDS_CONNECTION = [
  'Pages you have not opened on this device yet',
  'New blog posts, and articles you have not read here',
  'Signing in to manage the blog',
  'Subscribing to the newsletter, confirming a subscription or unsubscribing',
];

export default function Offline() {
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-16">
      <header className="space-y-4 text-center">
        <CloudOff aria-hidden className="mx-auto size-12 text-muted-foreground" />
        <h1 className="text-3xl font-bold tracking-tight">You are offline</h1>
        <p className="text-lg text-muted-foreground">
          This page has not been saved on this device, so it needs an internet connection. Reload it once you are back online.
        </p>
      </header>
      <section aria-labelledby="offline-works" className="space-y-2">
        <h2 id="offline-works" className="text-xl font-semibold">
          What still works
        </h2>
        <p>
          The converters, calculators and articles you opened on this device while online open again without a connection, and their results are
          worked out in your browser. Your favorites are kept in this browser too. After an update to the site, a page may need to be opened once more
          while online.
        </p>
      </section>
      <section aria-labelledby="offline-needs" className="space-y-2">
        <h2 id="offline-needs" className="text-xl font-semibold">
          What needs a connection
        </h2>
        <ul className="list-disc space-y-1 pl-6">
          {NEEDS_CONNECTION.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <p className="text-center">
        <Link to="/" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
