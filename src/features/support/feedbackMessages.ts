import type { KefuSendRequest } from '../../api/messages/kefu';

/** KeFu/send takes text messages of 1–140 characters. */
export const KEFU_TEXT_MAX = 140;
/** The feedback form's limit. */
export const FEEDBACK_MAX = 500;

/** How many of `chars` fit in `max` UTF-16 units (a server counting either way accepts the part). */
function fitting(chars: readonly string[], max: number): number {
  let units = 0;
  for (let index = 0; index < chars.length; index++) {
    units += chars[index]?.length ?? 0;
    if (units > max) return index;
  }
  return chars.length;
}

/**
 * Text cut into parts of at most `max` characters, never inside an emoji, each part ending at a space or
 * line break when there is one in its second half, so words stay whole for the staff reading it.
 */
export function splitText(text: string, max = KEFU_TEXT_MAX): string[] {
  const parts: string[] = [];
  let rest = Array.from(text.trim());
  while (rest.length > 0) {
    let cut = fitting(rest, max);
    if (cut < rest.length) {
      const window = rest.slice(0, cut);
      const space = Math.max(window.lastIndexOf(' '), window.lastIndexOf('\n'));
      if (space >= cut / 2) cut = space;
    }
    const part = rest.slice(0, cut).join('').trim();
    if (part) parts.push(part);
    rest = Array.from(rest.slice(cut).join('').trimStart());
  }
  return parts;
}

/** A feedback as customer-support messages (docs/decisions/0011-feedback.md): the text in parts, then each picture. */
export const feedbackMessages = (content: string, pictures: readonly string[]): KefuSendRequest[] => [
  ...splitText(content).map((part) => ({ type: 'text' as const, content: part })),
  ...pictures.map((url) => ({ type: 'image' as const, content: url })),
];
