import { useState } from 'react';
import { LazyPicture } from './LazyPicture';
import './UserAvatar.css';

/**
 * A person's picture beside their name, sized by the `--size` and rounded by the `--border-radius` its
 * place's class sets. The name says who it is, so the picture is decorative (an empty text alternative).
 * Without a picture, or when it fails to load, a drawn face holds the place. A plain picture, not the UI
 * kit's: that brought six chunks and its image hooks onto the ranking and the my tab (issue 35).
 */
export function UserAvatar({ src, className }: { src: string; className?: string }) {
  const picture = src.trim();
  const [failed, setFailed] = useState<string | null>(null);
  const classes = className ? `avatar ${className}` : 'avatar';
  if (!picture || failed === picture) {
    return (
      <span className={classes}>
        <svg className="avatar-face" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <circle cx="20" cy="15" r="7" />
          <path d="M6 38c1.5-8 7.2-12 14-12s12.5 4 14 12z" />
        </svg>
      </span>
    );
  }
  return (
    <span className={classes}>
      <LazyPicture className="avatar-picture" src={picture} onError={() => setFailed(picture)} />
    </span>
  );
}
