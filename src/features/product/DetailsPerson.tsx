import type { ReactNode } from 'react';
import { UserAvatar } from '../../ui/display/UserAvatar';
import './DetailsPerson.css';

interface DetailsPersonProps {
  avatar: string;
  nickName: string;
  /** right of the name: units, time */
  extra?: ReactNode;
  children?: ReactNode;
}

/** A user's avatar and nickname (as text, never HTML) with what they did. */
export function DetailsPerson({ avatar, nickName, extra, children }: DetailsPersonProps) {
  return (
    <div className="details-person">
      <UserAvatar src={avatar} className="details-avatar" />
      <div className="details-person-main">
        <div className="details-person-line">
          <span className="details-person-name" data-may-clip>
            {nickName}
          </span>
          {extra ? <span className="details-person-extra">{extra}</span> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
