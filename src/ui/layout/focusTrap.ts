const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The traps set and not yet let go. */
const active = new Set<() => void>();

/** Lets go of every trap, without moving focus (a test's end: its dialogs may still be animating out). */
export function releaseFocusTraps() {
  for (const forget of [...active]) forget();
}

const tabbable = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [aria-hidden="true"]'),
  );

/**
 * Keeps keyboard focus inside an open sheet or dialog: focus moves into it (unless something in it took
 * focus already), Tab and Shift+Tab wrap around, focus that lands outside is brought back. The returned
 * function lets go and gives focus back to the element that had it when the trap was set (the opener).
 */
export function trapFocus(container: HTMLElement): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const enter = () => (tabbable(container)[0] ?? container).focus();

  const onKeyDown = (event: KeyboardEvent) => {
    if (!container.isConnected) return forget();
    if (event.key !== 'Tab') return;
    const elements = tabbable(container);
    const first = elements[0];
    const last = elements[elements.length - 1];
    const active = document.activeElement;
    const inside = active instanceof Node && container.contains(active);
    if (!first || !last) {
      event.preventDefault();
      container.focus();
    } else if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!container.isConnected) return forget();
    if (event.target instanceof Node && !container.contains(event.target)) enter();
  };
  // A panel taken off the page without being closed (its dialog destroyed, the page left) holds nothing.
  const forget = () => {
    active.delete(forget);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn);
  };
  active.add(forget);

  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn);
  // The panel itself takes focus first, so that a screen reader announces the dialog by its name.
  if (!container.hasAttribute('tabindex')) container.tabIndex = -1;
  if (!container.contains(document.activeElement)) container.focus();
  return () => {
    forget();
    if (opener?.isConnected) opener.focus();
  };
}
