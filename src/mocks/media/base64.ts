const ALPHABET = new TextEncoder().encode('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
const PAD = 61; // '='
/** Bytes encoded between two pauses (a multiple of 3, so that only the last stretch is padded): ~5 ms each. */
const STRETCH = 3 * 128 * 1024;

const digit = (n: number) => ALPHABET[n & 63] ?? PAD;

/** Encodes bytes[from, to) into `out` at from / 3 * 4. */
function encodeStretch(bytes: Uint8Array, from: number, to: number, out: Uint8Array): void {
  let o = (from / 3) * 4;
  for (let i = from; i < to; i += 3) {
    const rest = to - i;
    // Past the end of `bytes` (only in the last stretch) an index reads undefined: a zero bit, then padding.
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out[o++] = digit(n >> 18);
    out[o++] = digit(n >> 12);
    out[o++] = rest > 1 ? digit(n >> 6) : PAD;
    out[o++] = rest > 2 ? digit(n) : PAD;
  }
}

/**
 * Standard padded Base64 of `bytes`. The usual browser idiom (a binary string from String.fromCharCode in
 * slices, then btoa) held Node's event loop ~1.8 s for a 5 MB picture, the HTTP server answering nobody
 * meanwhile; this writes ASCII bytes a stretch at a time, letting other requests in between.
 */
export async function toBase64(bytes: Uint8Array): Promise<string> {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  for (let from = 0; from < bytes.length; from += STRETCH) {
    if (from > 0) await new Promise((resume) => setTimeout(resume, 0));
    encodeStretch(bytes, from, Math.min(from + STRETCH, bytes.length), out);
  }
  return new TextDecoder().decode(out);
}
