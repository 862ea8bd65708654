import { keccak_256 } from '@noble/hashes/sha3.js';
import { isSolanaAddress } from '../base58';
import type { AddressFamily } from './chains';

/** NEXT_PUBLIC_CONTRACT_ADDRESS before launch: the token does not exist yet. */
export const PRELAUNCH_ADDRESS = 'soon';

export class AddressError extends Error {}

const EVM_FORM = /^0x[0-9a-fA-F]{40}$/;

/**
 * The EIP-55 form of a 0x address: each hex letter upper-case where the Keccak-256 hash of the
 * lower-case hex digits has a nibble of 8 or more at its position.
 */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i];
  }
  return out;
}

/**
 * An address as the chain's wallets check it, or an AddressError saying what is wrong. A 0x
 * address in mixed case carries the EIP-55 checksum, which must match (it is the typo guard the
 * format was made for); one in a single case carries none and is returned checksummed.
 */
export function parseAddress(value: string): { family: AddressFamily; address: string } {
  if (/^0x/i.test(value)) {
    if (!EVM_FORM.test(value)) {
      throw new AddressError(
        `must be an EVM address: 0x and 40 hex digits (got "${value}", ${value.length - 2} characters after 0x).`,
      );
    }
    const checksummed = toChecksumAddress(value);
    const mixedCase = /[a-f]/.test(value.slice(2)) && /[A-F]/.test(value.slice(2));
    if (mixedCase && value !== checksummed) {
      throw new AddressError(
        `"${value}" fails its EIP-55 checksum: the mix of upper- and lower-case letters is a checksum of the address, and it does not match, so a character is mistyped. Copy the address again from the launchpad or the explorer.`,
      );
    }
    return { family: 'evm', address: checksummed };
  }
  if (isSolanaAddress(value)) return { family: 'solana', address: value };
  throw new AddressError(
    `must be a Solana address (base58, 32–44 characters, decoding to 32 bytes), an EVM address (0x and 40 hex digits), or "${PRELAUNCH_ADDRESS}" before launch (got "${value}").`,
  );
}
