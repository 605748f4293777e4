import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../src/features/auth/auth';

/**
 * The same scheme as better-auth's (scrypt, a random salt) at a cost of about a millisecond
 * instead of eighty: the server tests sign up and sign in over a thousand times, and at full cost
 * a quarter of their time went to hashing. Hashes better-auth made (the seed's demo people, the
 * make-admin script) still verify with its own scheme.
 */
const MARK = 'test-scrypt$';
const COST = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 64;

const derive = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export const fastPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${MARK}${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(MARK)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(MARK.length).split(':');
    if (!salt || !key) return false;
    return timingSafeEqual(await derive(password, salt), Buffer.from(key, 'hex'));
  },
};
