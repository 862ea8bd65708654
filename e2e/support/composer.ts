import type { Page } from '@playwright/test';

export type ComposerValues = {
  name: string;
  skill: string;
  activity: string;
  waifus: string;
  lewdArt: string;
};

export const composer = {
  prompt: (page: Page) => page.getByRole('button', { name: /start a post/i }),
  field: (page: Page, label: string) => page.getByLabel(label, { exact: true }),
  submit: (page: Page) => page.getByRole('button', { name: 'Submit for Review' }),
  moments: (page: Page) =>
    page.getByRole('region', { name: 'Recent Waifu Moments' }).getByRole('listitem'),
};

export async function fillComposer(page: Page, values: ComposerValues) {
  await composer.field(page, 'Name').fill(values.name);
  await composer.field(page, 'Skill').fill(values.skill);
  await composer.field(page, 'Favorite activity').fill(values.activity);
  await composer.field(page, 'Waifus Made Today').fill(values.waifus);
  await composer.field(page, 'Lewd Art Created Today').fill(values.lewdArt);
}
