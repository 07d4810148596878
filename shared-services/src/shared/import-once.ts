/**
 * A module fetched on first use and kept: every call joins the one download; a failed download is not
 * kept, so the next call tries again. (`load` is the `import()` itself, so the bundler still sees it.)
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
