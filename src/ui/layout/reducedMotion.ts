import { reduceMotion, restoreMotion } from 'antd-mobile';
import { REDUCED_MOTION } from '../../lib/motion';

let following = false;

/**
 * CSS transitions and animations stop under the reduced-motion setting by a media query (src/styles.css); the
 * UI kit animates sheets, masks and tab underlines in script, so it is told here, now and whenever the
 * setting changes.
 */
export function followReducedMotion() {
  if (following || typeof window.matchMedia !== 'function') return;
  following = true;
  const setting = window.matchMedia(REDUCED_MOTION);
  const apply = () => (setting.matches ? reduceMotion() : restoreMotion());
  apply();
  setting.addEventListener('change', apply);
}
