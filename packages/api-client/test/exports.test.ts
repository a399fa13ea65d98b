import { readdir, readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';

it('lists the public runtime exports of the package root', async () => {
  expect(Object.keys(await import('../src/index.ts')).sort()).toMatchInlineSnapshot(`
    [
      "ApiError",
      "MAX_ATTEMPTS",
      "REFRESH_THRESHOLD_SECONDS",
      "REFRESH_TOKEN_COOKIE",
      "SESSION_HINT_COOKIE",
      "SESSION_MESSAGES",
      "TOKEN_DELIVERY_HEADER",
      "acceptInvitation",
      "addBusinessMember",
      "approveBusinessLinkRequest",
      "changePassword",
      "createClient",
      "createProduct",
      "declineBusinessLinkRequest",
      "declineInvitation",
      "decodeToken",
      "deleteProduct",
      "getMe",
      "getProduct",
      "hasSessionHintCookie",
      "joinWaitlist",
      "listBusinessLinkRequests",
      "listBusinessMembers",
      "listBusinesses",
      "listMyInvitations",
      "listProducts",
      "login",
      "readDocumentCookie",
      "registerUser",
      "removeBusinessMember",
      "unwrap",
      "updateBusinessMember",
      "updateMe",
      "updateProduct",
    ]
  `);
});

it('lists the public runtime exports of the /react entry', async () => {
  expect(Object.keys(await import('../src/react/index.ts')).sort()).toMatchInlineSnapshot(`
    [
      "ApiClientProvider",
      "businessKeys",
      "createQueryHooks",
      "getProductQueryOptions",
      "listBusinessLinkRequestsQueryOptions",
      "listBusinessMembersQueryOptions",
      "listBusinessesQueryOptions",
      "listMyInvitationsQueryOptions",
      "listProductsQueryOptions",
      "productKeys",
      "useAcceptInvitation",
      "useAddBusinessMember",
      "useApiClient",
      "useApproveBusinessLinkRequest",
      "useCreateProduct",
      "useDeclineBusinessLinkRequest",
      "useDeclineInvitation",
      "useDeleteProduct",
      "useGetProduct",
      "useJoinWaitlist",
      "useListBusinessLinkRequests",
      "useListBusinessMembers",
      "useListBusinesses",
      "useListMyInvitations",
      "useListProducts",
      "useQueryHooks",
      "useRemoveBusinessMember",
      "useUpdateBusinessMember",
      "useUpdateProduct",
    ]
  `);
});

it('keeps React out of the root entry, so non-React users pay nothing for it', async () => {
  const srcDir = new URL('../src/', import.meta.url);
  const rootFiles = (await readdir(srcDir)).filter((name) => /\.tsx?$/.test(name));
  const fetcherFiles = (await readdir(new URL('operations/', srcDir))).map((name) => `operations/${name}`);
  expect(rootFiles).toContain('index.ts');
  for (const name of [...rootFiles, ...fetcherFiles]) {
    const text = await readFile(new URL(name, srcDir), 'utf8');
    expect(text, name).not.toMatch(
      /from ['"](react|react-dom|@tanstack\/react-query|openapi-react-query)['"/]/,
    );
    expect(text, name).not.toMatch(/from ['"](\.\.?\/)+react/);
  }
});
