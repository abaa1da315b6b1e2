/** The browser effects the request layer needs, behind one object so tests can replace them. */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  pathname(): string {
    return window.location.pathname;
  },
  later(run: () => void, ms: number): void {
    setTimeout(run, ms);
  },
};
