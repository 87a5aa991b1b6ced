import { invalidCharacter, isStorableText } from './text';
import { z } from './zod';

/** The sign-up password rules (docs/product.md#accounts), with the product's exact messages, in the order they are checked. */
export const PasswordSchema = z
  .string()
  .min(12, 'Password must be at least 12 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(/[^A-Za-z0-9]/, 'Password must contain at least one special character');

export const PASSWORD_HINT = 'Must be 12+ characters with uppercase, lowercase, number, and special character';

export const EmailSchema = z
  .string()
  .trim()
  .max(255, 'Email must be less than 255 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const SignUpSchema = z.object({
  name: z
    .string()
    .trim()
    .max(100, 'Display name must be less than 100 characters')
    .refine(isStorableText, invalidCharacter('Display name'))
    .default(''),
  email: EmailSchema,
  password: PasswordSchema,
});

/** Sign-in applies no rule beyond required fields (docs/product.md#accounts): wrong input is the server's to judge. */
export const SignInSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});

/** The first message of a failed parse, as the forms show it in their toast. */
export function firstError(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
