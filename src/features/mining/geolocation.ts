import type { Coordinates } from '../../api/mining/mining';

/** Why the browser gave no position: the user said no, the device cannot tell, or it took too long. */
export type GeoFailure = 'denied' | 'unavailable' | 'timeout';

export class GeoError extends Error {
  constructor(readonly reason: GeoFailure) {
    super(`geolocation ${reason}`);
  }
}

const REASONS: Record<number, GeoFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * Where the device is, once, through the browser (which asks the user's permission the first time). Rejects
 * with a GeoError; a browser without geolocation is `unavailable`.
 */
export function currentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new GeoError('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          lat: Math.round(position.coords.latitude * 1e6) / 1e6,
          lng: Math.round(position.coords.longitude * 1e6) / 1e6,
        }),
      (error) => reject(new GeoError(REASONS[error.code] ?? 'unavailable')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

export const geoFailureOf = (error: unknown): GeoFailure =>
  error instanceof GeoError ? error.reason : 'unavailable';
