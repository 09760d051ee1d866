import { Image } from 'antd-mobile';
import type { ReactNode } from 'react';
import './ItemLine.css';

/** An item's picture and name, with a line under it. */
export function ItemLine({ thumbnail, name, note }: { thumbnail: string; name: string; note?: ReactNode }) {
  return (
    <div className="item-line">
      <Image src={thumbnail} alt="" fit="cover" className="item-line-thumb" />
      <div className="item-line-text">
        <p className="item-line-name">{name}</p>
        {note ? <p className="item-line-note">{note}</p> : null}
      </div>
    </div>
  );
}
