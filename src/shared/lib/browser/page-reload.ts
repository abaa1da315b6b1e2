/** Full page reload behind an object, so tests can replace it (jsdom's location.reload cannot be stubbed). */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
