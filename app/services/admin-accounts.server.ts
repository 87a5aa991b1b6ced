import { EmailSchema, firstError, PasswordSchema } from '~/domain/schemas/auth';
import { changeRole, getMember, grantRole, revokeRole, setSuspended } from './db/roles.server';
import { isConfirmedUser } from './db/schema.server';
import type { Services } from './services.server';

/** A refusal the command line prints as is (bad input, unknown account). */
export class AdminCommandError extends Error {}

function parseEmail(email: string): string {
  const parsed = EmailSchema.safeParse(email);
  if (!parsed.success) throw new AdminCommandError(firstError(parsed.error));
  return parsed.data;
}

async function userByEmail(services: Services, email: string) {
  const row = await services.database.db.selectFrom('user').select(['id', 'emailVerified']).where('email', '=', parseEmail(email)).executeTakeFirst();
  if (!row) throw new AdminCommandError(`No account with the e-mail ${email}`);
  return row;
}

/**
 * Creates a confirmed account that is an Administrator: the first admin of a fresh install
 * (docs/decisions/076-roles.md).
 * The password must meet the same rules as sign-up and is hashed by the auth library.
 */
export async function createAdmin(services: Services, input: { email: string; password: string; name?: string }) {
  const email = parseEmail(input.email);
  const password = PasswordSchema.safeParse(input.password);
  if (!password.success) throw new AdminCommandError(firstError(password.error));
  const ctx = await (await services.auth()).$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) {
    throw new AdminCommandError(`An account with the e-mail ${email} exists already; use "grant" to make it an admin`);
  }
  const user = await ctx.internalAdapter.createUser({ email, name: input.name?.trim() ?? '', emailVerified: true }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(password.data),
  });
  await grantRole(services.database.db, user.id, 'administrator');
  return { id: user.id, email };
}

/**
 * Makes a confirmed account an Administrator: a new member, a member of another role promoted, a
 * suspended one restored (the operator's way back in when no Administrator can sign in). An
 * unconfirmed account is refused: anyone can sign up with an address they do not own, so its
 * password may be a stranger's (issue 36's invite hijack). Returns false when it was an active
 * Administrator already.
 */
export async function grantAdmin(services: Services, email: string): Promise<boolean> {
  const user = await userByEmail(services, email);
  if (!isConfirmedUser(user)) {
    throw new AdminCommandError(`The account ${email} has not confirmed its e-mail address; it can be made an admin once it has`);
  }
  const { db } = services.database;
  const member = await getMember(db, user.id);
  if (!member) return grantRole(db, user.id, 'administrator');
  if (member.role === 'administrator' && member.suspendedAt === null) return false;
  await changeRole(db, user.id, 'administrator');
  await setSuspended(db, user.id, null);
  return true;
}

export async function revokeAdmin(services: Services, email: string): Promise<boolean> {
  return revokeRole(services.database.db, (await userByEmail(services, email)).id);
}
