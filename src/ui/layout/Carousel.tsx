import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../lib/motion';
import './Carousel.css';

interface CarouselProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /**
   * `near` is true for the slides shown so far and the next one: a slide's picture need not load before
   * then (each picture asked for while the first screen is drawn costs its main thread, issue 35)
   */
  renderItem: (item: T, index: number, near: boolean) => ReactNode;
  /** the region's name, e.g. "Promotions" */
  label: string;
  /** each slide's name, e.g. "2 of 4" */
  slideLabel: (index: number, count: number) => string;
  /** ms between slides when nobody touches it */
  interval?: number;
  className?: string;
}

/**
 * Slides that swipe with the browser's own scrolling (scroll snap: no gesture library on the first screen),
 * move on by themselves while no finger or focus is on them (never under the reduced-motion setting), and
 * show where they are with dots. The box's
 * height comes from its CSS (an aspect ratio), so nothing below moves while pictures load.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { items, itemKey, renderItem, label, slideLabel, interval = 4000, className } = props;
  const track = useRef<HTMLDivElement>(null);
  // A finger or focus holds it; once let go it waits a whole interval before moving on.
  const pausedUntil = useRef(0);
  const [current, setCurrent] = useState(0);
  // The furthest slide shown yet: it and those before stay loaded.
  const [reached, setReached] = useState(0);
  const count = items.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => {
      const element = track.current;
      if (!element || Date.now() < pausedUntil.current || document.hidden || element.clientWidth === 0)
        return;
      // Read at each turn: the setting may change while the page is open.
      if (prefersReducedMotion()) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, interval);
    return () => window.clearInterval(timer);
  }, [count, interval]);

  const hold = () => {
    pausedUntil.current = Infinity;
  };
  const release = () => {
    pausedUntil.current = Date.now() + interval;
  };
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const shown = Math.round(element.scrollLeft / element.clientWidth);
    setCurrent(shown);
    setReached((furthest) => Math.max(furthest, shown));
  };

  return (
    <section className={`carousel ${className ?? ''}`} aria-roledescription="carousel" aria-label={label}>
      <div
        ref={track}
        className="carousel-track"
        // Slides that are not links still scroll from the keyboard: the track takes focus (arrow keys).
        tabIndex={count > 1 ? 0 : undefined}
        onScroll={onScroll}
        onPointerDown={hold}
        onPointerUp={release}
        onPointerCancel={release}
        onFocus={hold}
        onBlur={release}
      >
        {items.map((item, index) => (
          <div
            key={itemKey(item)}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index + 1, count)}
          >
            {renderItem(item, index, index <= reached + 1)}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel-dots" aria-hidden>
          {items.map((item, index) => (
            <span key={itemKey(item)} className={index === current ? 'is-current' : undefined} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
