import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { aProduct } from '../test/product-fixtures';
import { renderApp } from '../test/render-app';
import { aWorkflow, WORKFLOW_ID } from '../test/workflow-fixtures';

const SLOW = { timeout: 10_000 };

// Radix Select asks the element for pointer capture and scrolls its options into view; jsdom has neither.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

function createHandler(bodies: unknown[], answer: (body: { requestType: string }) => Response) {
  return http.post('*/v2/workflows', async ({ request }) => {
    const body = (await request.json()) as { requestType: string };
    bodies.push(body);
    return answer(body);
  });
}

/**
 * Chooses `option` in the select named `name`. The page may re-render while it settles (the session, the
 * route), which closes an open select: it is opened again until the option is there.
 */
async function choose(user: ReturnType<typeof renderApp>['user'], name: string, option: string) {
  await waitFor(async () => {
    if (screen.queryByRole('option', { name: option }) === null)
      await user.click(screen.getByRole('combobox', { name }));
    expect(screen.getByRole('option', { name: option })).toBeTruthy();
  }, SLOW);
  await user.click(screen.getByRole('option', { name: option }));
}

async function fill(user: ReturnType<typeof renderApp>['user'], requestType?: string) {
  if (requestType) await choose(user, 'Request type', requestType);
  await user.type(await screen.findByLabelText('Title', {}, SLOW), 'Palletising cell');
  await user.type(screen.getByLabelText('Description'), 'A cell for line 4.');
  await choose(user, 'Category', 'Robot');
}

beforeEach(() => sessionStorage.clear());

const PRODUCT_ID = '8e3b1c2a-4d5f-4a6b-9c7d-00000000f00d';

const SELLERS = [
  {
    id: '7d7b1c1e-0000-4000-8000-000000000001',
    name: 'Ada Brook',
    businessId: 'b0b0b0b0-0000-4000-8000-000000000004',
    businessName: 'Apex Welding',
    productCount: 3,
  },
  {
    id: '7d7b1c1e-0000-4000-8000-000000000002',
    name: 'Ben Ode',
    businessId: 'b0b0b0b0-0000-4000-8000-000000000005',
    businessName: 'Bolt Automation',
    productCount: 0,
  },
];

/** The seller directory: the sellers whose names contain `q`, and the searches it was asked. */
function sellersHandler(searches: string[] = []) {
  return http.get('*/v2/sellers', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    searches.push(q);
    const found = SELLERS.filter((seller) =>
      `${seller.name} ${seller.businessName}`.toLowerCase().includes(q.toLowerCase()),
    );
    return HttpResponse.json({ sellers: found, next_cursor: null });
  });
}

/** Searches the directory and chooses the seller named `name`. */
async function chooseSeller(
  user: ReturnType<typeof renderApp>['user'],
  label: string,
  search: string,
  name: RegExp,
) {
  await user.type(await screen.findByRole('combobox', { name: label }, SLOW), search);
  await user.click(await screen.findByRole('option', { name }, SLOW));
}

/** The new RFP workflow, as the wizard loads it. */
const rfpWorkflowHandler = () =>
  http.get('*/v2/workflows/:id', () =>
    HttpResponse.json(
      aWorkflow({
        status: 'REQUEST_CREATED',
        requestType: 'RFP',
        title: 'Palletising cell',
        description: 'A cell for line 4.',
      }),
    ),
  );

