import { ROLES } from '../roles';
import { z } from './zod';

/** The Authors page's changes to the team (docs/decisions/076-roles.md). */
export const RoleSchema = z.enum(ROLES, 'Role must be Contributor, Author, Editor or Administrator');

export const ChangeRoleSchema = z.object({ role: RoleSchema });

/**
 * Removing a person: their posts stay, with their byline (`reassignTo` null) or given to another
 * member of the team, whose byline they then show.
 */
export const RemovePersonSchema = z.object({
  reassignTo: z
    .string('Choose who takes the posts')
    .min(1, 'Choose who takes the posts')
    .max(100, 'Choose who takes the posts')
    .nullable()
    .default(null),
});

/** Suspending and restoring say it all in their address: the body is an empty object. */
export const NoBody = z.object({});
