/**
 * What `load` gives, loaded on the first call and shared by every later one: start-up leaves
 * heavy modules (better-auth, sharp…) until a request needs them (decision 051). A failed load
 * is forgotten, so the next call tries again instead of failing for the process's lifetime.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
