/** An unread count on an icon's corner (hidden from assistive technology: the link or row says it in words). */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={`unread-badge ${className ?? ''}`} aria-hidden>
      {count > 99 ? '99+' : count}
    </span>
  );
}
