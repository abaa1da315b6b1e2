/**
 * AES-128 in ECB mode with PKCS#7 padding, base64 out: what the behaviour captcha (AJ-Captcha style) expects for
 * `pointJson`. Written out because Web Crypto has no ECB and is missing altogether on plain-HTTP intranet hosts.
 */
const SBOX = buildSbox();

function rotl8(x: number, shift: number): number {
  return ((x << shift) | (x >>> (8 - shift))) & 0xff;
}

function buildSbox(): Uint8Array {
  const box = new Uint8Array(256);
  let p = 1;
  let q = 1;
  // p walks GF(2^8) by multiplying by 3, q by dividing by 3, so q is p's inverse; then the affine transform.
  do {
    p = (p ^ ((p << 1) & 0xff) ^ (p & 0x80 ? 0x1b : 0)) & 0xff;
    q ^= q << 1;
    q ^= q << 2;
    q ^= q << 4;
    q &= 0xff;
    if (q & 0x80) q ^= 0x09;
    box[p] = q ^ rotl8(q, 1) ^ rotl8(q, 2) ^ rotl8(q, 3) ^ rotl8(q, 4) ^ 0x63;
  } while (p !== 1);
  box[0] = 0x63;
  return box;
}

const xtime = (b: number): number => ((b << 1) ^ (b & 0x80 ? 0x1b : 0)) & 0xff;
/** Typed-array read; every index used here is in range by construction. */
const at = (bytes: Uint8Array, index: number): number => bytes[index] ?? 0;
const sub = (byte: number): number => at(SBOX, byte);

function expandKey(key: Uint8Array): Uint8Array {
  const words = new Uint8Array(176);
  words.set(key);
  let rcon = 1;
  for (let i = 16; i < 176; i += 4) {
    let [t0, t1, t2, t3] = [at(words, i - 4), at(words, i - 3), at(words, i - 2), at(words, i - 1)];
    if (i % 16 === 0) {
      [t0, t1, t2, t3] = [sub(t1) ^ rcon, sub(t2), sub(t3), sub(t0)];
      rcon = xtime(rcon);
    }
    [t0, t1, t2, t3].forEach((t, j) => {
      words[i + j] = at(words, i - 16 + j) ^ t;
    });
  }
  return words;
}

function encryptBlock(input: Uint8Array, roundKeys: Uint8Array): Uint8Array {
  let s = input.map((b, i) => b ^ at(roundKeys, i));
  for (let round = 1; round <= 10; round += 1) {
    // SubBytes and ShiftRows: byte (row r, column c) comes from column c + r.
    const shifted = new Uint8Array(16);
    for (let c = 0; c < 4; c += 1) {
      for (let r = 0; r < 4; r += 1) shifted[r + 4 * c] = sub(at(s, r + 4 * ((c + r) % 4)));
    }
    if (round < 10) {
      for (let c = 0; c < 4; c += 1) {
        const [a0, a1, a2, a3] = [
          at(shifted, 4 * c),
          at(shifted, 4 * c + 1),
          at(shifted, 4 * c + 2),
          at(shifted, 4 * c + 3),
        ];
        const all = a0 ^ a1 ^ a2 ^ a3;
        shifted[4 * c] = a0 ^ all ^ xtime(a0 ^ a1);
        shifted[4 * c + 1] = a1 ^ all ^ xtime(a1 ^ a2);
        shifted[4 * c + 2] = a2 ^ all ^ xtime(a2 ^ a3);
        shifted[4 * c + 3] = a3 ^ all ^ xtime(a3 ^ a0);
      }
    }
    s = shifted.map((b, i) => b ^ at(roundKeys, 16 * round + i));
  }
  return s;
}

/** Encrypts UTF-8 `text` with a 16-byte key; the result is base64, as CryptoJS prints it. */
export function aesEcbEncrypt(text: string, key: string): string {
  const keyBytes = new TextEncoder().encode(key);
  if (keyBytes.length !== 16) throw new Error('AES-128 needs a 16-byte key');
  const roundKeys = expandKey(keyBytes);
  const data = new TextEncoder().encode(text);
  const pad = 16 - (data.length % 16);
  const padded = new Uint8Array(data.length + pad).fill(pad);
  padded.set(data);
  let binary = '';
  for (let offset = 0; offset < padded.length; offset += 16) {
    for (const byte of encryptBlock(padded.subarray(offset, offset + 16), roundKeys))
      binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}
