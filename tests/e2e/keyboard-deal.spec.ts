import type { Browser, Locator, Page } from '@playwright/test';
import { type Account, anAccount, headerOf, registerThroughApi } from '../fixtures/accounts';
import { closeContextsAfterEach } from '../fixtures/conversation';
import { uniqueEmail } from '../fixtures/emails';
import { registerSellerThroughApi } from '../fixtures/products';
import { expect, test } from './fixtures';

// Issue 30 §2: the whole deal by keyboard alone, in Chromium against the real server. Not one mouse event:
// only Tab, Shift+Tab, Enter, Space, arrows, Escape and typing. A buyer signs in, creates an RFP workflow
// and goes through the wizard; a seller (a second browser context) finds the RFP in the marketplace and
// proposes; the buyer accepts and pays on the checkout page; the seller starts the order and marks it
// delivered; the buyer releases the funds. At every stop the focused control shows a focus indicator; the
// first Tab after a page's heading reaches the page's first control; every dialog gives the focus back to
// the control that opened it; and after a dialog closes or a toast appears the focus is never on `body`.

// Every step is one key at a time on a busy two-core machine: test.slow() triples this in each test.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** The contexts a test opened, closed after it. */
const opened = closeContextsAfterEach();

/** The shared two-core machine answers slowly: page loads and moves may take longer than 5 s. */
const SLOW = { timeout: 20_000 };

/** Presses `key` until `target` has the focus, as a person would; fails after `limit` presses. */
async function pressUntilFocused(page: Page, target: Locator, key: string, limit: number) {
  await expect(target).toBeVisible(SLOW);
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
    if (presses < limit) await page.keyboard.press(key);
  }
  throw new Error(
    `${limit} presses of ${key} did not reach ${target} (the focus is on ${await focusedElement(page)})`,
  );
}

/**
 * Tabs to `target` (nothing pressed when it has the focus already): forward with Tab when it comes after the
 * focused element, back with Shift+Tab when it comes before (the header's controls, seen from a heading).
 */
async function tabTo(page: Page, target: Locator, limit = 120) {
  await expect(target).toBeVisible(SLOW);
  const key = await target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'Tab';
    return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? 'Shift+Tab' : 'Tab';
  });
  await pressUntilFocused(page, target, key, limit);
}

/**
 * Moves down an open menu, listbox or roving group with the arrow key until `item` has the focus, once
 * `within` or one of its items has it (an opening list focuses itself, or its first or chosen item).
 */
async function arrowTo(page: Page, within: Locator, item: Locator, limit = 20) {
  await expect
    .poll(() => within.evaluate((element) => element.contains(document.activeElement)), SLOW)
    .toBe(true);
  await pressUntilFocused(page, item, 'ArrowDown', limit);
}

