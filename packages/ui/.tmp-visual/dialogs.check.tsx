import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as changePassword from '../src/change-password-dialog/change-password-dialog.stories';
import * as editProfile from '../src/edit-profile-dialog/edit-profile-dialog.stories';
import * as register from '../src/register-dialog/register-dialog.stories';
import * as signIn from '../src/sign-in-dialog/sign-in-dialog.stories';
import * as waitlist from '../src/waitlist-form/waitlist-form.stories';

const all = {
  signIn: composeStories(signIn),
  register: composeStories(register),
  changePassword: composeStories(changePassword),
  editProfile: composeStories(editProfile),
};

const cases: Array<[string, { run: () => Promise<void> }]> = [];
for (const [group, stories] of Object.entries(all)) {
  for (const [name, story] of Object.entries(stories)) cases.push([`${group}-${name}`, story as never]);
}

describe('dialogs', () => {
  it.each(cases)('%s', async (name, Story) => {
    await Story.run();
    await document.fonts.ready;
    await new Promise((r) => setTimeout(r, 300));
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
  });
});

const w = composeStories(waitlist);
describe('waitlist', () => {
  it.each(Object.entries(w))('%s', async (name, Story) => {
    await (Story as unknown as { run: () => Promise<void> }).run();
    await new Promise((r) => setTimeout(r, 300));
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
  });
});
