import { href } from '../../lib/href';

/** The link a friend opens to sign up: the login page, which prefills registration with the code. */
export const inviteLink = (code: string, origin = window.location.origin) =>
  `${origin}${href('/pages/login/index', { inviteCode: code })}`;

/**
 * Puts text on the clipboard. Pages served without a secure context (plain http, some in-app browsers) have
 * no clipboard API; a selected hidden field and the copy command still work there.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}
