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
      "acceptProposal",
      "addBusinessMember",
      "approveBusinessLinkRequest",
      "changePassword",
      "createClient",
      "createProduct",
      "createProposal",
      "createRfp",
      "createWorkflow",
      "declineBusinessLinkRequest",
      "declineInvitation",
      "decodeToken",
      "deleteProduct",
      "deleteWorkflow",
      "getBusinessMetrics",
      "getMe",
      "getProduct",
      "getRfp",
      "getWorkflow",
      "hasSessionHintCookie",
      "inviteSellers",
      "joinWaitlist",
      "listBusinessLinkRequests",
      "listBusinessMembers",
      "listBusinesses",
      "listDocuments",
      "listMyInvitations",
      "listPayments",
      "listProducts",
      "listProposals",
      "listRfps",
      "listWorkflows",
      "login",
      "readDocumentCookie",
      "registerUser",
      "removeBusinessMember",
      "unwrap",
      "updateBusinessMember",
      "updateMe",
      "updateProduct",
      "updateRfp",
      "uploadDocument",
      "uploadProductImage",
    ]
  `);
});

it('lists the public runtime exports of the /react entry', async () => {
  expect(Object.keys(await import('../src/react/index.ts')).sort()).toMatchInlineSnapshot(`
    [
      "ApiClientProvider",
      "businessKeys",
      "createQueryHooks",
      "dashboardKeys",
      "getBusinessMetricsQueryOptions",
      "getProductQueryOptions",
      "getRfpQueryOptions",
      "getWorkflowQueryOptions",
      "listBusinessLinkRequestsQueryOptions",
      "listBusinessMembersQueryOptions",
      "listBusinessesQueryOptions",
      "listDocumentsQueryOptions",
      "listMyInvitationsQueryOptions",
      "listPaymentsQueryOptions",
      "listProductsQueryOptions",
      "listProposalsQueryOptions",
      "listRfpsQueryOptions",
      "listWorkflowsQueryOptions",
      "productKeys",
      "rfpKeys",
      "useAcceptInvitation",
      "useAcceptProposal",
      "useAddBusinessMember",
      "useApiClient",
      "useApproveBusinessLinkRequest",
      "useCreateProduct",
      "useCreateProposal",
      "useCreateRfp",
      "useCreateWorkflow",
      "useDeclineBusinessLinkRequest",
      "useDeclineInvitation",
      "useDeleteProduct",
      "useDeleteWorkflow",
      "useGetBusinessMetrics",
      "useGetProduct",
      "useGetRfp",
      "useGetWorkflow",
      "useInviteSellers",
      "useJoinWaitlist",
      "useListBusinessLinkRequests",
      "useListBusinessMembers",
      "useListBusinesses",
      "useListDocuments",
      "useListMyInvitations",
      "useListPayments",
      "useListProducts",
      "useListProposals",
      "useListRfps",
      "useListWorkflows",
      "useQueryHooks",
      "useRemoveBusinessMember",
      "useUpdateBusinessMember",
      "useUpdateProduct",
      "useUpdateRfp",
      "useUploadDocument",
      "useUploadProductImage",
      "workflowKeys",
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
