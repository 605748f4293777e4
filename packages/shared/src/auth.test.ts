import { describe, expect, it } from 'vitest';
import { LoginSchema, PasswordSchema, RegisterSchema } from './auth';
import { texts } from './texts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the password rule: 6 to 16 characters, a digit and one of !@#$%^&*', () => {
  it.each([
    ['abc1!', texts.register.passwordLength],
    ['abcdefghijklmn1!x', texts.register.passwordLength],
    ['abcdef', texts.register.passwordPattern],
    ['abcde1', texts.register.passwordPattern],
    ['abcde!', texts.register.passwordPattern],
    ['abc de1!', texts.register.passwordPattern],
    ['abcdé1!x', texts.register.passwordPattern],
    ['', texts.register.passwordRequired],
  ])('refuses %j with the right message', (password, message) => {
    expect(firstMessage(PasswordSchema.safeParse(password))).toBe(message);
  });

  it.each(['abcd1!', 'Pass@123', 'ABCDEFGHIJKLM1#x', '1234!%'])('accepts %j', (password) => {
    expect(PasswordSchema.safeParse(password).success).toBe(true);
  });
});

describe('registration', () => {
  it('names every missing field with the Register messages', () => {
    const result = RegisterSchema.safeParse({ name: '', photoURL: '', email: '', password: '' });
    expect(result.success).toBe(false);
    const byField: Record<string, string[]> = {};
    for (const issue of result.error?.issues ?? []) {
      (byField[issue.path.join('.')] ??= []).push(issue.message);
    }
    expect(byField).toEqual({
      name: [texts.register.nameRequired],
      photoURL: [texts.register.photoRequired],
      email: [texts.register.emailRequired],
      password: [texts.register.passwordRequired],
    });
  });

  it('trims and lower-cases the e-mail', () => {
    const parsed = LoginSchema.parse({ email: '  Ann@Example.COM ', password: 'x' });
    expect(parsed.email).toBe('ann@example.com');
  });
});