/** Describes the focused element for a failure message ("body", "button Start Order"). */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60);
    return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} ${name}`;
  });
}

/**
 * The focused element shows where it is: an outline or a box shadow on it or its ::before/::after (Radix
 * Themes draws a checkbox's ring there), on the root around a text field's input, or the highlight of an
 * option or menu item.
 */
async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const drawn = (element: Element, pseudo?: string) => {
      const style = getComputedStyle(element, pseudo);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      }
      if (style.boxShadow && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
      return null;
    };
    const own = drawn(active) ?? drawn(active, '::before') ?? drawn(active, '::after');
    if (own) return own;
    if (active.matches('input, textarea') && active.parentElement) return drawn(active.parentElement);
    if (active.matches('[role="option"], [role="menuitem"]') && active.hasAttribute('data-highlighted')) {
      const background = getComputedStyle(active).backgroundColor;
      return background === 'rgba(0, 0, 0, 0)' ? null : `highlight ${background}`;
    }
    return null;
  });
  expect(indicator, `no focus indicator on ${await focusedElement(page)}`).not.toBeNull();
}

/** After a dialog closed or a toast appeared, the focus is on something on the page, not on `body`. */
async function expectFocusKept(page: Page) {
  await expect.poll(() => focusedElement(page), SLOW).not.toBe('body');
}

/** The page's heading has the focus (after an in-app navigation). */
async function expectHeadingFocused(page: Page, name: string | RegExp) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeFocused(SLOW);
}

/** A toast, found in the Notifications region (the toast itself has no status role). */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .first();

/** Selects all of a text field's value and types `text` over it. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Chooses `option` in the Radix select whose trigger has the focus: Enter opens the list, the arrow keys
 * move, Enter chooses, and the focus is back on the trigger, which shows the choice.
 */
async function chooseOption(page: Page, trigger: Locator, option: string) {
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible(SLOW);
  await arrowTo(page, listbox, listbox.getByRole('option', { name: option, exact: true }));
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toContainText(option);
}

/**
 * Opens the alert dialog of the focused `trigger` with Enter and closes it with Escape: the focus is back on
 * the trigger. Opens it again and confirms with `action`: the focus stays on the page.
 */
async function confirmInDialog(page: Page, trigger: Locator, dialogName: string, action: string) {
  await expect(trigger).toBeFocused();
  const dialog = page.getByRole('alertdialog', { name: dialogName });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible(SLOW);
  // The focus is inside the dialog, on its first button (the way back), with its ring.
  await expect(dialog.getByRole('button').first()).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expectVisibleFocus(page);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible(SLOW);
  // Shift+Tab from the first button wraps to the last one: the dialog keeps the focus in.
  await page.keyboard.press('Shift+Tab');
  const confirm = dialog.getByRole('button', { name: action });
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button').first()).toBeFocused();
  await tabTo(page, confirm, 4);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden(SLOW);
  await expectFocusKept(page);
}

/** Signs in on /login by keyboard: the Sign In dialog's fields, Enter, then Home's heading has the focus. */
async function signInByKeyboard(page: Page, account: Account) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await tabTo(page, dialog.getByLabel('Email'), 10);
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/home', SLOW);
  await expectHeadingFocused(page, new RegExp(`^Welcome( back)?, ${account.firstName}`));
}

/**
 * A page in a new browser context (its own cookies), signed in by keyboard as `account`; the browser holds
 * the test's cookie choice, as the default context does, so the consent banner stays out of the way.
 */
async function signedInPage(browser: Browser, account: Account, cookieChoice: string | null): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  if (cookieChoice !== null) {
    await context.addInitScript((choice) => {
      if (window.localStorage.getItem('cookieSettings') === null) {
        window.localStorage.setItem('cookieSettings', choice);
      }
    }, cookieChoice);
  }
  const page = await context.newPage();
  await signInByKeyboard(page, account);
  return page;
}

test.describe('the whole deal by keyboard', () => {
  const sellerCompany = 'Keyworth Robotics';
  // Made afresh for each run of the group (--repeat-each runs it again in the same worker).
  let buyer: Account;
  let seller: Account;
  /** A word no other run has used, so the marketplace card of this run's RFP is told apart. */
  let runTag = '';
  let title = '';
  let workflowId = '';
  let rfpId = '';

  test.beforeAll(async ({ request }) => {
    buyer = anAccount(uniqueEmail('keys-buyer'), { firstName: 'Ada', lastName: 'Buyer' });
    seller = anAccount(uniqueEmail('keys-seller'), { firstName: 'Grace', lastName: 'Keyworth' });
    runTag = `Keys${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    title = `Site inspection robots ${runTag}`;
    workflowId = '';
    rfpId = '';
    await registerThroughApi(request, buyer);
    await registerSellerThroughApi(request, seller);
  });

  test('the buyer signs in, creates an RFP workflow and goes through the wizard by keyboard', async ({
    page,
  }) => {
    test.slow();
    await signInByKeyboard(page, buyer);

    // The profile menu: Enter opens it, the arrow keys move, Enter follows the item.
    const menuButton = headerOf(page).getByRole('button', { name: 'Profile menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await arrowTo(page, menu, menu.getByRole('menuitem', { name: 'Create Workflow' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/workflow/new', SLOW);
    await expectHeadingFocused(page, 'Create Workflow');

    // The first Tab from the heading reaches the form's first control, and the fields follow in order.
    const form = page.getByRole('main');
    const requestType = form.getByRole('combobox', { name: 'Request type' });
    await page.keyboard.press('Tab');
    await expect(requestType).toBeFocused();
    await expectVisibleFocus(page);
    await chooseOption(page, requestType, 'Request for Proposal (RFP)');
    await expect(
      form.getByText("After creating the workflow, you'll be redirected to create your RFP."),
    ).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Title')).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Description')).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type('Two inspection robots for the east site.');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Minimum budget/)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Maximum budget/)).toBeFocused();
    await page.keyboard.press('Tab');
    const category = form.getByRole('combobox', { name: 'Category' });
    await expect(category).toBeFocused();
    await expectVisibleFocus(page);
    await chooseOption(page, category, 'Robot');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Quantity')).toBeFocused();
    await typeOver(page, '2');
    await tabTo(page, form.getByRole('button', { name: 'Create & Continue to RFP' }), 3);
    await page.keyboard.press('Enter');

    // The wizard: its page's heading, then each step's heading, takes the focus.
    await expect(page).toHaveURL(/\/rfp\/create\?workflow=[0-9a-f-]{36}$/, SLOW);
    workflowId = new URL(page.url()).searchParams.get('workflow') ?? '';
    await expectHeadingFocused(page, 'Create RFP');
    const stepHeading = (name: string) => form.getByRole('heading', { level: 2, name });
    await expect(stepHeading('Step 1 of 4: Use Case')).toBeVisible(SLOW);
    // Step 1: Use Case. The first Tab reaches the title, prefilled from the workflow.
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Title')).toBeFocused();
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await expectVisibleFocus(page);
    // A use case is a toggle button: Enter presses it.
    const useCase = form.getByRole('button', { name: 'Construction Site Inspection' });
    await tabTo(page, useCase, 6);
    await page.keyboard.press('Enter');
    await expect(useCase).toHaveAttribute('aria-pressed', 'true');
    await expect(useCase).toBeFocused();
    const industry = form.getByRole('combobox', { name: 'Industry' });
    await tabTo(page, industry, 3);
    await chooseOption(page, industry, 'Construction');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Detailed requirements')).toBeFocused();
    await expectVisibleFocus(page);
    await typeOver(page, `Inspect the scaffolding every night and report cracks. ${runTag}`);
    await tabTo(page, form.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Step 2: Technical Specs. A checkbox is ticked with Space.
    await expect(stepHeading('Step 2 of 4: Technical Specs')).toBeFocused(SLOW);
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Max payload (kg)')).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type('25');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Battery life (hours)')).toBeFocused();
    await page.keyboard.type('10');
    // The certifications are one Tab stop (a roving group): Tab reaches the first, the arrows move on.
    const certifications = form.getByRole('group', { name: 'Certifications' });
    await tabTo(page, certifications.getByRole('checkbox', { name: /^ISO 13482/ }), 6);
    const ceMarking = certifications.getByRole('checkbox', { name: 'CE Marking' });
    await arrowTo(page, certifications, ceMarking, 6);
    await page.keyboard.press('Space');
    await expect(ceMarking).toBeChecked();
    await tabTo(page, form.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Step 3: Budget & Timeline (the dates default to today and 30 days later). Amounts as people type them.
    await expect(stepHeading('Step 3 of 4: Budget & Timeline')).toBeFocused(SLOW);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('combobox', { name: 'Currency' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Minimum budget', { exact: true })).toBeFocused();
    await typeOver(page, '10,000');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Maximum budget', { exact: true })).toBeFocused();
    await typeOver(page, '50000');
    await tabTo(page, form.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Step 4: Review, then Submit RFP. While the toast is read the focus stays on the page.
    await expect(stepHeading('Step 4 of 4: Review')).toBeFocused(SLOW);
    await expect(form.getByText('$10,000').first()).toBeVisible();
    await expect(form.getByText('$50,000').first()).toBeVisible();
    // Shift+Tab goes back up: from Submit RFP to Back.
    const submit = form.getByRole('button', { name: 'Submit RFP' });
    await tabTo(page, submit);
    await page.keyboard.press('Shift+Tab');
    await expect(form.getByRole('button', { name: 'Back' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'RFP submitted successfully! Redirecting to RFP details...')).toBeVisible(SLOW);
    await expectFocusKept(page);
    await expect(page).toHaveURL(/\/rfp\/details\/[0-9a-f-]{36}$/, SLOW);
    rfpId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expectHeadingFocused(page, 'Construction Site Inspection');
  });

  test('a seller finds the RFP in the marketplace and sends a proposal by keyboard', async ({
    browser,
    cookieChoice,
  }) => {
    test.slow();
    expect(rfpId).toMatch(/^[0-9a-f-]{36}$/);
    const page = await signedInPage(browser, seller, cookieChoice);

    const marketplaceLink = page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'RFP Marketplace' });
    await tabTo(page, marketplaceLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/rfp/marketplace', SLOW);
    await expectHeadingFocused(page, /RFP Marketplace/);

    // The filters: the first Tab from the heading reaches Industry; Enter applies them, the focus stays.
    const filters = page.getByRole('form', { name: 'Filter RFPs' });
    const industry = filters.getByLabel('Industry');
    await page.keyboard.press('Tab');
    await expect(industry).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type('Construction');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/industry=Construction/, SLOW);
    await expect(industry).toBeFocused();

    const card = page.getByRole('listitem').filter({ hasText: runTag });
    const respond = card.getByRole('link', { name: /^View Details & Respond/ });
    await tabTo(page, respond, 200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/rfp/respond/${rfpId}`, SLOW);
    await expectHeadingFocused(page, 'Respond to RFP');

    const main = page.getByRole('main');
    const price = main.getByLabel(/^Price/);
    await tabTo(page, price);
    await page.keyboard.type('42000');
    await page.keyboard.press('Tab');
    await expect(main.getByLabel('Description', { exact: true })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type('Two crawler robots with crack detection.');
    await page.keyboard.press('Tab');
    await expect(main.getByLabel('Terms', { exact: true })).toBeFocused();
    await page.keyboard.type('Delivery in six weeks, training included.');
    await tabTo(page, main.getByRole('button', { name: 'Submit Proposal' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Proposal submitted successfully!')).toBeVisible(SLOW);
    await expectFocusKept(page);
    await expect(page).toHaveURL(`/workflow/${workflowId}`, SLOW);
    await expectHeadingFocused(page, title);
  });

  test('the buyer accepts the proposal and pays on the checkout page by keyboard', async ({
    browser,
    cookieChoice,
  }) => {
    test.slow();
    const page = await signedInPage(browser, buyer, cookieChoice);
    await page.goto(`/workflow/${workflowId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);

    const accept = page.getByRole('button', { name: `Accept proposal from ${sellerCompany}` });
    await tabTo(page, accept, 200);
    await confirmInDialog(
      page,
      accept,
      `Accept ${sellerCompany}'s proposal of $42,000.00?`,
      'Accept proposal',
    );
    await expect(page.getByText('Price agreed').first()).toBeVisible(SLOW);
    await expectFocusKept(page);

    const payment = page.getByRole('region', { name: 'Payment' });
    const pay = payment.getByRole('button', { name: 'Pay $42,000.00' });
    await tabTo(page, pay, 200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, SLOW);
    await expectHeadingFocused(page, 'Checkout');

    const card = page.getByRole('form', { name: 'Card details' });
    await page.keyboard.press('Tab');
    await expect(card.getByLabel('Card number')).toBeFocused();
    await expectVisibleFocus(page);
    // Digits only, as on a phone: the form groups them.
    await page.keyboard.type('4242424242424242');
    await expect(card.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await page.keyboard.press('Tab');
    await expect(card.getByLabel('Expiry (MM / YY)')).toBeFocused();
    const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
    await page.keyboard.type(`12${year}`);
    await expect(card.getByLabel('Expiry (MM / YY)')).toHaveValue(`12 / ${year}`);
    await page.keyboard.press('Tab');
    await expect(card.getByLabel('CVC')).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Pay $42,000.00' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Payment successful. Funds are held in escrow.')).toBeVisible(SLOW);
    await expectFocusKept(page);
    await expect(page).toHaveURL(`/workflow/${workflowId}`, SLOW);
    await expectHeadingFocused(page, title);
    await expect(payment.getByText('Escrow - PENDING')).toBeVisible(SLOW);
  });

  test('the seller starts the order and marks it delivered by keyboard', async ({
    browser,
    cookieChoice,
  }) => {
    test.slow();
    const page = await signedInPage(browser, seller, cookieChoice);
    await page.goto(`/workflow/${workflowId}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText('Escrow - PENDING')).toBeVisible(SLOW);

    const start = payment.getByRole('button', { name: 'Start Order' });
    await tabTo(page, start, 200);
    await confirmInDialog(page, start, 'Start the order?', 'Start Order');
    await expect(toast(page, 'Order started')).toBeVisible(SLOW);
    await expect(page.getByText('Order in progress', { exact: true })).toBeVisible(SLOW);
    await expectFocusKept(page);

    const deliver = payment.getByRole('button', { name: 'Mark as Delivered' });
    await tabTo(page, deliver, 40);
    await confirmInDialog(page, deliver, 'Mark the order delivered?', 'Mark as Delivered');
    await expect(toast(page, 'Order marked delivered')).toBeVisible(SLOW);
    await expectFocusKept(page);
    await expect(deliver).toHaveCount(0, SLOW);
  });

  test('the buyer releases the funds by keyboard: ORDER_COMPLETED, Escrow - RELEASED', async ({
    browser,
    cookieChoice,
  }) => {
    test.slow();
    const page = await signedInPage(browser, buyer, cookieChoice);
    await page.goto(`/workflow/${workflowId}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    const release = payment.getByRole('button', { name: 'Release Funds' });
    await tabTo(page, release, 200);
    await confirmInDialog(page, release, 'Release the funds?', 'Release Funds');
    await expect(toast(page, 'Funds released to the seller')).toBeVisible(SLOW);
    await expectFocusKept(page);
    await expect(payment.getByText('Escrow - RELEASED')).toBeVisible(SLOW);
    await expect(page.getByText('Order completed', { exact: true })).toBeVisible(SLOW);
    await expect(payment.getByRole('button')).toHaveCount(0);
    await expectFocusKept(page);
  });
});
