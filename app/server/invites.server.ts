import { createHash, randomUUID } from 'node:crypto';
import { hasRole, grantRole } from './db/roles.server';
import { isConfirmedUser } from './db/schema.server';
import { newToken } from './db/subscribers.server';
import { authorInviteEmail } from './mail/templates.server';
import type { Services } from './services.server';

/**
 * Authors are invited by an admin from the admin, not made on the command line
 * (docs/decisions/061-newsletter-sending.md): the mailed link, which only the address's owner
 * receives, lets them set a display name and password (a new account, confirmed by that very
 * link) or, for an address with a confirmed account, gives that account the admin role.
 * Links work once, for INVITE_DAYS; the table keeps only a hash of each.
 *
 * An unconfirmed account of the address counts as none: anyone can sign up with an address they
 * do not own and wait, so its password may be a stranger's. Accepting sets the invitee's own name
 * and password on it and ends its sessions, so no credential survives that the invitee did not
 * set (issue 36's invite hijack).
 */

export const INVITE_DAYS = 7;
export const INVITE_PATH = '/invite';

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const isToken = (token: unknown): token is string => typeof token === 'string' && /^[\w-]{16,128}$/.test(token);

export type InviteOutcome = { state: 'invited'; email: string } | { state: 'already-author'; email: string };

export async function inviteAuthor(services: Services, email: string, invitedBy: string | null, now = Date.now()): Promise<InviteOutcome> {
  const { db } = services.database;
  const user = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  if (user && (await hasRole(db, user.id, 'admin'))) return { state: 'already-author', email };
  const token = newToken();
  const expiresAt = now + INVITE_DAYS * 24 * 60 * 60_000;
  await db
    .insertInto('author_invites')
    .values({ id: randomUUID(), email, token_hash: hash(token), invited_by: invitedBy, created_at: now, expires_at: expiresAt, accepted_at: null })
    .execute();
  const url = new URL(INVITE_PATH, services.config.publicOrigin);
  url.searchParams.set('token', token);
  await services.mail.enqueue({ to: email, ...authorInviteEmail(services.config, url.href, INVITE_DAYS) }, { expiresAt });
  return { state: 'invited', email };
}

export interface OpenInvite {
  id: string;
  email: string;
  /** Whether the address has a confirmed account (accepting then only adds the role). */
  hasAccount: boolean;
}

/** The invitation a link opens, if it is still open (not used, not expired). */
export async function findOpenInvite(services: Services, token: unknown, now = Date.now()): Promise<OpenInvite | null> {
  if (!isToken(token)) return null;
  const { db } = services.database;
  const invite = await db
    .selectFrom('author_invites')
    .select(['id', 'email'])
    .where('token_hash', '=', hash(token))
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!invite) return null;
  const user = await db.selectFrom('user').select('emailVerified').where('email', '=', invite.email).executeTakeFirst();
  return { ...invite, hasAccount: isConfirmedUser(user) };
}

/** Marks an invitation used; false when another request used it first. */
async function spendInvite(services: Services, id: string, now: number): Promise<boolean> {
  const result = await services.database.db
    .updateTable('author_invites')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Accepts an invitation. A new address becomes a confirmed account with the given name and
 * password (already checked against the sign-up rules); so does an unconfirmed account of the
 * address, whose password, other sign-in methods and sessions are replaced or ended. A confirmed
 * account keeps its password. Either way the account gets the admin role. Returns the address, or
 * null for a used link.
 */
export async function acceptInvite(
  services: Services,
  invite: OpenInvite,
  account: { name: string; password: string } | null,
  now = Date.now(),
): Promise<string | null> {
  if (!(await spendInvite(services, invite.id, now))) return null;
  const { db } = services.database;
  const ctx = await (await services.auth()).$context;
  const found = await ctx.internalAdapter.findUserByEmail(invite.email);
  let userId: string;
  if (found && isConfirmedUser(found.user)) {
    userId = found.user.id;
  } else {
    if (!account) throw new Error('A new author needs a name and a password');
    if (found) {
      // Someone signed up with the address and never confirmed it: what they set goes.
      userId = found.user.id;
      await ctx.internalAdapter.deleteUserSessions(userId);
      await ctx.internalAdapter.deleteAccounts(userId);
      await ctx.internalAdapter.updateUser(userId, { name: account.name, emailVerified: true });
    } else {
      userId = (await ctx.internalAdapter.createUser({ email: invite.email, name: account.name, emailVerified: true }, { method: 'invite' })).id;
    }
    const password = await ctx.password.hash(account.password);
    await ctx.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password });
  }
  await grantRole(db, userId, 'admin', now);
  return invite.email;
}

export interface AuthorList {
  authors: { email: string; name: string; grantedAt: number }[];
  invites: { email: string; createdAt: number; expiresAt: number }[];
}

/** Invitations still open, newest first. */
export async function listOpenInvites(services: Services, now = Date.now()): Promise<AuthorList['invites']> {
  const rows = await services.database.db
    .selectFrom('author_invites')
    .select(['email', 'created_at', 'expires_at'])
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({ email: r.email, createdAt: Number(r.created_at), expiresAt: Number(r.expires_at) }));
}
