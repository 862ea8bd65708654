import { AddressError, parseAddress, toChecksumAddress } from '@/lib/chain';

// EIP-55's own test vectors (eips.ethereum.org/EIPS/eip-55): all caps, all lower, and mixed.
const VECTORS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

/** The same address with one letter's case flipped: a typo the checksum is there to catch. */
const flipOne = (address: string) => {
  const i = address.search(/[a-fA-F]/);
  const c = address[i]!;
  return `${address.slice(0, i)}${c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()}${address.slice(i + 1)}`;
};

describe('toChecksumAddress (EIP-55 over Keccak-256)', () => {
  it.each(VECTORS)('gives %s from its lower-case form', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(toChecksumAddress(address.toUpperCase().replace('0X', '0x'))).toBe(address);
  });
});

describe('parseAddress', () => {
  it.each(VECTORS)('accepts the checksummed %s as an EVM address', (address) => {
    expect(parseAddress(address)).toEqual({ family: 'evm', address });
  });

  it('returns a lower-case or upper-case address in its checksummed form', () => {
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(parseAddress(address.toLowerCase()).address).toBe(address);
    expect(parseAddress(`0x${address.slice(2).toUpperCase()}`).address).toBe(address);
  });

  it.each(VECTORS.slice(4))('rejects %s with one letter in the wrong case', (address) => {
    const typo = flipOne(address);
    expect(typo).not.toBe(address);
    expect(() => parseAddress(typo)).toThrow(AddressError);
    expect(() => parseAddress(typo)).toThrow(/fails its EIP-55 checksum/);
  });

  it('does not offer the "corrected" form of a typo, which would be another address', () => {
    const typo = flipOne('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(() => parseAddress(typo)).not.toThrow(new RegExp(toChecksumAddress(typo)));
  });

  it('accepts Solana addresses as before', () => {
    expect(parseAddress('So11111111111111111111111111111111111111112')).toEqual({
      family: 'solana',
      address: 'So11111111111111111111111111111111111111112',
    });
  });

  it.each([
    [
      '0x too short',
      '0x1234',
      /must be an EVM address: 0x and 40 hex digits \(got "0x1234", 4 characters after 0x\)/,
    ],
    ['0x too long', `0x${'a'.repeat(41)}`, /must be an EVM address/],
    ['0x and not hex', '0xNotSolana', /must be an EVM address/],
    ['0X in capitals', '0X5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', /must be an EVM address/],
    [
      'neither',
      'not-an-address',
      /must be a Solana address .*, an EVM address .*, or "soon" before launch/,
    ],
  ])('rejects %s, saying what each form is', (_label, value, message) => {
    expect(() => parseAddress(value)).toThrow(message);
  });
});
