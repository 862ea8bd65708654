import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClickSound } from '@/components/shell/click-sound';
import { UwuButton } from '@/components/shell/uwu-button';
import { siteContent } from '@/lib/content';

const { uwu } = siteContent().site;
import { resetPlayersForTests } from '@/lib/sound';

const CLICK = '/sounds/click.mp3';
const UWU = '/sounds/uwu.mp3';

function playedSources(play: jest.SpyInstance) {
  return play.mock.contexts.map((audio) => (audio as HTMLAudioElement).getAttribute('src'));
}

describe('sounds', () => {
  let play: jest.SpyInstance;
  let AudioSpy: jest.SpyInstance;

  beforeEach(() => {
    resetPlayersForTests();
    play = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    AudioSpy = jest.spyOn(window, 'Audio');
  });

  it('plays the click sound on a click anywhere in the document', async () => {
    render(
      <>
        <ClickSound src={CLICK} />
        <p>Somewhere</p>
      </>,
    );
    await userEvent.click(screen.getByText('Somewhere'));
    expect(playedSources(play)).toEqual([CLICK]);
  });

  it('reuses one audio element however fast the clicks come, rewinding each time', async () => {
    render(
      <>
        <ClickSound src={CLICK} />
        <button type="button">Spam me</button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Spam me' });
    for (let i = 0; i < 10; i += 1) await userEvent.click(button);
    expect(play).toHaveBeenCalledTimes(10);
    expect(AudioSpy).toHaveBeenCalledTimes(1);
    expect(new Set(play.mock.contexts).size).toBe(1);
    expect((play.mock.contexts[0] as HTMLAudioElement).currentTime).toBe(0);
  });

  it('stops listening when unmounted', async () => {
    const { unmount } = render(<ClickSound src={CLICK} />);
    unmount();
    await userEvent.click(document.body);
    expect(play).not.toHaveBeenCalled();
  });

  it('stays silent when the click sound is refused', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    play.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    render(<ClickSound src={CLICK} />);
    await userEvent.click(document.body);
    await Promise.resolve();
    expect(play).toHaveBeenCalledTimes(1);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('plays the UwU sound from the UwU button', async () => {
    render(<UwuButton src={UWU} label={uwu} />);
    await userEvent.click(screen.getByRole('button', { name: uwu }));
    expect(playedSources(play)).toEqual([UWU]);
  });

  it('logs a refused UwU sound with console.error and shows nothing', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = new DOMException('denied', 'NotAllowedError');
    play.mockRejectedValue(refusal);
    const { container } = render(<UwuButton src={UWU} label={uwu} />);
    const before = container.innerHTML;
    await userEvent.click(screen.getByRole('button', { name: uwu }));
    await Promise.resolve();
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('UwU'), refusal);
    expect(container.innerHTML).toBe(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
