/** How long a copied recovery phrase stays on the clipboard (decision 0037). */
export const SECRET_CLIPBOARD_MS = 60_000;

/** Puts text on the clipboard; false where the browser does not let the page write to it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies a secret and clears the clipboard a minute later, where the browser still lets the page write to it
 * (a page in the background may not: then the words stay, as they would after any copy). Returns whether the
 * copy worked.
 */
export async function copySecret(text: string, clearAfterMs = SECRET_CLIPBOARD_MS): Promise<boolean> {
  const copied = await copyText(text);
  if (copied) {
    setTimeout(() => {
      try {
        void navigator.clipboard.writeText('').catch(() => undefined);
      } catch {
        // No clipboard any more: nothing to clear from here.
      }
    }, clearAfterMs);
  }
  return copied;
}
