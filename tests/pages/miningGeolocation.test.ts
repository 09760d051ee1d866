import { currentPosition, GeoError, geoFailureOf } from '../../src/features/mining/geolocation';

const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');

function withGeolocation(getCurrentPosition: Geolocation['getCurrentPosition'] | null) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: getCurrentPosition ? { getCurrentPosition } : undefined,
  });
}

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'geolocation', original);
  else Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the device position', () => {
  it('answers the coordinates, to 6 places', async () => {
    withGeolocation((success) =>
      success({ coords: { latitude: 31.23041234, longitude: 121.47371234 } } as GeolocationPosition),
    );
    await expect(currentPosition()).resolves.toEqual({ lat: 31.230412, lng: 121.473712 });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('tells why there is none (code %i: %s)', async (code, reason) => {
    withGeolocation((_success, failure) => failure?.({ code } as GeolocationPositionError));
    const error = await currentPosition().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeoError);
    expect(geoFailureOf(error)).toBe(reason);
  });

  it('is unavailable in a browser without geolocation', async () => {
    withGeolocation(null);
    await expect(currentPosition()).rejects.toEqual(new GeoError('unavailable'));
  });
});
