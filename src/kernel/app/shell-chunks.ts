/**
 * The chunks every signed-in page waits for (the auth actor, the role layout), asked for ahead of React by the
 * warm-up. Their own module so a test of the warm-up replaces them with nothing: loaded for real, their module graphs
 * kept loading after the test file had ended.
 */
export function loadShellChunks(): void {
  void import('../auth/auth-actor');
  void import('../layouts/role-layout');
}
