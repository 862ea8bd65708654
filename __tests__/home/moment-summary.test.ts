import { summarizeMoment } from '@/components/home/moment-summary';

const fields = {
  name: 'Mei Kawaii',
  skill: 'Synergy',
  excuse: 'napping through the all-hands',
  coffeeBreaks: 3,
  meetingsSkipped: 2,
};

describe('summarizeMoment', () => {
  it('names all five values in one sentence', () => {
    expect(summarizeMoment(fields)).toBe(
      'Mei Kawaii, our resident Synergy expert, made 3 waifus and 2 pieces of lewd art today, and still found time for napping through the all-hands.',
    );
  });

  it('uses the singular for one waifu and one piece of art', () => {
    const sentence = summarizeMoment({ ...fields, coffeeBreaks: 1, meetingsSkipped: 1 });
    expect(sentence).toContain('made 1 waifu and 1 piece of lewd art today');
  });

  it('counts zero lewd art in the plural and groups large numbers', () => {
    expect(summarizeMoment({ ...fields, meetingsSkipped: 0 })).toContain('0 pieces of lewd art');
    expect(summarizeMoment({ ...fields, meetingsSkipped: 12345 })).toContain(
      '12,345 pieces of lewd art',
    );
  });
});
