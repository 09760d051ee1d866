import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';

/** A real, scannable QR code of `content` as a self-contained SVG data: URL. */
export function qrDataUrl(content: string): string {
  const svg = renderToStaticMarkup(
    createElement(QRCodeSVG, {
      value: content,
      size: 256,
      marginSize: 2,
      xmlns: 'http://www.w3.org/2000/svg',
    }),
  );
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
