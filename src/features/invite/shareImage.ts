import { cssToken } from '../../lib/theme';

/** The saved invitation card, in canvas pixels: sharp on phone screens, small as a PNG. */
export const CARD_WIDTH = 600;
export const CARD_HEIGHT = 900;
const QR_SIZE = 340;

export interface ShareCardText {
  brand: string;
  name: string;
  codeLabel: string;
  code: string;
  scan: string;
}

function roundedRect(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  context.beginPath();
  context.moveTo(x + r, y);
  context.arcTo(x + w, y, x + w, y + h, r);
  context.arcTo(x + w, y + h, x, y + h, r);
  context.arcTo(x, y + h, x, y, r);
  context.arcTo(x, y, x + w, y, r);
  context.closePath();
}

/** Draws the invitation card (texts and the QR code) and answers it as a PNG data URL, or null without a canvas. */
export function drawShareCard(qr: CanvasImageSource, text: ShareCardText): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const font = cssToken('--qc-font-family');

  const ground = context.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
  // the share card's gradient (--qc-gradient-primary), whose every stop carries the white words
  ground.addColorStop(0, cssToken('--qc-color-primary-fill'));
  ground.addColorStop(1, cssToken('--qc-color-primary-fill-end'));
  context.fillStyle = ground;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);

  context.textAlign = 'center';
  context.fillStyle = cssToken('--qc-color-on-brand');
  context.font = `600 44px ${font}`;
  context.fillText(text.brand, CARD_WIDTH / 2, 96, CARD_WIDTH - 80);
  context.font = `30px ${font}`;
  context.fillText(text.name, CARD_WIDTH / 2, 150, CARD_WIDTH - 80);

  const panelTop = 190;
  context.fillStyle = cssToken('--qc-color-surface');
  roundedRect(context, 40, panelTop, CARD_WIDTH - 80, CARD_HEIGHT - panelTop - 40, 28);
  context.fill();

  context.fillStyle = cssToken('--qc-color-text-muted');
  context.font = `26px ${font}`;
  context.fillText(text.codeLabel, CARD_WIDTH / 2, panelTop + 64, CARD_WIDTH - 120);
  context.fillStyle = cssToken('--qc-color-text');
  context.font = `700 56px ${font}`;
  context.fillText(text.code, CARD_WIDTH / 2, panelTop + 134, CARD_WIDTH - 120);

  const qrTop = panelTop + 174;
  // Scaled QR modules must keep hard edges to stay scannable.
  context.imageSmoothingEnabled = false;
  context.drawImage(qr, (CARD_WIDTH - QR_SIZE) / 2, qrTop, QR_SIZE, QR_SIZE);
  context.fillStyle = cssToken('--qc-color-text-secondary');
  context.font = `26px ${font}`;
  context.fillText(text.scan, CARD_WIDTH / 2, qrTop + QR_SIZE + 56, CARD_WIDTH - 120);

  return canvas.toDataURL('image/png');
}

/** Hands a data URL to the browser as a download (phones without download support show the picture). */
export function downloadDataUrl(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
