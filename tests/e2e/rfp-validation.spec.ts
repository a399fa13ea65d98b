import type { Page } from '@playwright/test';
import { anAccount, registerThroughApi, submitSignIn } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/emails';
import { expect, test } from './fixtures';

// Issue 25: an RFP is published only when valid (DESIGN §4). A buyer tries to submit one with an empty
// description, a zero budget and past dates; each step says why and refuses to move on until it is fixed;
// the API answers 400 naming each field to a caller that skips the wizard.

test.describe.configure({ mode: 'serial' });

/** The calendar date `days` from today (UTC), as the contract writes dates. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

/** The step indicator's entry for one step. */
const stepItem = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem').filter({ hasText: name });

test.describe('RFP validation', () => {
  const buyer = anAccount(uniqueEmail('rfp-validation-buyer'));

  test.beforeAll(async ({ request }) => {
    await registerThroughApi(request, buyer);
  });

  test('the wizard refuses an empty description, a zero budget and past dates, says why, then submits once fixed', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitSignIn(page, buyer.email, buyer.password);
    await expect(page).toHaveURL('/home');

    await page.goto('/workflow/new');
    const form = page.getByRole('main');
    await form.getByRole('combobox', { name: 'Request type' }).click();
    await page.getByRole('option', { name: 'RFP' }).click();
    await form.getByLabel('Title').fill('Night-shift floor scrubbers');
    await form.getByLabel('Description').fill('Three scrubbers for the east hall.');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option').first().click();
    await form.getByLabel('Quantity').fill('3');
    await form.getByRole('button', { name: 'Create & Continue to RFP' }).click();
    await expect(page).toHaveURL(/\/rfp\/create\?workflow=[0-9a-f-]{36}$/);

    // Step 1: what Create Workflow typed is carried in; emptied, the description stops the wizard.
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Night-shift floor scrubbers');
    const description = page.getByLabel('Detailed requirements');
    await expect(description).toHaveValue('Three scrubbers for the east hall.');
    await description.fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toContainText('Use Case has a problem to fix before going on');
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Detailed requirements are required')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Step 1 of 4: Use Case' })).toBeVisible();
    await expect(stepItem(page, 'Use Case')).not.toContainText('(completed)');
    await description.fill('Scrub 4,000 m² of concrete nightly, avoiding forklifts.');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: the quantity came along as a specification.
    await expect(page.getByRole('heading', { name: 'Step 2 of 4: Technical Specs' })).toBeVisible();
    await expect(stepItem(page, 'Use Case')).toContainText('(completed)');
    await expect(page.getByRole('textbox', { name: 'Specification 1 value' })).toHaveValue('3');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: a zero budget and past dates are refused, each on its field.
    await expect(page.getByRole('heading', { name: 'Step 3 of 4: Budget & Timeline' })).toBeVisible();
    await page.getByLabel('Minimum budget').fill('0');
    await page.getByLabel('Maximum budget').fill('0');
    await page.getByLabel('Start date').fill(day(-40));
    await page.getByLabel('End date').fill(day(-40));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toContainText('Budget & Timeline has 3 problems');
    await expect(page.getByText('Minimum budget must be more than 0')).toBeVisible();
    await expect(page.getByText('Start date must not be in the past')).toBeVisible();
    await expect(page.getByText('End date must be after the start date')).toBeVisible();
    await expect(page.getByLabel('Minimum budget')).toHaveAttribute('aria-invalid', 'true');
    await expect(stepItem(page, 'Budget & Timeline')).not.toContainText('(completed)');

    await page.getByLabel('Minimum budget').fill('20000');
    await page.getByLabel('Maximum budget').fill('60000');
    await page.getByLabel('Start date').fill(day(7));
    await page.getByLabel('End date').fill(day(60));
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: the review carries the buyer's title, and the RFP is submitted.
    await expect(page.getByRole('heading', { name: 'Step 4 of 4: Review' })).toBeVisible();
    await expect(page.getByText('Night-shift floor scrubbers').first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit RFP' }).click();
    await expect(toast(page, 'RFP submitted successfully! Redirecting to RFP details...')).toBeVisible();
    await expect(page).toHaveURL(/\/rfp\/details\/[0-9a-f-]{36}$/, { timeout: 10_000 });
    await expect(page.getByText('Submitted').first()).toBeVisible();
  });

  test('the API answers 400 naming each field to a caller that skips the wizard, and publishes nothing', async ({
    request,
  }) => {
    const login = await request.post('/v2/auth/login', {
      data: { email: buyer.email, password: buyer.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };
    const workflow = await request.post('/v2/workflows', {
      headers,
      data: {
        title: 'Direct caller',
        description: 'Skips the wizard.',
        requestType: 'RFP',
        requirements: { category: 'ROBOT', quantity: 1 },
      },
    });
    expect(workflow.status(), await workflow.text()).toBe(201);
    const { id: workflowId } = (await workflow.json()) as { id: string };
    const rfp = {
      workflowId,
      title: 'Direct caller',
      useCase: 'Warehouse Automation',
      description: '',
      industry: 'Logistics',
      technicalRequirements: { payload: 0, batteryLife: 0, certifications: [], customSpecs: [] },
      budget: { min: '0.00', max: '0.00', currency: 'USD' },
      timeline: { startDate: '2019-05-01', endDate: '2019-06-01', milestones: [] },
    };

    const refused = await request.post('/v2/rfps', { headers, data: rfp });
    expect(refused.status()).toBe(400);
    const body = (await refused.json()) as { code: string; fields: { field: string }[] };
    expect(body.code).toBe('validation_failed');
    expect(body.fields.map((problem) => problem.field)).toEqual([
      'description',
      'budget/min',
      'timeline/startDate',
    ]);

    // Nothing was published: the workflow still has no RFP, so a valid one is taken.
    const listed = await request.get('/v2/rfps', { headers, params: { workflowId } });
    expect(((await listed.json()) as { rfps: unknown[] }).rfps).toEqual([]);
    const valid = {
      ...rfp,
      description: 'Pallets between docks.',
      budget: { min: '1000.00', max: '2000.00', currency: 'USD' },
      timeline: { startDate: day(1), endDate: day(30), milestones: [] },
    };
    const created = await request.post('/v2/rfps', { headers, data: valid });
    expect(created.status(), await created.text()).toBe(201);
  });
});
