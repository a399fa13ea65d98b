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
      "createClient",
      "declineBusinessLinkRequest",
      "declineInvitation",
      "decodeToken",
      "hasSessionHintCookie",
      "listBusinessLinkRequests",
      "listBusinessMembers",
      "listBusinesses",
      "listMyInvitations",
      "readDocumentCookie",
      "removeBusinessMember",
      "unwrap",
      "updateBusinessMember",
    ]
  `);
});

it('lists the public runtime exports of the /react entry', async () => {
  expect(Object.keys(await import('../src/react/index.ts')).sort()).toMatchInlineSnapshot(`
    [
      "ApiClientProvider",
      "businessKeys",
      "createQueryHooks",
      "listBusinessLinkRequestsQueryOptions",
      "listBusinessMembersQueryOptions",
      "listBusinessesQueryOptions",
      "listMyInvitationsQueryOptions",
      "useAcceptInvitation",
      "useAddBusinessMember",
      "useApiClient",
      "useApproveBusinessLinkRequest",
      "useDeclineBusinessLinkRequest",
      "useDeclineInvitation",
      "useJoinWaitlist",
      "useListBusinessLinkRequests",
      "useListBusinessMembers",
      "useListBusinesses",
      "useListMyInvitations",
      "useQueryHooks",
      "useRemoveBusinessMember",
      "useUpdateBusinessMember",
    ]
  `);
});

it('keeps React out of the root entry, so non-React users pay nothing for it', async () => {
  const srcDir = new URL('../src/', import.meta.url);
  const rootFiles = (await readdir(srcDir)).filter((name) => /\.tsx?$/.test(name));
  expect(rootFiles).toContain('index.ts');
  for (const name of rootFiles) {
    const text = await readFile(new URL(name, srcDir), 'utf8');
    expect(text, name).not.toMatch(
      /from ['"](react|react-dom|@tanstack\/react-query|openapi-react-query)['"/]/,
    );
    expect(text, name).not.toMatch(/from ['"]\.\/react/);
  }
});
