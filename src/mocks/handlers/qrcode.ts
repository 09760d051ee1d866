import { createElement } from 'react';
import { QRCodeSVG } from 'qrcode.react';

/**
 * A real, scannable QR code of `content` as a self-contained SVG data: URL. React's server renderer is
 * fetched at the first QR code asked for: the demo build evaluated it before every first call otherwise.
 */
export async function qrDataUrl(content: string): Promise<string> {
  const { renderToStaticMarkup } = await import('react-dom/server');
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
