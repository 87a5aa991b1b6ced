import type { AppLoadContext } from 'react-router';
import type { Services } from './services.server';

/** The running server's services, as handed to loaders and actions by the Hono app. */
export function requireServices(context: AppLoadContext): Services {
  if (!context?.services) throw new Error('Server services are not available to this request');
  return context.services;
}
