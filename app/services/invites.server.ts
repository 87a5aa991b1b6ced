import { createHash, randomUUID } from 'node:crypto';
import type { Role } from '~/domain/roles';
import { isUniqueViolation } from './db/errors.server';
import { getMember, grantRole } from './db/roles.server';
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
 *
 * An invitation names the role accepting gives (docs/decisions/076-roles.md). An address has one
 * live invitation at most (a unique index of the open ones): a new one replaces the one before,
 * accepting closes any other, and an Administrator may cancel one.
 */

export const INVITE_DAYS = 7;
export const INVITE_PATH = '/invite';

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const isToken = (token: unknown): token is string => typeof token === 'string' && /^[\w-]{16,128}$/.test(token);

export type InviteOutcome = { state: 'invited'; email: string } | { state: 'already-author'; email: string };

/** Closes the open invitations of an address, or the one of an id (its link stops working); how many there were. */
async function closeInvites(services: Services, which: { email: string } | { id: string }, now: number): Promise<number> {
  const [column, value] = 'email' in which ? (['email', which.email] as const) : (['id', which.id] as const);
  const result = await services.database.db
    .updateTable('author_invites')
    .set({ cancelled_at: now })
    .where(column, '=', value)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function inviteAuthor(
  services: Services,
  email: string,
  role: Role,
  invitedBy: string | null,
  now = Date.now(),
): Promise<InviteOutcome> {
  const { db } = services.database;
  const user = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  if (user && (await getMember(db, user.id))) return { state: 'already-author', email };
  const token = newToken();
  const expiresAt = now + INVITE_DAYS * 24 * 60 * 60_000;
  const values = {
    id: randomUUID(),
    email,
    role,
    token_hash: hash(token),
    invited_by: invitedBy,
    created_at: now,
    expires_at: expiresAt,
    accepted_at: null,
  };
  // The one live invitation of the address is the newest: the one before it is closed first. Two
  // at once meet at the unique index; the later one closes the earlier and tries again.
  for (let attempt = 0; ; attempt++) {
    await closeInvites(services, { email }, now);
    try {
      await db.insertInto('author_invites').values(values).execute();
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
  const url = new URL(INVITE_PATH, services.config.publicOrigin);
  url.searchParams.set('token', token);
  await services.mail.enqueue({ to: email, ...authorInviteEmail(services.config, url.href, INVITE_DAYS) }, { expiresAt });
  return { state: 'invited', email };
}

/** Cancels an open invitation: its link stops working. False when it is not open. */
export async function cancelInvite(services: Services, id: string, now = Date.now()): Promise<boolean> {
  return (await closeInvites(services, { id }, now)) > 0;
}

export interface OpenInvite {
  id: string;
  email: string;
  role: Role;
  /** Whether the address has a confirmed account (accepting then only adds the role). */
  hasAccount: boolean;
}

/** The invitation a link opens, if it is still open (not used, not expired). */
export async function findOpenInvite(services: Services, token: unknown, now = Date.now()): Promise<OpenInvite | null> {
  if (!isToken(token)) return null;
  const { db } = services.database;
  const invite = await db
    .selectFrom('author_invites')
    .select(['id', 'email', 'role'])
    .where('token_hash', '=', hash(token))
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!invite) return null;
  const user = await db.selectFrom('user').select('emailVerified').where('email', '=', invite.email).executeTakeFirst();
  return { ...invite, hasAccount: isConfirmedUser(user) };
}

/** Marks an invitation used; false when another request used it first, or it was cancelled. */
async function spendInvite(services: Services, id: string, now: number): Promise<boolean> {
  const result = await services.database.db
    .updateTable('author_invites')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Accepts an invitation. A new address becomes a confirmed account with the given name and
 * password (already checked against the sign-up rules); so does an unconfirmed account of the
 * address, whose password, other sign-in methods and sessions are replaced or ended. A confirmed
 * account keeps its password. Either way the account joins the team with the invitation's role,
 * and any other invitation of the address closes. Returns the address, or null for a used link.
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
  await grantRole(db, userId, invite.role, now);
  await closeInvites(services, { email: invite.email }, now);
  return invite.email;
}

export interface InviteListItem {
  id: string;
  email: string;
  role: Role;
  createdAt: number;
  expiresAt: number;
}

/** Invitations still open, newest first. */
export async function listOpenInvites(services: Services, now = Date.now()): Promise<InviteListItem[]> {
  const rows = await services.database.db
    .selectFrom('author_invites')
    .select(['id', 'email', 'role', 'created_at', 'expires_at'])
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, email: r.email, role: r.role, createdAt: Number(r.created_at), expiresAt: Number(r.expires_at) }));
}
