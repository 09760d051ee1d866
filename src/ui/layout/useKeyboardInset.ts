import { useEffect } from 'react';

/**
 * While mounted, `--keyboard-inset` on the root is how much of the layout viewport's bottom the on-screen
 * keyboard covers (0 without one): a bar pinned to the bottom lifts itself by it and stays in sight.
 */
export function useKeyboardInset() {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const measure = () => {
      const covered = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      root.style.setProperty('--keyboard-inset', `${Math.round(covered)}px`);
    };
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
      root.style.removeProperty('--keyboard-inset');
    };
  }, []);
}
