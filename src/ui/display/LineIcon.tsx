import { LINE_ICON_ATTRIBUTES, LINE_ICON_PATHS as PATHS } from './lineIconPaths';

export type LineIconName = keyof typeof PATHS;

/** A line icon (src/ui/lineIconPaths.ts), in the text's colour and size. */
export function LineIcon({ name }: { name: LineIconName }) {
  return (
    <svg {...LINE_ICON_ATTRIBUTES} aria-hidden>
      <path d={PATHS[name]} />
    </svg>
  );
}
