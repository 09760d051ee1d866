/** Something that happened in the seeded history, at its time. */
export interface SeedEvent {
  time: number;
  act: () => void;
}

/**
 * Replays the seeded history in time order (events at the same time in the order given), so ids, order
 * numbers and draws follow the clock as they would on a server that had been running.
 */
export function replay(events: readonly SeedEvent[]): void {
  const ordered = events.map((event, index) => ({ event, index }));
  ordered.sort((a, b) => a.event.time - b.event.time || a.index - b.index);
  for (const { event } of ordered) event.act();
}
