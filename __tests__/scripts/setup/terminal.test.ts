/**
 * @jest-environment node
 */
import { existsSync, rmSync } from 'node:fs';
import { CHAINS } from '@/lib/chain';
import type { Question } from '@/scripts/setup/questions';
import { CANCELLED, type Asker } from '@/scripts/setup/run';
import { setupProject, SOLANA } from './project';

const { at, run, brandOf } = setupProject();

describe('on a terminal', () => {
  /** A terminal that answers from a script, and records what it was shown. */
  function scripted(answers: (string | null)[]) {
    const asked: string[] = [];
    const refused: string[] = [];
    const asker: Asker = {
      ask: async (question: Question) => {
        asked.push(question.key);
        const answer = answers.shift();
        return answer === undefined ? '' : answer;
      },
      refused: (message) => refused.push(message),
    };
    return { asker, asked, refused };
  }

  it('asks in order, re-asks a bad answer with the build’s message, and takes the defaults on empty answers', async () => {
    const terminal = scripted(['PepeIn', '$RIBBIT', 'solana', '0xNotSolana', SOLANA]);
    const { status } = await run([], terminal.asker);
    expect(status).toBe(0);
    expect(terminal.asked.slice(0, 6)).toEqual([
      'brandName',
      'ticker',
      'chain',
      'contractAddress',
      'contractAddress',
      'tokenUrl',
    ]);
    expect(terminal.refused).toEqual([
      expect.stringContaining(
        'NEXT_PUBLIC_CONTRACT_ADDRESS must be an EVM address: 0x and 40 hex digits',
      ),
    ]);
    expect(brandOf()).toMatchObject({
      contractAddress: SOLANA,
      tokenUrl: CHAINS.solana.tokenPages[0],
    });
  });

  it('asks the launch time before launch only, and a language last', async () => {
    const before = scripted(['PepeIn', '$RIBBIT', 'solana', 'soon', '2026-12-01T18:00']);
    await run([], before.asker);
    expect(before.asked.slice(3, 7)).toEqual([
      'contractAddress',
      'launchAt',
      'launchAt',
      'tokenUrl',
    ]);
    expect(before.refused).toEqual([
      expect.stringContaining('NEXT_PUBLIC_LAUNCH_AT "2026-12-01T18:00" has no time zone'),
    ]);
    expect(before.asked.at(-1)).toBe('language');
    rmSync(at('brand'), { recursive: true });
    const after = scripted(['PepeIn', '$RIBBIT', 'solana', SOLANA]);
    await run([], after.asker);
    expect(after.asked).not.toContain('launchAt');
    expect(after.asked.at(-1)).toBe('language');
  });

  it('asks only what no flag gave', async () => {
    const terminal = scripted([]);
    await run(['--name', 'PepeIn', '--ticker', '$R', '--chain', 'solana'], terminal.asker);
    expect(terminal.asked[0]).toBe('contractAddress');
  });

  it('writes nothing when stopped (Ctrl-C) at any question', async () => {
    const terminal = scripted(['PepeIn', null]);
    const { status, error } = await run([], terminal.asker);
    expect(status).toBe(CANCELLED);
    expect(error).toContain('nothing was written');
    expect(existsSync(at('brand'))).toBe(false);
  });
});
