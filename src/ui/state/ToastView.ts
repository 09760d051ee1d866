import './ToastView.css';

/** How long a toast stays (product spec: 1500 ms). */
export const TOAST_MS = 1500;

let region: HTMLDivElement | null = null;
let hideTimer: number | undefined;

/** The live region the toasts are spoken from: one, in the body, made at the first toast. */
function liveRegion(): HTMLDivElement {
  if (!region || !region.isConnected) {
    region = document.createElement('div');
    region.className = 'toast';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  return region;
}

/**
 * Shows one toast in the middle of the screen for 1500 ms; a new one replaces the one shown. The words are
 * set as text, never as markup (they may be a server's message). Plain DOM: a toast needs no animation
 * library, so none loads with it (issue 35).
 */
export function showToast(content: string, icon?: 'success' | 'fail') {
  const box = document.createElement('div');
  box.className = icon ? `toast-box has-icon is-${icon}` : 'toast-box';
  if (icon) {
    const mark = document.createElement('span');
    mark.className = 'toast-icon';
    mark.setAttribute('aria-hidden', 'true');
    box.append(mark);
  }
  const words = document.createElement('span');
  words.className = 'toast-words';
  words.textContent = content;
  box.append(words);
  liveRegion().replaceChildren(box);
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(clearToast, TOAST_MS);
}

/** Takes the toast shown away at once (a test's clean slate). */
export function clearToast() {
  window.clearTimeout(hideTimer);
  region?.replaceChildren();
}
