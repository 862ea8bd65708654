import { withOverlayClock } from '@/scripts/lib/overlay-clock';

describe('the overlay clock in the page', () => {
  it('goes right after the overlay, past the elements inside it, and only there', () => {
    const html =
      '<body><a href="#main">skip</a><div class="a loading-overlay b"><div><div></div></div><p>…</p></div>' +
      '<header><div></div></header></body>';
    expect(withOverlayClock(html, 'tick()')).toBe(
      '<body><a href="#main">skip</a><div class="a loading-overlay b"><div><div></div></div><p>…</p></div>' +
        '<script>tick()</script><header><div></div></header></body>',
    );
  });

  it('leaves a page without the overlay as it is', () => {
    const html = '<body><div class="loading"><div></div></div></body>';
    expect(withOverlayClock(html, 'tick()')).toBe(html);
  });
});
