import { EmailSchema, PasswordSchema } from './auth';
import { RoleSchema } from './team';
import { invalidCharacter, isStorableText } from './text';
import { z } from './zod';

/** The admin's subscriber list: search by address, filter by status, pages of 50 (docs/product.md#newsletter). */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const SUBSCRIBER_PAGE_SIZE = 50;

export const SubscriberQuerySchema = z.object({
  q: z.string().trim().max(255, 'Search must be less than 255 characters').refine(isStorableText, invalidCharacter('Search')).default(''),
  status: z.enum(SUBSCRIBER_STATUSES, 'Status must be pending, confirmed or unsubscribed').optional(),
  offset: z.coerce.number('Offset must be a whole number').int('Offset must be a whole number').min(0).max(1_000_000_000).default(0),
});
export type SubscriberQueryInput = z.input<typeof SubscriberQuerySchema>;

/** An administrator invites a person by address, with the role they will have (docs/decisions/076-roles.md). */
export const InviteSchema = z.object({ email: EmailSchema, role: RoleSchema.default('author') });

/** The display name an account shows in bylines; empty falls back to the team name. */
export const DisplayNameSchema = z
  .string()
  .trim()
  .max(100, 'Display name must be less than 100 characters')
  .refine(isStorableText, invalidCharacter('Display name'));

/** Accepting an invitation as a new account: a display name and a password under the sign-up rules. */
export const AcceptInviteSchema = z.object({
  name: DisplayNameSchema.default(''),
  password: PasswordSchema,
});

/** Changing the password on the account page. */
export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: PasswordSchema,
});
