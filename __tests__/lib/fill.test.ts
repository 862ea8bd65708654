import { fill, plural } from '@/lib/fill';

const FSI = '\u2068';
const PDI = '\u2069';
const isolated = (text: string) => `${FSI}${text}${PDI}`;

describe('fill', () => {
  it('puts the values in a left-to-right sentence as they are', () => {
    expect(fill('Buy {ticker} with {name}', { ticker: '$KOALA', name: 'Mai' })).toBe(
      'Buy $KOALA with Mai',
    );
  });

  it('leaves a placeholder it has no value for', () => {
    expect(fill('{count} frogs', {})).toBe('{count} frogs');
  });

  it('isolates each value in a right-to-left sentence, so $KOALA reads $KOALA', () => {
    expect(fill('اشترِ {ticker} الآن.', { ticker: '$KOALA' })).toBe(
      `اشترِ ${isolated('$KOALA')} الآن.`,
    );
    expect(fill('קנו {ticker}', { ticker: '$KOALA' })).toBe(`קנו ${isolated('$KOALA')}`);
  });

  it('isolates the word a value is part of, without the punctuation that ends it', () => {
    expect(fill('انضم إلى #OpenTo{ticker}!', { ticker: '$KOALA' })).toBe(
      `انضم إلى ${isolated('#OpenTo$KOALA')}!`,
    );
    expect(fill('مقيّمة بـ{ticker}، طبعًا', { ticker: '$KOALA' })).toBe(
      `مقيّمة بـ${isolated('$KOALA')}، طبعًا`,
    );
    expect(fill('و{count} ضفدع ({name}).', { count: '+5', name: 'Mai' })).toBe(
      `و${isolated('+5')} ضفدع (${isolated('Mai')}).`,
    );
  });

  it('isolates a cashtag or hashtag written in a right-to-left sentence, once', () => {
    const once = fill('اشترِ $KOALA و#frogs', {});
    expect(once).toBe(`اشترِ ${isolated('$KOALA')} و${isolated('#frogs')}`);
    expect(fill(once, {})).toBe(once);
  });

  it('leaves a run-time placeholder for the browser, which isolates its value then', () => {
    const built = fill('لدى {brand} {count} ضفدع', { brand: 'PepeIn' });
    expect(built).toBe(`لدى ${isolated('PepeIn')} {count} ضفدع`);
    expect(fill(built, { count: '1,204' })).toBe(
      `لدى ${isolated('PepeIn')} ${isolated('1,204')} ضفدع`,
    );
  });

  it('leaves Latin words in a right-to-left sentence to the bidi algorithm', () => {
    expect(fill('تحقق على DEX Screener', {})).toBe('تحقق على DEX Screener');
  });
});

describe('plural', () => {
  it('picks the language’s form and fills the count', () => {
    expect(plural({ one: '{count} frog', other: '{count} frogs' }, 1, '1', 'en')).toBe('1 frog');
    expect(plural({ one: '{count} frog', other: '{count} frogs' }, 2, '2', 'en')).toBe('2 frogs');
  });
});
