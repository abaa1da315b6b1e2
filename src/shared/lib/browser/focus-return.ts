/**
 * Remembers the element that has the focus now (the button that opens a dialog) and returns a function that gives
 * the focus back to it. antd's dialogs restore the focus only after their closing animation, which a dialog that
 * is unmounted on close (the screens' forms and panels) never plays: the focus fell to <body> (WCAG 2.4.3).
 */
export function captureFocus(): () => void {
  const opener =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  return () => {
    // After the dialog has left the page.
    setTimeout(() => {
      if (opener?.isConnected) opener.focus();
    }, 0);
  };
}
