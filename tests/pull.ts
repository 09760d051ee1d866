import { fireEvent } from '@testing-library/react';

/** Pulls the page down by `distance` px at its top, as a finger would, and lets go. */
export function pullDown(distance = 200) {
  const area = document.querySelector('.pull-to-refresh');
  if (!area) throw new Error('this page cannot be pulled to refresh');
  fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(area, { touches: [{ clientY: 100 + distance }] });
  fireEvent.touchEnd(area, { touches: [] });
}
