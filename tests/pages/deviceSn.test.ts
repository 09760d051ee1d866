import { isDeviceName, isSerialNumber, normaliseSn, snFromCode } from '../../src/api/devices/rules/deviceSn';

describe('device serial numbers and names (docs/api.md §17)', () => {
  it('normalises as the server does: trimmed, no spaces or dashes, upper case', () => {
    expect(normaliseSn('  qc7f-3k9m 2a1b ')).toBe('QC7F3K9M2A1B');
    expect(normaliseSn('QC 4H8N-2P6R-0T')).toBe('QC4H8N2P6R0T');
  });

  it('is QC and 10 digits or capital letters', () => {
    expect(isSerialNumber('QC7F3K9M2A1B')).toBe(true);
    for (const bad of ['', 'QC7F3K9M2A1', 'QC7F3K9M2A1BC', 'XQ7F3K9M2A1B', 'QC7F3K9M2A1_', 'qc7f3k9m2a1b'])
      expect(isSerialNumber(bad)).toBe(false);
  });

  it('reads the SN from a QR that holds it or a link with sn=', () => {
    expect(snFromCode('QC9W5X1Y3Z7Q')).toBe('QC9W5X1Y3Z7Q');
    expect(snFromCode('https://qc.example/pages/device/bind?sn=qc9w5x1y3z7q&from=box')).toBe('QC9W5X1Y3Z7Q');
    expect(snFromCode('https://qc.example/d#sn=QC9W-5X1Y-3Z7Q')).toBe('QC9W5X1Y3Z7Q');
    expect(isSerialNumber(snFromCode('https://example.com/menu'))).toBe(false);
  });

  it('names a device with 1 to 20 characters after trimming, counted as characters', () => {
    expect(isDeviceName('  Office ')).toBe(true);
    expect(isDeviceName('   ')).toBe(false);
    expect(isDeviceName('x'.repeat(20))).toBe(true);
    expect(isDeviceName('x'.repeat(21))).toBe(false);
    expect(isDeviceName('🙂'.repeat(20))).toBe(true);
  });
});
