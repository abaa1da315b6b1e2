/** A failed chunk load, including a CSS chunk (CSS_CHUNK_LOAD_FAILED), means a new release or a bad network. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  return (
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    ) || code === 'CSS_CHUNK_LOAD_FAILED'
  );
}
