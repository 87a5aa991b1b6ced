import { ROLE_LABELS, type Role } from '~/domain/roles';
import { changeRole, getMember, listMembers, revokeRole, setSuspended } from './db/roles.server';
import type { Services } from './services.server';

/**
 * What an Administrator does to the team from the Authors page (docs/decisions/076-roles.md):
 * change a role, suspend (no sign-in, sessions ended) and restore, remove (off the team, sessions
 * ended; the posts stay, with their byline or given to another member). Nobody does these to
 * themselves, so the team always keeps an active Administrator: the one acting.
 */

export interface TeamListItem {
  id: string;
  email: string;
  name: string;
  role: Role;
  grantedAt: number;
  suspended: boolean;
}

/** A refusal the endpoint answers with its status and message. */
export class TeamError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export const TEAM_MESSAGES = {
  notFound: 'No such member of the team',
  yourself: 'You cannot change, suspend or remove yourself; another Administrator can.',
  reassignTo: 'Choose a member of the team to take the posts',
} as const;

/** The team, earliest member first, with their accounts' addresses and names. */
export async function listTeam(services: Services): Promise<TeamListItem[]> {
  const members = await listMembers(services.database.db);
  if (members.length === 0) return [];
  const users = await services.database.db
    .selectFrom('user')
    .select(['id', 'email', 'name'])
    .where(
      'id',
      'in',
      members.map((m) => m.userId),
    )
    .execute();
  return members.flatMap((m) => {
    const user = users.find((u) => u.id === m.userId);
    return user ? [{ id: user.id, email: user.email, name: user.name, role: m.role, grantedAt: m.grantedAt, suspended: m.suspendedAt !== null }] : [];
  });
}

async function other(services: Services, actorId: string, userId: string) {
  if (actorId === userId) throw new TeamError(409, TEAM_MESSAGES.yourself);
  const member = await getMember(services.database.db, userId);
  if (!member) throw new TeamError(404, TEAM_MESSAGES.notFound);
  return member;
}

async function endSessions(services: Services, userId: string) {
  await (await (await services.auth()).$context).internalAdapter.deleteUserSessions(userId);
}

async function displayName(services: Services, userId: string) {
  const user = await services.database.db.selectFrom('user').select(['email', 'name']).where('id', '=', userId).executeTakeFirst();
  return user?.name.trim() || user?.email || userId;
}

export async function changeMemberRole(services: Services, actorId: string, userId: string, role: Role): Promise<string> {
  await other(services, actorId, userId);
  await changeRole(services.database.db, userId, role);
  return `${await displayName(services, userId)} is now ${/^[AEIOU]/.test(ROLE_LABELS[role]) ? 'an' : 'a'} ${ROLE_LABELS[role]}.`;
}

/** Suspends a member: their sessions end and they cannot sign in until restored. */
export async function suspendMember(services: Services, actorId: string, userId: string, now = Date.now()): Promise<string> {
  await other(services, actorId, userId);
  await setSuspended(services.database.db, userId, now);
  await endSessions(services, userId);
  return `${await displayName(services, userId)} is suspended: signed out, and cannot sign in until restored.`;
}

export async function restoreMember(services: Services, actorId: string, userId: string): Promise<string> {
  await other(services, actorId, userId);
  await setSuspended(services.database.db, userId, null);
  return `${await displayName(services, userId)} can sign in again.`;
}

/**
 * Takes a member off the team and ends their sessions; their account stays (a reader's, as anyone
 * may have). Their posts stay: with their byline, or (`reassignTo`) given to another member,
 * whose byline they then show.
 */
export async function removeMember(services: Services, actorId: string, userId: string, reassignTo: string | null): Promise<string> {
  await other(services, actorId, userId);
  const { db } = services.database;
  let moved = 0;
  if (reassignTo !== null) {
    if (reassignTo === userId || !(await getMember(db, reassignTo))) throw new TeamError(400, TEAM_MESSAGES.reassignTo);
    const to = await db.selectFrom('user').select('name').where('id', '=', reassignTo).executeTakeFirstOrThrow();
    const result = await db
      .updateTable('blog_posts')
      .set({ author_id: reassignTo, author_name: to.name.trim() || null })
      .where('author_id', '=', userId)
      .executeTakeFirst();
    moved = Number(result.numUpdatedRows);
  }
  const name = await displayName(services, userId);
  await revokeRole(db, userId);
  await endSessions(services, userId);
  if (moved > 0) await services.content.changed('posts');
  if (reassignTo === null) return `${name} is no longer on the team; their posts keep their byline.`;
  return `${name} is no longer on the team; ${moved} post${moved === 1 ? '' : 's'} now under ${await displayName(services, reassignTo)}.`;
}
