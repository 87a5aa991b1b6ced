import { describe, expect, it } from 'vitest';
import { EmailSchema, firstError, PasswordSchema, SignInSchema } from './auth';

describe('PasswordSchema', () => {
  it.each([
    ['Short1!', 'Password must be at least 12 characters'],
    ['alllowercase1!x', 'Password must contain at least one uppercase letter'],
    ['ALLUPPERCASE1!X', 'Password must contain at least one lowercase letter'],
    ['NoNumbersHere!!', 'Password must contain at least one number'],
    ['NoSpecial12345', 'Password must contain at least one special character'],
    ['', 'Password must be at least 12 characters'],
  ])('%j → %s', (password, message) => {
    const result = PasswordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(firstError(result.error!)).toBe(message);
  });

  it.each(['Correct-Horse9', 'Ünïcode Pass 1x', 'Aa1!Aa1!Aa1!'])('accepts %j', (password) => {
    expect(PasswordSchema.safeParse(password).success).toBe(true);
  });
});

describe('EmailSchema', () => {
  it('trims and lower-cases', () => {
    expect(EmailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it.each([
    ['not-an-email', 'Please enter a valid email address'],
    ['', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Email must be less than 255 characters'],
  ])('%j → %s', (email, message) => {
    const result = EmailSchema.safeParse(email);
    expect(result.success).toBe(false);
    expect(firstError(result.error!)).toBe(message);
  });
});

describe('SignInSchema', () => {
  it('only requires both fields', () => {
    expect(SignInSchema.safeParse({ email: 'x', password: 'y' }).success).toBe(true);
    expect(SignInSchema.safeParse({ email: ' ', password: 'y' }).success).toBe(false);
  });
});
