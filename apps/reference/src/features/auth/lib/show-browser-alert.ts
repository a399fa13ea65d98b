/** Sign-in failures also raise the browser's alert box (product-spec §8), besides the dialog's own message. */
export function showBrowserAlert(message: string): void {
  window.alert(message || 'An error occurred');
}
