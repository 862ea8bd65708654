/**
 * @jest-environment node
 */
type Module = typeof import('@/lib/graphemes');

const Segmenter = Intl.Segmenter;
const setSegmenter = (value: unknown) =>
  Object.defineProperty(Intl, 'Segmenter', { value, configurable: true, writable: true });

/** A fresh copy of the module: its segmenter not made yet. */
function load() {
  let loaded!: Module;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>('@/lib/graphemes');
  });
  return loaded;
}

/** A fresh copy of the module, with the Intl.Segmenters made counted. */
function fresh() {
  const made = { count: 0 };
  setSegmenter(
    class extends Segmenter {
      constructor(...args: ConstructorParameters<typeof Segmenter>) {
        super(...args);
        made.count += 1;
      }
    },
  );
  return { ...load(), made };
}

afterEach(() => setSegmenter(Segmenter));

describe('graphemes (lib/graphemes.ts)', () => {
  it('reads printable ASCII a character at a time without making a segmenter', () => {
    const { graphemes, made } = fresh();
    expect(graphemes('#OPENTOLEWD ~ 100%')).toEqual([...'#OPENTOLEWD ~ 100%']);
    expect(made.count).toBe(0);
  });

  it('keeps clusters whole, making the segmenter once, on the first text that needs it', () => {
    const { graphemes, eachGrapheme, made } = fresh();
    expect(graphemes('👩‍💻🏳️‍🌈')).toEqual(['👩‍💻', '🏳️‍🌈']);
    expect(graphemes('Z̴̡̪a')).toEqual(['Z̴̡̪', 'a']);
    expect([...eachGrapheme('क्षa')]).toEqual(['क्ष', 'a']);
    expect(made.count).toBe(1);
  });

  it('falls back to code points where the browser has no Intl.Segmenter', () => {
    // @ts-expect-error: a browser without it
    delete Intl.Segmenter;
    expect(load().graphemes('🏳️‍🌈a')).toEqual([...'🏳️‍🌈a']);
  });
});
