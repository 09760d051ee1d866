import { Avatar } from 'antd-mobile';

/**
 * A person's picture beside their name. The name says who it is, so the picture is decorative: an empty text
 * alternative (the UI kit leaves it out, and a screen reader then reads the file name).
 */
export function UserAvatar({ src, className }: { src: string; className?: string }) {
  return <Avatar src={src} alt="" className={className} />;
}
