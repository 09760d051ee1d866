/**
 * A seller's description is typed as plain text but stored and shown as HTML (through DOMPurify): the text
 * is escaped and its line breaks kept, so what was typed is what buyers read, markup included as text.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const textToHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char).replace(/\r?\n/g, '<br>');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The text of a description for editing: line breaks and paragraph ends become new lines, other tags are
 * dropped, the common entities read back. The inverse of `textToHtml` for what it wrote.
 */
export const htmlToText = (html: string): string =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*(?=\S)/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .trim();
