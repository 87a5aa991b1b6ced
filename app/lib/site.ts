import { useRouteLoaderData } from 'react-router';
import type { PublicConfig } from '~/services/config.server';

export type { PublicConfig };

/** Defaults used only if the root loader's data is missing (e.g. on the router error page). */
const FALLBACK: PublicConfig = {
  siteName: 'Unitwise',
  teamName: 'Unitwise Team',
  supportEmail: 'support@unitwise.example',
  publicOrigin: 'http://localhost:3000',
};

interface RootData {
  site: PublicConfig;
}

/** The public configuration, from the root route's loader. */
export function useSite(): PublicConfig {
  const data = useRouteLoaderData<RootData>('root');
  return data?.site ?? FALLBACK;
}

/** The same, for meta functions, which receive the matched routes. */
export function siteFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): PublicConfig {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  return root?.site ?? FALLBACK;
}
