import { reduceMotion, restoreMotion } from 'antd-mobile';
import { REDUCED_MOTION } from '../lib/motion';

/**
 * CSS transitions and animations stop under the reduced-motion setting by a media query (src/styles.css); the
 * UI kit animates sheets, masks and tab underlines in script, so it is told here, now and whenever the
 * setting changes.
 */
export function followReducedMotion() {
  if (typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(REDUCED_MOTION);
  const apply = () => (query.matches ? reduceMotion() : restoreMotion());
  apply();
  query.addEventListener('change', apply);
}
