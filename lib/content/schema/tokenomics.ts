import { z } from 'zod';
import { list } from '../fields';
import { label, sentence } from './words';

export const tokenomics = z
  .strictObject({
    heading: label('Heading', 48),
    supply: label('Total supply, as shown, e.g. 1,000,000,000', 32),
    supplyLabel: label('Label', 32),
    allocation: list(
      z.strictObject({
        name: label('Part', 40),
        percent: z.number().min(0).max(100).describe('Share of the supply, 0 to 100'),
      }),
      1,
      8,
      'The allocation; the percentages must sum to 100',
    ),
    allocationLabel: label('The chart, for screen readers', 60),
    taxes: z
      .strictObject({ label: label('Label', 32), value: label('Value, e.g. 0% buy / 0% sell', 40) })
      .optional(),
    claims: list(
      z.strictObject({
        label: label('What it is about, e.g. Liquidity', 32),
        text: sentence('The team’s statement', 200),
      }),
      0,
      6,
      'The team’s statements (liquidity, mint and freeze authorities, …), shown as the team’s claims',
    ),
    claimsNote: sentence('Above the statements: they are the team’s', 160),
  })
  .superRefine(({ allocation }, ctx) => {
    const sum = allocation.reduce((total, part) => total + part.percent, 0);
    if (Math.abs(sum - 100) > 0.001) {
      ctx.addIssue({
        code: 'custom',
        path: ['allocation'],
        message: `percentages must sum to 100 (they sum to ${Math.round(sum * 1000) / 1000})`,
      });
    }
  })
  .describe('Optional: tokenomics on /contract');
