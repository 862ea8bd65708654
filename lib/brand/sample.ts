/** Sample data: a valid-looking Solana address that spells "SAMPLE … Not Financial Advice". */
export const SAMPLE_CONTRACT_ADDRESS = '5AMPLEWaifuTokenNotFinancia1Advice11111pump';

/** The brand the sample address belongs to: a build named otherwise must set its own address. */
export const SAMPLE_BRAND = { brandName: 'LewdIn', ticker: '$LEWD' } as const;
