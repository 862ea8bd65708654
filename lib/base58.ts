const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Decoded byte length of a base58 string, or null when it holds a character outside the alphabet. */
export function base58ByteLength(value: string): number | null {
  let n = 0n;
  for (const char of value) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    n = n * 58n + BigInt(digit);
  }
  let bytes = 0;
  while (n > 0n) {
    bytes += 1;
    n /= 256n;
  }
  const leadingZeros = value.length - value.replace(/^1+/, '').length;
  return leadingZeros + bytes;
}

export function isSolanaAddress(value: string): boolean {
  return value.length >= 32 && value.length <= 44 && base58ByteLength(value) === 32;
}
