import { useState } from 'react';
import type { Coordinates } from '../../api/mining/mining';
import { currentPosition, geoFailureOf, type GeoFailure } from './geolocation';

/** Asks the browser where the device is; remembers the answer or why there is none. */
export function usePosition() {
  const [position, setPosition] = useState<Coordinates | null>(null);
  const [failure, setFailure] = useState<GeoFailure | null>(null);
  const locate = async (): Promise<Coordinates | null> => {
    setFailure(null);
    try {
      const found = await currentPosition();
      setPosition(found);
      return found;
    } catch (error) {
      setFailure(geoFailureOf(error));
      return null;
    }
  };
  return { position, failure, locate };
}
