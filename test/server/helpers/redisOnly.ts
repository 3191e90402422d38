/**
 * Tests that need Redis (rate-limit counts shared by several servers): they run when
 * `TEST_REDIS_URL` is set (redis://127.0.0.1:6379, as .ci/run sets it); elsewhere they are skipped
 * under a name that says why. Under CI an unset URL fails the run instead (dbTemplates.setup.ts).
 */

/** The Redis server of the run, if any. */
export const redisUrl = process.env.TEST_REDIS_URL;

/** The name of a Redis-only test or suite, saying so when it is skipped. */
export function redisOnly(name: string): string {
  return redisUrl ? name : `${name} (skipped: TEST_REDIS_URL is not set; CI sets it)`;
}
