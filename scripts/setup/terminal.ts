/**
 * The terminal's side of setup, with @clack/prompts: a list where the question has picks (the
 * chain, the chain's launchpads and DEXes, a chart), a line of text otherwise.
 */
import { intro, isCancel, log, note, outro, select, text } from '@clack/prompts';
import type { Asker, Output } from './run';

const OTHER = '\0other';

export const terminalAsker: Asker = {
  async ask(question, fallback, known) {
    const choices = question.choices?.(known) ?? [];
    if (choices.length > 0) {
      const initial = choices.some((c) => c.value === fallback) ? fallback : undefined;
      const options = [
        ...choices,
        ...(question.key === 'chain' ? [] : [{ value: OTHER, label: 'Another (type it)' }]),
        ...(question.optional ? [{ value: '', label: 'None' }] : []),
      ];
      const picked = await select({
        message: question.message,
        options,
        initialValue: initial ?? (question.optional ? '' : options[0]?.value),
      });
      if (isCancel(picked)) return null;
      if (picked !== OTHER) return picked;
    }
    // Empty takes the default the placeholder shows (scripts/setup/run.ts).
    const answer = await text({ message: question.message, placeholder: fallback ?? undefined });
    return isCancel(answer) ? null : answer.trim();
  },
  refused(message) {
    log.error(message);
  },
};

export const terminalOutput: Output = {
  info(message) {
    note(message);
  },
  error(message) {
    log.error(message);
  },
};

export { intro, outro };
export { readableColumns } from './columns';
