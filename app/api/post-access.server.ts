import type { Context } from 'hono';
import { mayReadPost, POST_MESSAGES, postRefusal, type PostOwnership } from '~/domain/roles';
import { jsonError, teamMember } from './endpoint.server';

/**
 * The post-by-post half of the roles (docs/decisions/076-roles.md): the endpoint's capability let
 * the member in; this says whether this post is theirs to read, change or delete, and whether they
 * may leave it published. A 403 to refuse, or null. One line in each post handler.
 */
export function postAccess(c: Context, post: PostOwnership | null, options: { publishing?: boolean; reading?: boolean } = {}): Response | null {
  const member = teamMember(c);
  if (options.reading) return post && !mayReadPost(member, post) ? jsonError(c, 403, POST_MESSAGES.othersPost, { code: 'role' }) : null;
  const refused = postRefusal(member, post, options.publishing ?? false);
  return refused ? jsonError(c, 403, refused, { code: 'role' }) : null;
}
