import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSerialNumber, snFromCode } from '../../../api/devices/rules/deviceSn';
import { BottomSheet } from '../../../ui/layout/BottomSheet';
import { scanQr, type CameraFailure } from './qrCamera';
import '../device.css';
import './ScanSheet.css';

interface ScanSheetProps {
  visible: boolean;
  onClose: () => void;
  /** a serial number read off a device's QR */
  onSerial: (sn: string) => void;
}

/** The camera in a sheet, reading the device's QR (its SN or a link with `sn=`) until it finds an SN. */
export function ScanSheet({ visible, onClose, onSerial }: ScanSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet visible={visible} onClose={onClose} label={t('device.scan.title')}>
      <div className="sheet-body">
        <h2 className="sheet-title">{t('device.scan.title')}</h2>
        <Camera onSerial={onSerial} />
      </div>
    </BottomSheet>
  );
}

function Camera({ onSerial }: { onSerial: (sn: string) => void }) {
  const { t } = useTranslation();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [failure, setFailure] = useState<CameraFailure | null>(null);
  const [foreign, setForeign] = useState(false);

  useEffect(() => {
    if (!video) return;
    return scanQr(video, {
      onText: (text) => {
        const sn = snFromCode(text);
        if (!isSerialNumber(sn)) {
          setForeign(true);
          return false;
        }
        onSerial(sn);
        return true;
      },
      onFailure: setFailure,
    });
  }, [video, onSerial]);

  if (failure)
    return (
      <p className="device-scan-failure" role="alert">
        {t(`device.scan.${failure}`)}
      </p>
    );
  return (
    <>
      <div className="device-scan-view">
        <video
          ref={setVideo}
          className="device-scan-video"
          muted
          playsInline
          aria-label={t('device.scan.camera')}
        />
        <span className="device-scan-frame" aria-hidden />
      </div>
      <p className="device-note" role="status">
        {foreign ? t('device.scan.notDevice') : t('device.scan.hint')}
      </p>
    </>
  );
}
