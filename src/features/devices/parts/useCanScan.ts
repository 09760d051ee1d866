import { useEffect, useState } from 'react';
import { canScanQr } from './qrCamera';

/** Whether the scan button is offered: false until the browser has said it can read QR codes. */
export function useCanScan() {
  const [can, setCan] = useState(false);
  useEffect(() => {
    let live = true;
    void canScanQr().then((yes) => {
      if (live) setCan(yes);
    });
    return () => {
      live = false;
    };
  }, []);
  return can;
}
