import { fireEvent, render, screen, within } from '@testing-library/react';
import { WaifuMoments } from '@/components/home/waifu-moments';
import { shareProps } from './share-props';

const payloads: [string, string][] = [
  ['HTML', '<img src=x onerror="window.pwned=1">'],
  ['script', '<script>window.pwned=1</script>'],
  ['a 10,000-character word', 'w'.repeat(10_000)],
  ['emoji', '👩‍💻🧑🏽‍🎤🏳️‍🌈✨'],
  ['right-to-left text', 'مرحبا بالعالم שלום עולם'],
  ['combining marks', 'Z̴̡̪a̷̛l̶̢g̸̨o̵̧'],
];

function post(values: Record<string, string>) {
  render(<WaifuMoments initialMoments={[]} avatar={null} actions={null} share={shareProps} />);
  fireEvent.click(screen.getByRole('button', { name: /start a post/i }));
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.submit(screen.getByRole('form'));
  return within(screen.getByRole('region', { name: 'Recent Waifu Moments' })).getAllByRole(
    'listitem',
  );
}

describe('hostile and odd composer input', () => {
  it.each(payloads)('shows %s in every text field as text, creating no element', (_l, payload) => {
    const [newest] = post({ Name: payload, Skill: payload, 'Favorite activity': payload });
    expect(newest).toBeDefined();
    expect(newest?.textContent?.split(payload).length).toBeGreaterThanOrEqual(4);
    expect(newest?.querySelector('img, script')).toBeNull();
    expect('pwned' in window).toBe(false);
  });

  it('lets long words break inside the card instead of widening it', () => {
    const [newest] = post({ Name: 'w'.repeat(10_000), Skill: 'x', 'Favorite activity': 'y' });
    const wrapping = [newest!, ...newest!.querySelectorAll('*')].some((el) =>
      /break-words|overflow-wrap|break-all/.test(el.className),
    );
    expect(wrapping).toBe(true);
  });

  it('shows a huge amount of lewd art (no max) as a grouped number', () => {
    const [newest] = post({
      Name: 'Mei',
      Skill: 'Synergy',
      'Favorite activity': 'naps',
      'Lewd Art Created Today': '1000000000',
    });
    expect(newest).toHaveTextContent('1,000,000,000 pieces of lewd art');
  });
});

describe('whitespace-only text', () => {
  it('passes the browser’s required check and still reads as a sentence', () => {
    const [newest] = post({ Name: '   ', Skill: '\t', 'Favorite activity': '  ' });
    expect(newest).toHaveTextContent(
      'A mysterious lurker, our resident Invisible expert, made 1 waifu and 0 pieces of lewd art today, and still found time for absolutely nothing.',
    );
  });
});
