import { useEffect, useRef, useState } from 'react';

/**
 * How far below the screen a list's picture starts to load: 30 % of a screen, as the peers' lazy loading does
 * (vant's, which newbee-mall uses: 1.3 screens). The browser's own `loading="lazy"` starts 1,250 px ahead, which on a phone is the
 * whole first page of a list: each picture it asks for costs the main thread some 30 ms of a slowed phone
 * while the first screen is being drawn (issue 35, decision 0082).
 */
const AHEAD = '0px 0px 30% 0px';

type Reached = () => void;
const waiting = new Map<Element, Reached>();
let observer: IntersectionObserver | undefined;

/** One observer for every waiting picture of the page: each is told once, then let go. */
function watch(element: Element, reached: Reached): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: AHEAD },
  );
  waiting.set(element, reached);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

interface LazyPictureProps {
  src: string;
  className?: string;
  /** empty (the default) where the card's text already says what the picture shows */
  alt?: string;
  /** the file could not be had */
  onError?: () => void;
}

/**
 * A picture in a list (a card's thumbnail): its file is asked for when the card comes within 30 % of a screen of
 * the viewport, and kept once asked for. Its box has its size from the card's CSS, so nothing moves when it
 * arrives. Where the browser cannot watch the viewport it loads at once.
 */
export function LazyPicture({ src, className, alt = '', onError }: LazyPictureProps) {
  const picture = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = picture.current;
    if (near || !element) return;
    return watch(element, () => setNear(true));
  }, [near]);

  return (
    <img
      ref={picture}
      className={className}
      src={near ? src : undefined}
      alt={alt}
      decoding="async"
      onError={onError}
    />
  );
}
