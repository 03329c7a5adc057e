/**
 * The place secret of every test app (createTestApp), so test fixtures can sign the places of
 * their trips as address search would; a test that needs another secret passes PLACE_SECRET.
 */
export const TEST_PLACE_SECRET = "test-place-secret-0123456789abcdefghijklmnop";
