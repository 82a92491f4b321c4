/** The Redis the tests use: `KALAHA_TEST_REDIS_URL`, by default the local one. */
export const TEST_REDIS_URL = process.env['KALAHA_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
