// Withdrawal addresses (docs/product.md#rules-crypto-withdrawal): real addresses of every checked chain, published
// by the chains' own specifications and explorers, are accepted; each with one character changed is refused, as
// are the other chains' addresses. The shared module is what the crypto withdrawal machine and the reference
// server both call.
import { describe, expect, it } from 'vitest';
import { addressFault, isValidAddress, isValidatedChain, VALIDATED_CHAINS } from '../../contract/crypto-addresses';

/** chain → real addresses, each paired with the same address with one character changed (a typo). */
const ADDRESSES: Record<string, Array<[address: string, typo: string]>> = {
  BTC: [
    // The genesis block's address (legacy, Base58Check).
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    // BIP 13's pay-to-script-hash example.
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz'],
    // BIP 173 (bech32): pay-to-witness-key-hash and -script-hash.
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
    [
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv4',
    ],
    // BIP 350 (bech32m): a taproot address.
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj2',
    ],
  ],
  ETH: [
    // EIP-55's checksum examples.
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAee'],
    ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d358'],
    // The DAO's contract; the typo changes the case of one letter only.
    ['0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697Bae'],
  ],
  TRX: [
    // Tether's USDT contract on Tron.
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8'],
  ],
  BCH: [
    // The CashAddr specification's examples (P2PKH and P2SH) and the legacy form of the first.
    [
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6q',
    ],
    [
      'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq',
      'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pp',
    ],
    ['qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx7a'],
    ['1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggv'],
  ],
  DASH: [['XpESxaUmonkq8RaLLp46Brx2K39ggQe226', 'XpESxaUmonkq8RaLLp46Brx2K39ggQe227']],
  DOGE: [
    ['DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7M'],
    ['DRSqEwcnJX3GZWH9Twtwk8D5ewqdJzi13k', 'DRSqEwcnJX3GZWH9Twtwk8D5ewqdJzi13m'],
  ],
  LTC: [
    ['LdP8Qox1VAhCzLJNqrr74YovaWYyNBUWvL', 'LdP8Qox1VAhCzLJNqrr74YovaWYyNBUWvM'],
    ['MGxNPPB7eBoWPUaprtX9v9CXJZoD2465zN', 'MGxNPPB7eBoWPUaprtX9v9CXJZoD2465zP'],
    // BIP 173's key hash as a Litecoin segwit address.
    ['ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9', 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n8'],
  ],
  XRP: [
    // The XRP Ledger's genesis account, and an example account of its documentation.
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTj'],
    ['rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLj'],
  ],
  TON: [
    // A bounceable address and the same account's non-bounceable form (UQ…), as wallets show it.
    ['EQD2NmD_lH5f5u1Kj3KfGyTvhZSX0Eg6qp2a5IQUKXxOG21n', 'EQD2NmD_lH5f5u1Kj3KfGyTvhZSX0Eg6qp2a5IQUKXxOG21m'],
    ['UQD2NmD_lH5f5u1Kj3KfGyTvhZSX0Eg6qp2a5IQUKXxOGzCi', 'UQD2NmD_lH5f5u1Kj3KfGyTvhZSX0Eg6qp2a5IQUKXxOGzCj'],
    ['EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2M'],
  ],
};

/** Solana carries no checksum: a typo that still decodes to 32 bytes cannot be told apart (docs/product.md#rules-crypto-withdrawal). */
const SOLANA = [
  'So11111111111111111111111111111111111111112',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
];

