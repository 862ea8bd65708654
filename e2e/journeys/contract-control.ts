import type { Session } from './session';

/**
 * Opens /contract with a fresh tab's storage and its first on-request control (a section's
 * `aria-busy` button) in view and focused, as a visitor who scrolled to it would have it.
 */
export async function openAtControl(session: Session) {
  await session.open('contract');
  await session.run(() => sessionStorage.clear());
  await session.run(() => {
    const button = document.querySelector<HTMLButtonElement>('section button[aria-busy]')!;
    button.scrollIntoView({ block: 'center' });
    button.focus();
  });
}
