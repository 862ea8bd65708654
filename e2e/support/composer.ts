import type { Page } from '@playwright/test';
import { content } from './content';

export type ComposerValues = {
  name: string;
  skill: string;
  activity: string;
  waifus: string;
  lewdArt: string;
};

export const composer = {
  prompt: (page: Page) => page.getByRole('button', { name: content.home.composer.prompt }),
  field: (page: Page, label: string) => page.getByLabel(label, { exact: true }),
  submit: (page: Page) => page.getByRole('button', { name: content.home.composer.submit }),
  moments: (page: Page) =>
    page.getByRole('region', { name: content.home.moments.heading }).getByRole('listitem'),
};

export async function fillComposer(page: Page, values: ComposerValues) {
  await composer.field(page, content.home.composer.name).fill(values.name);
  await composer.field(page, content.home.composer.skill).fill(values.skill);
  await composer.field(page, content.home.composer.excuse).fill(values.activity);
  await composer.field(page, content.home.composer.waifus).fill(values.waifus);
  await composer.field(page, content.home.composer.art).fill(values.lewdArt);
}