describe('crypto withdrawal addresses', () => {
  it('checks every chain the crypto list offers, BNB Smart Chain included (EIP-55 like Ethereum)', () => {
    expect([...VALIDATED_CHAINS].sort()).toEqual(
      ['BCH', 'BNB', 'BTC', 'DASH', 'DOGE', 'ETH', 'LTC', 'SOL', 'TON', 'TRX', 'XRP'].sort(),
    );
    expect(isValidatedChain('BTC')).toBe(true);
    expect(isValidatedChain('XYZ')).toBe(false);
  });

  for (const [chain, pairs] of Object.entries(ADDRESSES)) {
    it.each(pairs)(`${chain} accepts %s and refuses the typo %s`, (address, typo) => {
      expect(isValidAddress(chain, address)).toBe(true);
      // Spaces around a pasted address are not part of it.
      expect(isValidAddress(chain, ` ${address}\n`)).toBe(true);
      expect(isValidAddress(chain, typo)).toBe(false);
      expect(isValidAddress(chain, '')).toBe(false);
      expect(isValidAddress(chain, `${address}1`)).toBe(false);
      expect(isValidAddress(chain, address.slice(0, -1))).toBe(false);
    });
  }

  it.each([
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'an address of one case only'],
    ['BCH', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'an address of one case only'],
  ])('%s refuses %s in mixed case (%s)', (chain, address) => {
    const mixed = `${address.slice(0, 20)}${address.slice(20).toUpperCase()}`;
    expect(isValidAddress(chain, mixed)).toBe(false);
    expect(isValidAddress(chain, address.toUpperCase())).toBe(true);
  });

  it('takes an Ethereum address in one case without a checksum, as wallets do', () => {
    expect(isValidAddress('ETH', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isValidAddress('ETH', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
    expect(isValidAddress('BNB', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isValidAddress('BNB', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAee')).toBe(false);
    expect(isValidAddress('ETH', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });

  it.each([
    ['BTC', 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9', "Litecoin's segwit address"],
    ['BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', "Bitcoin's test network"],
    ['BTC', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'a Tron address (Base58Check, another version byte)'],
    ['LTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin key hash address'],
    ['DOGE', 'LdP8Qox1VAhCzLJNqrr74YovaWYyNBUWvL', 'a Litecoin address'],
    ['TRX', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'an Ethereum address'],
    ['XRP', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin address (another alphabet)'],
    ['TON', 'kQD2NmD_lH5f5u1Kj3KfGyTvhZSX0Eg6qp2a5IQUKXxOG9bt', 'a test-network address'],
    ['SOL', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin address (25 bytes, not a 32-byte key)'],
  ])('%s refuses %s (%s)', (chain, address) => {
    expect(isValidAddress(chain, address)).toBe(false);
  });

  it('takes a Solana address of the right form, which is all Solana lets anyone check', () => {
    for (const address of SOLANA) expect(isValidAddress('SOL', address)).toBe(true);
    // Characters outside base58 (0, O, I, l), and keys one byte short or long.
    expect(isValidAddress('SOL', 'So1111111111111111111111111111111111111111O')).toBe(false);
    expect(isValidAddress('SOL', '1111111111111111111111111111111')).toBe(false);
    expect(isValidAddress('SOL', 'So111111111111111111111111111111111111111122')).toBe(false);
  });

  // docs/product.md#rules-crypto-withdrawal: a typo the checksum catches says 'Invalid address', anything that is not an
  // address of the chain at all 'Invalid address format'.
  for (const [chain, pairs] of Object.entries(ADDRESSES)) {
    it.each(pairs)(`${chain}: %s is valid, its typo %s fails its checksum`, (address, typo) => {
      expect(addressFault(chain, address)).toBeNull();
      expect(addressFault(chain, ` ${typo} `)).toBe('checksum');
      expect(addressFault(chain, '')).toBe('format');
      expect(addressFault(chain, `${address}1`)).toBe('format');
      expect(addressFault(chain, 'not an address')).toBe('format');
    });
  }

  it.each([
    ['BTC', 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9'],
    ['BTC', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['LTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['DOGE', 'LdP8Qox1VAhCzLJNqrr74YovaWYyNBUWvL'],
    ['TRX', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['ETH', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['TON', 'kQD2NmD_lH5f5u1Kj3KfGyTvhZSX0Eg6qp2a5IQUKXxOG9bt'],
    ['SOL', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['SOL', 'So1111111111111111111111111111111111111111O'],
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zaRVARY0C5XW7KV8F3T4'],
  ])('%s: %s is not of the chain at all (format)', (chain, address) => {
    expect(addressFault(chain, address)).toBe('format');
  });

  it('an unknown chain has no fault', () => {
    expect(addressFault('XYZ', 'anything at all')).toBeNull();
  });

  it('leaves a chain it does not know unchecked (the server checks its address_pattern, if any)', () => {
    expect(isValidAddress('XYZ', 'anything at all')).toBe(true);
  });
});
