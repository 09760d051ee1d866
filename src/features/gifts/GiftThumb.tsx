import { Image } from 'antd-mobile';
import { GiftOutline } from 'antd-mobile-icons';
import './GiftThumb.css';

/**
 * A gift's picture: the goods' own, or a gift icon for balance and points (which have none). The caller's
 * class sizes it.
 */
export function GiftThumb({ thumbnail, className }: { thumbnail: string; className: string }) {
  return thumbnail ? (
    <Image src={thumbnail} alt="" fit="cover" className={className} />
  ) : (
    <span className={`${className} gift-thumb-money`} aria-hidden>
      <GiftOutline />
    </span>
  );
}