// Typing into four fields and two selects, then a lazy chunk: slow on a busy two-core machine.
describe('workflow create', { timeout: 30_000 }, () => {
  it("toasts 'Please select a request type' and sends nothing without one", async () => {
    const bodies: unknown[] = [];
    server.use(
      meHandler(),
      createHandler(bodies, () => HttpResponse.json(aWorkflow(), { status: 201 })),
    );
    const { user } = renderApp('/workflow/new', { cookies: signedInCookies() });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    // Said twice: on the field and in a toast.
    await waitFor(() => expect(screen.getAllByText('Please select a request type')).toHaveLength(2));
    expect(bodies).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Create Workflow · RoboMarket'));
  });

  it('creates an RFP workflow and goes on to the RFP wizard with what was typed', async () => {
    const bodies: unknown[] = [];
    server.use(
      meHandler(),
      rfpWorkflowHandler(),
      createHandler(bodies, () =>
        HttpResponse.json(aWorkflow({ status: 'REQUEST_CREATED', requestType: 'RFP' }), { status: 201 }),
      ),
    );
    const { user, router } = renderApp('/workflow/new', { cookies: signedInCookies() });
    await fill(user, 'Request for Proposal (RFP)');
    expect(
      screen.getByText("After creating the workflow, you'll be redirected to create your RFP."),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create & Continue to RFP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfp/create'));
    expect(router.state.location.search).toBe(`?workflow=${WORKFLOW_ID}`);
    expect(await screen.findByText('Workflow created successfully!')).toBeTruthy();
    expect(bodies).toEqual([
      {
        requestType: 'RFP',
        title: 'Palletising cell',
        description: 'A cell for line 4.',
        requirements: { category: 'ROBOT', quantity: 1 },
      },
    ]);
    // The buyer's title and description are the RFP's, not asked again.
    expect(await screen.findByLabelText('Detailed requirements', {}, SLOW)).toHaveProperty(
      'value',
      'A cell for line 4.',
    );
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Palletising cell');
    // The focus is on the wizard's heading, not left on body by the button that went away.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getByRole('main')).getByRole('heading', { level: 1 }),
      ),
    );
  });

  it('sends a buyer who left the wizard back to the same workflow instead of creating another', async () => {
    const bodies: unknown[] = [];
    server.use(
      meHandler(),
      rfpWorkflowHandler(),
      createHandler(bodies, () =>
        HttpResponse.json(aWorkflow({ status: 'REQUEST_CREATED', requestType: 'RFP' }), { status: 201 }),
      ),
    );
    const { user, router } = renderApp('/workflow/new', { cookies: signedInCookies() });
    await fill(user, 'Request for Proposal (RFP)');
    await user.click(screen.getByRole('button', { name: 'Create & Continue to RFP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfp/create'));
    // The buyer leaves the wizard and starts over.
    await router.navigate('/workflow/new');
    await fill(user, 'Request for Proposal (RFP)');
    await user.click(screen.getByRole('button', { name: 'Create & Continue to RFP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfp/create'));
    expect(router.state.location.search).toBe(`?workflow=${WORKFLOW_ID}`);
    expect(bodies).toHaveLength(1);
  });

  it('creates a direct order naming the seller chosen by search, and opens its page', async () => {
    const bodies: unknown[] = [];
    const searches: string[] = [];
    server.use(
      meHandler(),
      sellersHandler(searches),
      createHandler(bodies, () =>
        HttpResponse.json(aWorkflow({ status: 'REQUEST_CREATED', requestType: 'DIRECT_ORDER' }), {
          status: 201,
        }),
      ),
      http.get('*/v2/workflows/:id', () => HttpResponse.json(aWorkflow({ requestType: 'DIRECT_ORDER' }))),
      http.get('*/v2/workflows/:id/proposals', () => HttpResponse.json({ proposals: [], next_cursor: null })),
      http.get('*/v2/workflows/:id/documents', () => HttpResponse.json({ documents: [], next_cursor: null })),
    );
    const { user, router } = renderApp('/workflow/new', { cookies: signedInCookies() });
    await fill(user, 'Direct Order');
    // Without a seller nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    expect(await screen.findByText('Choose a seller for this order')).toBeTruthy();
    expect(bodies).toEqual([]);
    await chooseSeller(user, 'Seller', 'bolt', /Bolt Automation/);
    expect(searches).toContain('bolt');
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workflow/${WORKFLOW_ID}`));
    expect(bodies).toEqual([
      expect.objectContaining({ requestType: 'DIRECT_ORDER', sellerIds: [SELLERS[1]?.id] }),
    ]);
  });

  it('creates a custom order naming several sellers', async () => {
    const bodies: unknown[] = [];
    server.use(
      meHandler(),
      sellersHandler(),
      createHandler(bodies, () =>
        HttpResponse.json(aWorkflow({ status: 'REQUEST_CREATED', requestType: 'CUSTOM_ORDER' }), {
          status: 201,
        }),
      ),
      http.get('*/v2/workflows/:id', () => HttpResponse.json(aWorkflow({ requestType: 'CUSTOM_ORDER' }))),
      http.get('*/v2/workflows/:id/proposals', () => HttpResponse.json({ proposals: [], next_cursor: null })),
      http.get('*/v2/workflows/:id/documents', () => HttpResponse.json({ documents: [], next_cursor: null })),
    );
    const { user, router } = renderApp('/workflow/new', { cookies: signedInCookies() });
    await fill(user, 'Custom Order');
    await user.click(await screen.findByRole('option', { name: /Apex Welding/ }, SLOW));
    await user.click(screen.getByRole('option', { name: /Bolt Automation/ }));
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workflow/${WORKFLOW_ID}`));
    expect(bodies).toEqual([
      expect.objectContaining({ requestType: 'CUSTOM_ORDER', sellerIds: SELLERS.map((seller) => seller.id) }),
    ]);
  });

  it('starts a direct order for the product of ?product= and names its seller', async () => {
    const bodies: unknown[] = [];
    server.use(
      meHandler(),
      sellersHandler(),
      http.get('*/v2/products/:id', () =>
        HttpResponse.json(aProduct({ id: PRODUCT_ID, name: 'Welding arm', seller_name: 'Apex Welding' })),
      ),
      createHandler(bodies, () => HttpResponse.json(errorBody('conflict', 'Not now'), { status: 409 })),
    );
    const { user } = renderApp(`/workflow/new?product=${PRODUCT_ID}`, { cookies: signedInCookies() });
    expect((await screen.findByRole('note', {}, SLOW)).textContent).toBe(
      'Direct order for Welding arm from Apex Welding',
    );
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Welding arm');
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ requestType: 'DIRECT_ORDER', productId: PRODUCT_ID });
    expect(bodies[0]).not.toHaveProperty('sellerIds');
  });

  it("toasts 'Failed to create workflow. Please try again.' and keeps the form", async () => {
    server.use(
      meHandler(),
      sellersHandler(),
      createHandler([], () => HttpResponse.json(errorBody('conflict', 'Not now'), { status: 409 })),
    );
    const { user, router } = renderApp('/workflow/new', { cookies: signedInCookies() });
    await fill(user, 'Custom Order');
    await user.click(await screen.findByRole('option', { name: /Apex Welding/ }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    expect(await screen.findByText('Failed to create workflow. Please try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workflow/new');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Palletising cell');
  });
});
