/** The clock a visit is timed with: monotonic milliseconds (a module of its own, so tests can drive it). */
export const visitNow = () => performance.now();
