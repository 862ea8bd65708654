import type { Page } from '@playwright/test';
import { test, expect, LIFT_WAIT } from './fixtures';
import { content, startsWith } from './support/content';

/**
 * Holds back every chunk until the returned function is called, so the page stays unhydrated
 * for as long as a test needs: on a phone the overlay can lift before React has loaded.
 */
async function holdChunks(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Opens a route with its chunks held and waits for the overlay to lift without JavaScript. */
async function openUnhydrated(page: Page, path: string) {
  const release = await holdChunks(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // A wait: the lift's time without scripts is shell.spec.ts's to check, on the page's own clock.
  await expect(page.getByTestId('loading-overlay')).toBeHidden(LIFT_WAIT);
  return release;
}

const firstCard = (page: Page) =>
  page
    .getByRole('region', { name: content.home.matchmakers.heading })
    .getByRole('listitem')
    .first();

test.describe('a tap before the page has hydrated', () => {
  test('on Avoid is answered once the page hydrates, once', async ({ page }) => {
    const release = await openUnhydrated(page, '/');
    const card = firstCard(page);
    const avoid = card.getByRole('button', { name: startsWith(content.home.matchmakers.avoid) });
    await avoid.click();
    await avoid.click();
    await page.waitForTimeout(300);
    await expect(card.getByRole('button', { name: content.home.matchmakers.avoided })).toHaveCount(
      0,
    );
    release();
    await expect(
      card.getByRole('button', { name: content.home.matchmakers.avoided }),
    ).toBeVisible();
    await expect(card.getByText(content.home.matchmakers.feedback)).toBeVisible();
  });

  test('on the composer prompt opens the composer once the page hydrates', async ({ page }) => {
    const release = await openUnhydrated(page, '/');
    const prompt = page.getByRole('button', { name: content.home.composer.prompt });
    await prompt.click();
    await expect(page.getByRole('form', { name: content.home.composer.formLabel })).toBeHidden();
    release();
    await expect(page.getByRole('form', { name: content.home.composer.formLabel })).toBeVisible();
    await expect(page.getByRole('textbox', { name: content.home.composer.name })).toBeFocused();
    await expect(prompt).toHaveAttribute('aria-expanded', 'true');
  });

  test('replayed between the commit and the effects leaves the focus in the Name field', async ({
    page,
  }) => {
    // React tells a DevTools hook of every commit; it runs the page's effects in a later task. The
    // loader's replay (a timer task, then button.click()) can land in that gap on a busy machine;
    // a click queued as a microtask from the commit that mounted the prompt lands there every time.
    await page.addInitScript((promptText: string) => {
      type Fiber = { stateNode: unknown; child: Fiber | null; sibling: Fiber | null };
      const mounts = (fiber: Fiber | null, node: Element): boolean =>
        !!fiber &&
        (fiber.stateNode === node || mounts(fiber.child, node) || mounts(fiber.sibling, node));
      let tapped = false;
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          inject: () => 1,
          onCommitFiberRoot(_id: number, root: { current: Fiber }) {
            const prompt = [...document.querySelectorAll('button')].find(
              (button) => button.textContent === promptText,
            );
            if (tapped || !prompt || !mounts(root.current, prompt)) return;
            tapped = true;
            queueMicrotask(() => prompt.click());
          },
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
        },
      });
    }, content.home.composer.prompt);
    await page.goto('/');
    await expect(page.getByRole('form', { name: content.home.composer.formLabel })).toBeVisible();
    await expect(page.getByRole('textbox', { name: content.home.composer.name })).toBeFocused();
  });

  test('on Copy address copies once the page hydrates', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const release = await openUnhydrated(page, '/contract');
    await page.getByRole('button', { name: content.contract.copy }).click();
    await page.waitForTimeout(300);
    await expect(page.getByText(content.contract.copied)).toHaveCount(0);
    release();
    await expect(page.getByText(content.contract.copied)).toBeVisible();
  });

  test('is lost without the loader noting it (what React alone does)', async ({ page }) => {
    // Drops the one click listener added while the document is still parsing: the loader's.
    await page.addInitScript(() => {
      const add = Document.prototype.addEventListener;
      Document.prototype.addEventListener = function (
        this: Document,
        ...args: Parameters<Document['addEventListener']>
      ) {
        if (args[0] === 'click' && document.readyState === 'loading') return;
        return add.apply(this, args);
      };
    });
    const release = await openUnhydrated(page, '/');
    const card = firstCard(page);
    await card.getByRole('button', { name: startsWith(content.home.matchmakers.avoid) }).click();
    release();
    // Once every button carries React's props the page has hydrated; the early tap left no trace.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.getElementsByTagName('button')].every((button) =>
            Object.keys(button).some((key) => key.startsWith('__reactProps$')),
          ),
        ),
      )
      .toBe(true);
    await page.waitForTimeout(300);
    await expect(card.getByRole('button', { name: content.home.matchmakers.avoided })).toHaveCount(
      0,
    );
  });
});
