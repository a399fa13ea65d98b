// Generated from openapi.yaml by `pnpm gen`. Do not edit.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/waitlist/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the pre-launch waitlist
         * @description Stores the e-mail once (case-insensitive). Joining again with the same address is a success,
         *     not a second entry. Answers cross-origin requests, since the waitlist widget lives on partner sites.
         */
        post: operations["joinWaitlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the RoboMarket team
         * @description The About page's Contact Us form. The message is stored for the team exactly as typed (a blank field,
         *     a NUL character or a lone surrogate is a 400) and a reference is returned. Limited per address.
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to the newsletter
         * @description The footer's newsletter box. Stores the e-mail once (case-insensitive); subscribing again with the same
         *     address is a success, not a second entry, and answers exactly as the first time did. Limited per address.
         */
        post: operations["subscribeNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/analytics/page-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a page view
         * @description Sent by the first-party analytics script, which a page loads only after the visitor consents to
         *     analytics cookies. Only the path (without query or fragment) and the referring site's host are kept,
         *     as a count per day; nothing identifies the visitor and no cookie is set. Limited per address.
         */
        post: operations["recordPageView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Creates the user and signs them in. Registering as `BUSINESS` also creates the business named by
         *     `company_name`, with the new user as its ADMIN member; `business_type` decides the user's role
         *     (`parent_company` → `parent_dealership`, `subsidiary` → `child_dealership`). A subsidiary may name its
         *     parent business: it is created unlinked with a pending link request that an ADMIN of the parent
         *     approves or declines, and the answer is the same whether that parent exists or not. Customers get role
         *     `customer`. The business fields are rejected for customers.
         *     With `X-Token-Delivery: cookie` the refresh token is set in the `refresh-token` cookie instead of the
         *     body.
         */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Unknown e-mail and wrong password get the same 401. Every attempt is counted before the password is
         *     checked (429 with `Retry-After` over a limit): per account and client address (with exponential
         *     back-off), per address, and per account across addresses. A successful sign-in sets an HttpOnly
         *     `robomarket-device` cookie (path `/v2/auth`, 180 days) bound to the account; attempts that carry it are
         *     counted per device instead, so someone guessing an account's password does not lock its owner out.
         *     With `X-Token-Delivery: cookie` the refresh token is set in the `refresh-token` cookie instead of the
         *     body.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade a refresh token for a new token pair
         * @description The refresh token rotates: the one sent stops working. Presenting an already used refresh token revokes
         *     its whole session, except within a few seconds of its first use, when the same new pair is returned
         *     again (two tabs refreshing at once).
         *
         *     The token is `refresh_token` in the body (API clients; the new one comes back in the body) or, with
         *     `X-Token-Delivery: cookie` and no body token, the `refresh-token` cookie (browsers; the new one is
         *     set in the cookie and left out of the body). A token read from the cookie is never answered in the
         *     body. Without either, the answer is 400 (body delivery) or 401 (cookie delivery).
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Revokes the session of the access token (and of the refresh token in `refresh_token` or the
         *     `refresh-token` cookie, when sent), and clears the session cookies when the cookie was sent or
         *     `X-Token-Delivery: cookie` asked for them. Signing out twice is a success.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user and their business memberships */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /**
         * Delete the signed-in user's account
         * @description Erases the person's data (names, e-mail, phone, password, memberships, sessions); deal records stay for the other party, who sees "Deleted user".
         *     Refused with 409 (code `conflict`) and the reason in `message` and `error` while the user is the last ADMIN of a business
         *     (`last_business_admin`) or a payment of theirs is held in escrow (`funds_in_escrow`).
         */
        delete: operations["deleteMe"];
        options?: never;
        head?: never;
        /**
         * Change the signed-in user's profile
         * @description Changes only the fields sent. `phone_number` null removes the phone number.
         */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/v2/auth/me/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose the business the signed-in user acts for
         * @description A member of several businesses acts for one at a time (the header's business switcher). The choice is
         *     kept on the server, so it holds on every device and after signing in again, until another choice.
         *     Only a business the caller is a member of; any other id (another tenant's, or none) is a 404.
         */
        put: operations["chooseActingBusiness"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password
         * @description Revokes every other session of the user; the calling session's refresh token keeps working.
         *     Attempts at `current_password` are counted per account before the check (429 over the limit).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link
         * @description Mails a single-use link (valid 30 minutes) to the account with this e-mail. The answer is the same 202
         *     whether the address belongs to an account or not. Requests are limited per address and per client
         *     address (429 with `Retry-After`).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link's token
         * @description The token is used up; every session of the account ends, and the account is told by mail. A used,
         *     expired, unknown or forged token is a 400 (`error` `invalid_token`).
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an e-mail address with a verification link's token
         * @description Marks the account's address verified. A used, expired, unknown or forged token is a 400
         *     (code `validation_failed`, `error` `invalid_token`).
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/me/verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail the verification link again
         * @description Limited per account (429 with `Retry-After`). An address already verified gets no mail.
         */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's e-mail address
         * @description Mails a confirmation link (valid 24 hours) to the new address and a notice to the current one. The
         *     address changes only when the link is followed (`POST /v2/auth/email-change/confirm`).
         */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/email-change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a new e-mail address with the link's token
         * @description The account's e-mail becomes the new address, verified. A used, expired, unknown or forged token is a
         *     400 (`invalid_token`); an address taken meanwhile by another account is a 409.
         */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ask for an archive of the signed-in user's data (as a link from the privacy policy)
         * @description The same as `POST /v2/auth/me/export`, for a plain link: a job builds the JSON archive and mails a
         *     single-use download link (valid 24 hours) to the account's address. Limited per account (429).
         */
        get: operations["exportMyData"];
        put?: never;
        /**
         * Ask for an archive of the signed-in user's data
         * @description A job builds a JSON archive of the user's data and mails a single-use download link (valid 24 hours)
         *     to the account's address. Limited per account (429).
         */
        post: operations["requestDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a data export with the mailed link's token
         * @description Answers the archive as a JSON attachment and uses the token up. A used, expired, unknown or forged
         *     token is a 400 (`error` `invalid_token`).
         */
        get: operations["downloadDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One business the caller is a member of */
        get: operations["getBusiness"];
        put?: never;
        /**
         * Create a business
         * @description The caller becomes its ADMIN member. A subsidiary naming `parent_business_id` is created unlinked
         *     (`parent_business_id: null`) with a pending link request that an ADMIN of that parent approves or
         *     declines (`GET /v2/business/{id}/link-requests`); the answer is the same whether that parent exists or
         *     not. When the caller is already an ADMIN of the parent, the subsidiary is linked at once.
         */
        post: operations["createBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The businesses the caller is a member of */
        get: operations["listBusinesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite someone to a business by e-mail
         * @description Only an ADMIN member of the business may invite. Nobody is added without consent: this creates an
         *     invitation (valid 14 days) that the person with this e-mail accepts or declines from their account
         *     (`GET /v2/business/invitations`). An e-mail with an account and one without get exactly the same
         *     answer, so the call never tells whether an account exists; an invitation to an e-mail without an
         *     account waits for an account with that e-mail. Inviting an e-mail with a pending invitation to the
         *     same business renews it (new role and expiry, same id). Limited to 20 new invitations per inviter per
         *     hour (429 with `Retry-After`).
         */
        post: operations["addBusinessMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's pending invitations
         * @description Pending, unexpired invitations to the caller's e-mail, newest first. Nobody else sees them.
         */
        get: operations["listMyInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation and join the business
         * @description Only the invitee may accept, once, before it expires.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/invitations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an invitation
         * @description Only the invitee may decline; the inviting business is not told more than that.
         */
        post: operations["declineInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The members of a business
         * @description Its members (and platform admins) see the list; everyone else gets 404.
         */
        get: operations["listBusinessMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Leave a business, or remove a member
         * @description With the caller's own membership id, the caller leaves the business. With another member's, only an
         *     ADMIN of the business may remove them. The last ADMIN can neither leave nor be removed (409), even
         *     when two ADMINs leave at the same moment.
         */
        delete: operations["removeBusinessMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's roles or spending limit
         * @description Only an ADMIN of the business. Taking ADMIN from the last ADMIN is a 409: a business always keeps one
         *     ADMIN. Recorded in the audit log.
         */
        patch: operations["updateBusinessMember"];
        trace?: never;
    };
    "/v2/business/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a business's account details
         * @description Only an ADMIN of the business changes its name, logo, billing and shipping addresses and tax id; a
         *     field left out stays as it is, `null` clears it (not the name). Recorded in the audit log
         *     (`business.updated`, with the names of the fields that changed).
         */
        patch: operations["updateBusiness"];
        trace?: never;
    };
    "/v2/business/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business's pending invitations
         * @description The pending, unexpired invitations the business has sent, newest first. Its members see them (an
         *     ADMIN withdraws them); everyone else gets 404.
         */
        get: operations["listBusinessInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw a pending invitation
         * @description Only an ADMIN of the business. The invitation becomes WITHDRAWN and can no longer be accepted; an
         *     accept racing the withdrawal gives exactly one outcome. Recorded in the audit log
         *     (`invitation.withdrawn`).
         */
        delete: operations["withdrawBusinessInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/members/{memberId}/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a member out of every session
         * @description Only an ADMIN of the business. Ends every session of the member's account at once (their access and
         *     refresh tokens stop working on this server immediately, on others within the session check's few
         *     seconds, open event streams included); they can sign in again. Recorded in the audit log
         *     (`member.signed_out`).
         */
        post: operations["signOutBusinessMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's audit log
         * @description Who did what for the business and when, newest first: member and role changes, invitations, keys,
         *     settings, awards, approvals, payments and payouts. Only its ADMINs read it (403 for other members,
         *     404 for everyone else). Filters combine: `action` (an action such as `member.updated`, or its
         *     subject such as `member` for every `member.*`), `actor_id`, and `from`/`to` (inclusive bounds on
         *     the time).
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/audit-events.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's audit log as CSV
         * @description Every event matching the same filters as `listAuditEvents`, newest first, as RFC 4180 CSV (UTF-8,
         *     CRLF line ends) with the header row `time,action,actor_name,actor_email,subject_type,subject_id,details`.
         *     A cell a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
         *     return) is prefixed with `'`. Served as an attachment (`audit-log.csv`). Only its ADMINs.
         */
        get: operations["exportAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/link-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending requests from subsidiaries to name this business as their parent
         * @description A subsidiary names its parent only through such a request, which an ADMIN of the parent approves or
         *     declines. Only the business's ADMINs see them.
         */
        get: operations["listBusinessLinkRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/link-requests/{requestId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a subsidiary's request; it then names this business as its parent
         * @description An ADMIN of the parent business (`id`) who did not make the request. The subsidiary's
         *     `parent_business_id` is set in the same transaction.
         */
        post: operations["approveBusinessLinkRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/link-requests/{requestId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a subsidiary's request to name this business as its parent
         * @description An ADMIN of the parent business (`id`).
         */
        post: operations["declineBusinessLinkRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a business by name, to name it as a subsidiary's parent
         * @description The Register dialog's parent search, open to guests (a subsidiary registers before it has an account).
         *     Answers names and ids only, never members, e-mails or figures: at most `limit` (10 by default)
         *     businesses whose name contains `q` (case-insensitive), names starting with `q` first. Naming a parent
         *     only asks its ADMINs (`parent_business_id` of `registerUser` or `createBusiness`). Limited per client
         *     address (429 with `Retry-After`).
         */
        get: operations["searchBusinesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/subsidiaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A parent's subsidiaries with their figures, and the total
         * @description The businesses that name `id` as their parent (links its ADMINs approved), each with the dashboard's
         *     figures as `getBusinessMetrics` counts them for a business (spend, active workflows, savings), and
         *     their total, in `currency` (USD when omitted). Members of the parent only; everyone else gets 404.
         */
        get: operations["listSubsidiaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Spending metrics for the dashboard
         * @description Without `business_id`, the workflows of the business the caller acts for (`PUT /v2/auth/me/business`;
         *     a user without a business: the workflows they are the buyer of); with it, the workflows that belong
         *     to that business (the caller must be a member, 404 otherwise). Only workflows in `currency` are
         *     counted.
         *     `totalSpend` sums completed payments; `activeWorkflows` counts open workflows (`WorkflowStatus`'s
         *     `x-sets.open`: neither ORDER_COMPLETED nor ORDER_CANCELLED); `savings` sums, over agreed, not cancelled workflows with a budget maximum, that
         *     maximum minus the agreed price (never below zero for one workflow).
         */
        get: operations["getBusinessMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business's live publishable keys
         * @description Only an ADMIN of the business; revoked keys are not listed. The key itself is shown: it is public
         *     by nature (it stands in partners' page markup).
         */
        get: operations["listPublishableKeys"];
        put?: never;
        /**
         * Create a publishable key for a business's widgets
         * @description Only an ADMIN of the business. A publishable key (`pk_...`) is public by nature: partners put it in
         *     their pages' markup. It lets widgets read public catalogue data (products, the RFP marketplace) from
         *     the key's allowed origins only: each one an exact origin, `scheme://host[:port]` with scheme `http`
         *     or `https`, lower-case, without a path, query, trailing slash or wildcard (as a browser sends it in
         *     `Origin`), at most 10 per key and no repeats. A business holds at most 20 live keys (409 beyond).
         */
        post: operations["createPublishableKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a publishable key
         * @description Only an ADMIN of the key's business. The key stops working on this server at once and on every
         *     server within 5 seconds; widgets using it then get 401.
         */
        delete: operations["revokePublishableKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/sellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The seller directory
         * @description Sellers a buyer can name on a DIRECT_ORDER or CUSTOM_ORDER (`createWorkflow`'s `sellerIds`), sorted by
         *     name: one row per selling business (a business with a member whose account has a seller role), with
         *     the business's name and how many products the business lists, and one row per seller account without
         *     a business. A business's `id` is the member who answers for it (ADR 0089: inviting that id invites the
         *     business, whose SALES members act as one seller): a member acting for it, with SALES, joined first.
         *     `q` narrows to sellers whose business name or person name contains it (case-insensitive). The caller
         *     and the business the caller acts for are never listed. No e-mail address is shown.
         */
        get: operations["listSellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the catalogue
         * @description The catalogue is public: signed-in users, publishable keys and visitors without credentials get the same pages. Calls without credentials are counted per client address (429 with `Retry-After` past the limit, 300 a minute by default).
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * List a new product for sale
         * @description Sellers only (roles dealer, parent_dealership, child_dealership).
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        /**
         * One product
         * @description Public, as the catalogue is: also without credentials (a visitor's product page), counted per client address as `listProducts` is. Opening a product as a signed-in user who is not its seller counts one view for Trending (at most the day's counter goes up by one per request; the answer never waits for it); visitors' views are not counted.
         */
        get: operations["getProduct"];
        /**
         * Change a product
         * @description A SALES member of the business the product is listed under (its seller when it has none), whoever created it. Changes only the fields sent.
         */
        put: operations["updateProduct"];
        post?: never;
        /**
         * Remove a product from the catalogue
         * @description A SALES member of the product's business (its seller when it has none). Pending offers on it are rejected; workflows already created from its
         *     offers are not affected.
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/products/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an image to a product
         * @description A SALES member of the product's business (its seller when it has none). One PNG, JPEG or WebP image (at most 5 MB) as the multipart field `file`,
         *     recognised by its declared type (by its extension when the type is generic) and by its leading bytes.
         *     The server stores it under a generated name and appends `/api/images/{name}` to the product's
         *     `images`; the first image is the cover. A product holds at most 20 images: the check and the append
         *     are one step, so parallel uploads cannot pass the limit. A request body much larger than 5 MB is
         *     refused with 413 before it is read. Reorder or remove images with `updateProduct`; a removed
         *     uploaded image is deleted.
         */
        post: operations["uploadProductImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product image
         * @description Product images are public catalogue data: no credentials, and partner sites may show them
         *     (`Cross-Origin-Resource-Policy: cross-origin`). Served with the stored type, `X-Content-Type-Options:
         *     nosniff`, an `ETag` and `Cache-Control: public, max-age=31536000, immutable` (a name never changes
         *     its content). A name that is not `^[a-z0-9-]{1,80}\.(png|jpg|webp)$`, or that no file has, is 404.
         *     Names starting with `demo-` are the demo catalogue's images shipped with the server.
         */
        get: operations["getProductImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/products/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        /**
         * Offers on a product
         * @description Newest first. The product's seller sees every offer on it; any other signed-in caller sees only the
         *     offers they made (an empty page when there are none). A product that does not exist is a 404.
         */
        get: operations["listOffers"];
        put?: never;
        /**
         * Make an offer on a product
         * @description Any signed-in user except the product's seller and the members of the business it is listed under.
         *     `price` is per unit, in the product's currency; the order's total is `price` × `quantity` (at most
         *     9999999999999.99). A buyer has at most one open (PENDING or COUNTERED) offer per product: withdraw
         *     it before making another.
         */
        post: operations["createOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/products/{id}/offers/{offerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
                /** @description The offer's id. */
                offerId: components["parameters"]["OfferId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Accept, reject, counter or withdraw an offer
         * @description Moves an offer (price per unit throughout):
         *     - PENDING: the product's seller accepts (at `price`), rejects, or counters with a new `price`; the
         *       buyer withdraws.
         *     - COUNTERED: the buyer accepts (at `counterPrice`), rejects or withdraws; the seller may counter
         *       again with another `price` while the buyer has not answered.
         *     ACCEPTED, REJECTED and WITHDRAWN are final. `price` is required with COUNTERED and refused with any
         *     other status (400 with a `fields` entry). Accepting creates the order in the same transaction: a
         *     DIRECT_ORDER workflow at PRICE_AGREED for the buyer with the seller invited, `agreedPrice` = the
         *     accepted price × `quantity`, whose id is returned in `workflowId`. The `Idempotency-Key` replays
         *     the first answer: the same key and body again returns the offer as it stands, another body is 422.
         */
        put: operations["updateOfferStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's offers across products
         * @description Newest first. `side=buyer` (the default): the offers the caller made. `side=seller`: the offers on
         *     the products the caller sells, on any of its products.
         */
        get: operations["listMyOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workflows the caller is a party to
         * @description As buyer (or a member of the buyer's business) or as an invited seller, for the business the caller
         *     acts for (`PUT /v2/auth/me/business`) only: a member of several businesses sees one business's work at
         *     a time. A user without a business sees the workflows they take part in themselves.
         */
        get: operations["listWorkflows"];
        put?: never;
        /**
         * Start a procurement workflow
         * @description The caller is the buyer. The workflow belongs to the business the caller acts for (ADR 0089; a member
         *     needs PURCHASER), whose members read it, and whose PURCHASER members act on it. The workflow starts at
         *     REQUEST_CREATED. A DIRECT_ORDER names its one seller,
         *     through `productId` (the product's seller) or `sellerIds` with one id; a CUSTOM_ORDER names one or
         *     more sellers in `sellerIds`. The named sellers are invited in the same transaction, so every order
         *     reaches a seller who sees it under its invitations (`listWorkflows` with `invited=pending`). An RFP
         *     workflow names none: sellers find its RFP in the marketplace or are invited later.
         */
        post: operations["createWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        /** One workflow */
        get: operations["getWorkflow"];
        put?: never;
        post?: never;
        /**
         * Cancel a workflow
         * @description The buyer cancels the workflow: it moves to ORDER_CANCELLED, pending proposals are rejected, an open
         *     payment session expires, and funds held in escrow are refunded to the buyer, all in one transaction.
         *     The workflow and its payments stay readable to their parties. Cancelling a cancelled workflow is a
         *     success. Members of the buyer's business see the workflow but may not cancel it (403).
         */
        delete: operations["deleteWorkflow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/order/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start fulfilling a paid order
         * @description The workflow's chosen seller (the one whose price was agreed) moves a PAYMENT_COMPLETED workflow to
         *     ORDER_IN_PROGRESS. The buyer then releases the escrow on delivery, which completes the order. Other
         *     invited sellers and the buyer side get 403; anyone else 404.
         */
        post: operations["startOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/invitation/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an invitation to a workflow
         * @description An invited seller declines the workflow it was invited to: the workflow leaves its invitations
         *     (`listWorkflows` with `invited=pending`). It stays a party and may still propose while the workflow takes
         *     proposals. Declining again changes nothing (204).
         */
        post: operations["declineOrderInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rfps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List RFPs, including the marketplace
         * @description The caller sees the RFPs of its own workflows (any status), those of workflows it is invited to (both
         *     for the business it acts for only), and every SUBMITTED or UNDER_REVIEW RFP (the marketplace). With a publishable key or without credentials
         *     (the RFP feed widget on partner sites), only the marketplace. `minBudget` and `maxBudget` keep RFPs
         *     whose budget range overlaps the given range; `industry` matches case-insensitively anywhere in the
         *     RFP's industry. Newest first.
         */
        get: operations["listRfps"];
        put?: never;
        /**
         * Create the RFP of an RFP workflow
         * @description The workflow's buyer only; one RFP per workflow, and the workflow's `requestType` must be RFP.
         *     Created SUBMITTED (the default), which moves the workflow to MATCHING_SELLERS and shows the RFP in
         *     the marketplace, or DRAFT, to submit later with `PUT /v2/rfps/{id}`. The budget's `min` may not
         *     exceed its `max`, nor `startDate` follow `endDate` (400). A SUBMITTED RFP must also be complete: a
         *     description that is not blank, a budget `min` above 0, a `startDate` not before today (the server's
         *     UTC date), an `endDate` after `startDate` and each milestone between them; otherwise 400
         *     `validation_failed` with one `fields` entry per problem, and nothing is written. A DRAFT may lack
         *     these.
         */
        post: operations["createRfp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rfps/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The RFP's id. */
                id: components["parameters"]["RfpId"];
            };
            cookie?: never;
        };
        /** One RFP */
        get: operations["getRfp"];
        /**
         * Edit, submit or withdraw an RFP
         * @description The workflow's buyer only. Changes only the fields sent. Content may change only while the RFP is
         *     DRAFT or REJECTED. `status` moves it: SUBMITTED from DRAFT or REJECTED (submit, resubmit), REJECTED
         *     from SUBMITTED or UNDER_REVIEW (withdraw). Any other change of status is 409. Submitting checks the
         *     RFP as it will be stored (its fields with this request's changes) by the rules of `createRfp` for a
         *     SUBMITTED RFP: 400 with a `fields` entry per problem, nothing written.
         */
        put: operations["updateRfp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/sellers/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite sellers to a workflow
         * @description The buyer invites named sellers to a CUSTOM_ORDER (or to an RFP workflow); each invited seller gets
         *     its own private thread with the buyer's side. Sellers never invite themselves (403): a seller joins a
         *     marketplace RFP by proposing (`createProposal`) or by declaring its intent to bid
         *     (`declareIntentToBid`). `workflowId` must equal the path's id. Nothing is invited when any of the
         *     sellers already is (409).
         */
        post: operations["inviteSellers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/intent-to-bid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declare the intent to bid on a marketplace RFP
         * @description A seller tells the buyer it intends to bid on a workflow whose RFP is in the marketplace (SUBMITTED
         *     or UNDER_REVIEW) before proposing: it joins the workflow as a seller and gets its own private thread
         *     with the buyer's side, and sees nothing of the other sellers. Declaring again returns the same thread
         *     (200).
         */
        post: operations["declareIntentToBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        /**
         * The workflow's proposals
         * @description The buyer side sees every proposal; a seller sees only its own.
         */
        get: operations["listProposals"];
        put?: never;
        /**
         * Submit a proposal
         * @description A seller proposes; the proposal is in the workflow's currency. An invited seller may propose to its
         *     workflow; any other seller joins a workflow whose RFP is in the marketplace by proposing: it is
         *     invited in the same step, under the rules `inviteSellers` applies to a seller inviting itself, so no
         *     invitation is needed first (and when the proposal is refused, it is not invited either). The first
         *     proposal moves the workflow to NEGOTIATION_IN_PROGRESS and its RFP to UNDER_REVIEW. When the workflow
         *     has an RFP, the price must lie within its budget and the timeline within its timeline, each
         *     milestone between the proposal's start and end (400 otherwise).
         */
        post: operations["createProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/proposals/{proposalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Revise a pending proposal
         * @description The proposal's seller replaces its PENDING proposal with a revision, under the rules of
         *     `createProposal` (currency, the RFP's budget and timeline). The revision is a new PENDING proposal whose
         *     `revisedFrom` names the one it replaces (its id and price), which becomes WITHDRAWN, so the buyer's
         *     side sees the history. Only while the workflow is NEGOTIATION_IN_PROGRESS and the proposal PENDING
         *     (409 otherwise, e.g. after the award).
         */
        put: operations["reviseProposal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/proposals/{proposalId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a pending proposal
         * @description The proposal's seller withdraws its PENDING proposal: it becomes WITHDRAWN, and the seller may send a
         *     new one. Only while the workflow is NEGOTIATION_IN_PROGRESS (409 otherwise, e.g. after the award). Of a
         *     withdrawal and an acceptance racing, exactly one wins; the other gets 409.
         */
        post: operations["withdrawProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/proposals/{proposalId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a proposal
         * @description The buyer accepts a PENDING proposal (any member of the workflow's business holding PURCHASER acts
         *     as the buyer, ADR 0089): it becomes ACCEPTED, the other pending proposals REJECTED, the
         *     workflow PRICE_AGREED with the proposal's seller and price, and its RFP APPROVED, all at once. Of two
         *     racing accepts exactly one wins; the other gets 409.
         */
        post: operations["acceptProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        /**
         * The messages of the caller's threads, oldest first
         * @description For the workflow's parties only (its buyer, the members of the buyer's business, invited sellers);
         *     anyone else gets 404. A seller reads only its own thread with the buyer's side (and the buyer's
         *     broadcasts); the buyer's side reads every thread, or one with `sellerId` (that thread's messages and
         *     the broadcasts). Oldest first: `next_cursor` continues with later messages. With `since` (a
         *     message's id) only the messages that arrived after that one are listed, which is how a client catches
         *     up after its event stream reconnects.
         */
        get: operations["listMessages"];
        put?: never;
        /**
         * Send a message in one of the workflow's threads
         * @description A workflow's conversation is one private thread between the buyer's side and each seller. A seller
         *     writes in its own thread (`sellerId` left out, or its own id). The buyer's side names the thread with
         *     `sellerId` (it may leave it out while the workflow has exactly one seller), or sends one message to
         *     every seller's thread with `broadcast: true` (after an award, a broadcast reaches the chosen seller
         *     only). After an award the other sellers' threads are read-only: a seller that did not win gets 403,
         *     the buyer's side writing to such a thread 409. For the workflow's parties only; anyone else gets
         *     404. Limited per sender and per workflow to 30 messages a minute and 1,000 a day (429 with
         *     `Retry-After`; nothing is stored).
         */
        post: operations["createMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the workflow's messages read up to one message
         * @description The caller has read every message of a thread up to and including `messageId`; the workflow's and
         *     the thread's `unreadMessages` count only later messages from others. The thread is the message's, or
         *     `sellerId` for a broadcast (a broadcast without it marks every thread). The mark never moves
         *     backwards: marking an older message changes nothing. For the workflow's parties only; anyone else
         *     gets 404, and a message the caller cannot read is a 400.
         */
        post: operations["markMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/typing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the other side of a thread whether the caller is typing
         * @description Sent to the workflow's event stream as a `typing` event, only to those who read the thread: a seller's
         *     typing reaches the buyer's side, the buyer's side's typing in `sellerId`'s thread reaches that seller
         *     (and the buyer's side). Nothing is stored. Limited per caller and per workflow to 60 a minute (429
         *     with `Retry-After`; nothing is sent). A seller that did not win the award gets 404.
         */
        post: operations["sendTyping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's threads of the workflow
         * @description The buyer's side gets one thread per seller of the workflow, in the order the sellers joined; a seller
         *     gets its own only. Each says how many messages in it the caller has not read and whether it is
         *     read-only (its seller did not win the award). For the workflow's parties only; anyone else gets 404.
         */
        get: operations["listThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events of a workflow (Server-Sent Events)
         * @description A `text/event-stream` that stays open. Each event has an `event:` name and one `data:` line of JSON:
         *
         *     | event | data |
         *     |---|---|
         *     | `message` | `Message` (only of the threads the caller reads) |
         *     | `typing` | `TypingEvent` (only of the threads the caller reads) |
         *     | `status` | `WorkflowStatusEvent` (the workflow's status changed) |
         *     | `proposal` | `Proposal` (created or changed; a seller gets only its own) |
         *     | `end` | `StreamEnd` (the last event: the server ends the stream) |
         *
         *     `WorkflowEvent` describes each event as `{event, data}`. A comment line (`: ping`) is sent every
         *     20 seconds to keep proxies from closing the connection. Events are not replayed: after reconnecting,
         *     reload what is shown.
         *
         *     The stream re-checks the caller's access before each event and at each ping. When the access token it
         *     was opened with has expired, the session has ended (signed out, password changed) or the caller is no
         *     longer a party who may read the workflow's events (e.g. removed from the buyer's business), it sends
         *     `end` with `code` `token_expired` (refresh, then reconnect), `signed_out` or `access_revoked` (do not
         *     reconnect) and closes; nothing is sent after a failed check. A user may hold 5 open streams per server
         *     instance, and an instance 1,000 in all; past either limit the answer is 429. Browsers' `EventSource` cannot set headers, so this operation also accepts the
         *     `auth-token` cookie, which the server sets under `Path=/v2/workflows` with every token pair it delivers
         *     to a browser session (as for `getDocument`).
         */
        get: operations["streamWorkflowEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/products/{id}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the product's seller a question (open or reopen the conversation about the product)
         * @description A pre-deal thread between the caller (the buyer) and the product's seller about the product, private
         *     to the two sides. There is one conversation per buying business and product (per user for a customer
         *     without a business): the first call by any PURCHASER of the business the caller acts for creates it
         *     (201), a later one by any of them answers the same conversation (200). With `body`, the first message is sent in the same
         *     step (the same rules and limits as `createConversationMessage`). The product's seller and the members
         *     of the business it is listed under get 403; a product that does not exist 404.
         */
        post: operations["openProductConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's conversations about products, most recently active first
         * @description The conversations the caller takes part in, as the buyer who asked or as the product's seller, each
         *     with the product, the other side's display name, the last message and the number of messages from the
         *     other side the caller has not read. A seller sees a conversation once it holds a message (a buyer who
         *     opened one and wrote nothing has asked nothing). Most recently active first; `next_cursor` continues.
         */
        get: operations["listConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id. */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        /**
         * A conversation about a product, with the buyer's offers on it
         * @description For its buyer and the product's seller only; anyone else gets 404. `offers` are the buyer's offers on
         *     the product, newest first, so both sides see in the thread the offers made from it.
         */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id. */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        /**
         * A conversation's messages, oldest first
         * @description For the conversation's buyer and the product's seller only; anyone else gets 404. Oldest first:
         *     `next_cursor` continues with later messages. With `since` (a message's id) only later messages are
         *     listed, which is how a client polls for new ones.
         */
        get: operations["listConversationMessages"];
        put?: never;
        /**
         * Send a message in a conversation about a product
         * @description For the conversation's buyer and the product's seller only; anyone else gets 404. The body is plain
         *     text as typed (1-5,000 characters, not only white space, no bidirectional embedding, override or
         *     isolate controls). Limited per sender and per conversation to 30 messages a minute and 1,000 a day
         *     (429 with `Retry-After`; nothing is stored).
         */
        post: operations["createConversationMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id. */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation read up to one message
         * @description The caller has read the conversation up to and including `messageId`; `unreadCount` counts only later
         *     messages from the other side. The mark never moves backwards. For the conversation's two sides only;
         *     anyone else gets 404, and a message of another conversation is a 400.
         */
        post: operations["markConversationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/payments/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a checkout for the agreed price
         * @description The buyer pays the agreed price into escrow. The workflow must be PRICE_AGREED; it moves to
         *     PAYMENT_PENDING and a PENDING payment of exactly the agreed price is opened (one open payment per
         *     workflow). The provider then reports success (PAYMENT_COMPLETED, funds held) or the session expires
         *     after the server's session lifetime (payment EXPIRED, workflow back to PRICE_AGREED). Send the buyer
         *     to `checkout_url`: with the `sandbox` provider the app's own checkout page `/checkout/{paymentId}`,
         *     with `stripe` the Checkout Session's page. `successUrl` and `cancelUrl` (stripe only) must be http(s)
         *     addresses; without them the app's payments page is used. Only the buyer pays: members of the buyer's
         *     business see the payment but may not pay (403).
         */
        post: operations["createPaymentSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments of the workflows the caller is a party to
         * @description Newest first, with a cursor: the payments of workflows the caller buys (or whose buyer's business the
         *     caller belongs to), and of workflows where the caller is the chosen seller, for the business the caller
         *     acts for only. Other invited sellers and strangers see none. Reading expires open sessions past their
         *     lifetime first.
         */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payments/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One payment
         * @description A payment of a workflow the caller may see (as for `listPayments`); anyone else gets 404. An open
         *     session past its lifetime is expired first, so the answer is never a stale PENDING.
         */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/sandbox/payments/{paymentId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an open sandbox session with a test card
         * @description The sandbox checkout page pays through this. The buyer only (members of the buyer's business get
         *     403; anyone else 404). A good card completes the payment: funds held in escrow (`escrowStatus`
         *     PENDING), the workflow PAYMENT_COMPLETED. A declined card answers 402 with `card_declined` or
         *     `insufficient_funds` and leaves the payment PENDING for another try. A session past its lifetime is
         *     expired instead (409), atomically: a confirm racing the expiry gets one outcome. Only for payments
         *     of the `sandbox` provider (409 otherwise).
         */
        post: operations["confirmSandboxPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/payments/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release the escrow to the seller
         * @description The buyer confirms delivery: the held funds go to the seller (less the platform fee), the payment's
         *     `escrowStatus` becomes RELEASED and the workflow ORDER_COMPLETED, in one transaction under the
         *     workflow's lock. Releasing twice, or releasing after a refund, is a 409 and moves nothing.
         */
        post: operations["releaseEscrow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/payments/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund the escrow to the buyer
         * @description The buyer takes the held funds back (PAYMENT_COMPLETED or ORDER_IN_PROGRESS): the payment's
         *     `escrowStatus` becomes REFUNDED and the workflow ORDER_CANCELLED, in one transaction under the
         *     workflow's lock. Refunding after a release, or twice, is a 409 and moves nothing. The body may give a
         *     reason.
         */
        post: operations["refundEscrow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's money as a seller, from the ledger
         * @description The caller's balance as a seller and one row per order it was paid for, computed from the ledger's
         *     postings by account (never from payment statuses): `heldInEscrow` sums the escrow of held payments
         *     of workflows where the caller is the chosen seller; `available` is the caller's `seller_payable`
         *     balance (released to it, not yet paid out); `paidOut` is what left the platform to its bank; `fees`
         *     sums the platform's fees on its orders. Any movement of an order (a release, a refund, a dispute's
         *     split, a payout) counts by the accounts it posts to. Only money in `currency` is counted. The money
         *     belongs to the business the caller acts for: every member of it reads the business's balance and
         *     orders, whichever member sold (a caller without a business sees its own). Nobody sees another
         *     business's payouts: a buyer, or a seller that was not chosen, sees none of anyone else's. Rows are the
         *     newest orders first, a page at a time.
         */
        get: operations["getPayouts"];
        put?: never;
        /**
         * Pay out the available balance to the seller's bank
         * @description An ADMIN of the business the caller acts for (or a seller without a business) pays out the business's
         *     whole `available` balance in `currency` (sandbox: no bank is called), recorded in the business's audit
         *     log as `payout.created`. One
         *     `payout` ledger movement per order with money available: `seller_payable` −amount, `seller_paid_out`
         *     +amount. Never pays out more than is available: two payouts at once pay once, and the second finds
         *     nothing left (409). Replays its first answer per `Idempotency-Key`.
         */
        post: operations["createPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/metrics/seller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A seller's Key Metrics for the dashboard
         * @description The figures as a seller of the business the caller acts for (every member's deals and revenue, whoever
         *     acted; the caller's own without a business), in `currency` (USD when omitted); buyer figures stay in
         *     `getBusinessMetrics`. `revenue` is the net the ledger credited to the caller (released to it, less
         *     fees; paid out or not). `activeDeals` counts open workflows (`WorkflowStatus`'s `x-sets.open`) where
         *     the caller is the chosen seller, is invited or has a pending proposal: the open workflows its
         *     dashboard lists. `winRate` is accepted proposals over decided ones (accepted or
         *     rejected), with its numerator and denominator; null before any decision. `averageTimeToAwardHours`
         *     is the mean time from an accepted proposal's submission to its award, in whole hours; null before
         *     any award.
         */
        get: operations["getSellerMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/order/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a started order delivered
         * @description The workflow's chosen seller says the order is delivered (ORDER_IN_PROGRESS, funds held, not marked
         *     before): the held payment gets `deliveredAt` and `inspectionEndsAt` (the server's inspection period
         *     later, 7 days unless configured). Until then the buyer releases the funds or opens a dispute; when the
         *     period ends with neither, the funds are released automatically. The workflow stays ORDER_IN_PROGRESS.
         *     The buyer side and other invited sellers get 403; anyone else 404.
         */
        post: operations["markOrderDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        /**
         * The workflow's disputes with their events
         * @description Newest first, each with its events in order. The buyer side, the chosen seller and platform admins
         *     read them; other invited sellers get 403; anyone else 404. An inspection period that has ended is
         *     settled (automatic release) before the answer.
         */
        get: operations["listWorkflowDisputes"];
        put?: never;
        /**
         * Open a dispute about a started order
         * @description Once the seller has started the order the buyer cannot take the funds back alone: it opens a dispute
         *     (ORDER_IN_PROGRESS, funds held, no open dispute, before the inspection period ends) with a reason, a
         *     description and, as evidence, documents of this workflow the seller can read. While it is open the
         *     funds can be neither released nor released automatically. The seller answers (`respondToDispute`).
         *     The buyer only: members of its business and the sellers get 403; anyone else 404.
         */
        post: operations["openDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/disputes/{disputeId}/respond": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The seller answers an open dispute
         * @description The chosen seller answers an OPEN dispute: `accept_refund` returns every held unit to the buyer and
         *     cancels the order; `offer_partial` offers the buyer `amount` (more than 0, less than what is held),
         *     which the buyer accepts or rejects; `contest` hands the dispute to a platform admin. One answer per
         *     dispute: a second is a 409. The buyer side and other sellers get 403; anyone else 404.
         */
        post: operations["respondToDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/disputes/{disputeId}/accept-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer accepts the seller's partial refund
         * @description The buyer accepts an OFFERED dispute's partial refund: the offered amount goes back to the buyer, the
         *     rest to the seller less the platform fee on it; the payment's `escrowStatus` becomes
         *     PARTIALLY_REFUNDED and the workflow ORDER_COMPLETED, in one transaction under the workflow's lock.
         *     The buyer only (403 for the rest of the workflow's parties; anyone else 404).
         */
        post: operations["acceptDisputeOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/disputes/{disputeId}/reject-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer rejects the seller's partial refund
         * @description The buyer rejects an OFFERED dispute's partial refund: the dispute becomes CONTESTED and waits for a
         *     platform admin's decision. The buyer only (403 for the rest of the workflow's parties; anyone else 404).
         */
        post: operations["rejectDisputeOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/disputes/{disputeId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer withdraws a dispute
         * @description The buyer withdraws a dispute that is not settled (OPEN, OFFERED or CONTESTED): it becomes WITHDRAWN
         *     and the order continues (release, a new dispute, or the automatic release once the inspection period
         *     ends). The buyer only (403 for the rest of the workflow's parties; anyone else 404).
         */
        post: operations["withdrawDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Disputes for the platform admins
         * @description Platform admins (role `admin`) only; everyone else signed in gets 403. Newest first, filtered by
         *     `status` (CONTESTED, those waiting for an admin's decision, when omitted), each with its events.
         */
        get: operations["listAdminDisputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/disputes/{disputeId}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A platform admin decides a contested dispute
         * @description A platform admin settles a CONTESTED dispute: RELEASED (every held unit to the seller less the fee;
         *     ORDER_COMPLETED), REFUNDED (every held unit to the buyer; ORDER_CANCELLED) or SPLIT (`refundAmount`,
         *     more than 0 and less than what is held, to the buyer, the rest to the seller less the fee on it;
         *     ORDER_COMPLETED, `escrowStatus` PARTIALLY_REFUNDED). Everyone else signed in gets 403.
         */
        post: operations["decideDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Jobs on the queue for the platform admins
         * @description Platform admins (role `admin`) only; everyone else signed in gets 403. The jobs in `state` (dead, those
         *     that failed every attempt, when omitted), newest first, with the count of jobs in each state. A job
         *     shows its name, key, attempts and last error, never its payload (it may carry personal data).
         */
        get: operations["listAdminJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/jobs/{jobId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A platform admin replays a dead job
         * @description Puts a dead job back on the queue, due now, with its attempts counted from zero; a runner takes it
         *     within a moment. Everyone else signed in gets 403.
         */
        post: operations["replayJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mail the server sent, for the platform admins
         * @description Platform admins (role `admin`) only; everyone else signed in gets 403. Newest first: to whom, which
         *     template, the subject and how its delivery went (ADR 0095). Not the bodies: they hold single-use
         *     links (password reset, e-mail verification) that no one but the recipient may follow. `to` filters by
         *     recipient (any case), `undelivered=true` keeps the mail not delivered yet.
         */
        get: operations["listAdminMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/iot/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a delivered unit as a device (seller)
         * @description The workflow's chosen seller (a SALES member of its business) registers one delivered unit once the
         *     order is in progress (ORDER_IN_PROGRESS or ORDER_COMPLETED): its serial number, model and the product
         *     it came from. The device belongs to the buyer's business (the workflow's buying business, or the buyer
         *     without one). The answer carries the device's secret credential: shown this once, stored only hashed
         *     (ADR 0099). Serial numbers are trimmed; one serial number is registered once per selling business.
         *     The buyer's side and other invited sellers get 403; anyone else 404.
         */
        post: operations["registerIotDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/iot/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The devices registered on a workflow
         * @description For the buyer's side and the chosen seller's business, oldest first. Other invited sellers get 403;
         *     anyone else 404.
         */
        get: operations["listWorkflowIotDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/acceptance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the delivered units stand against the deal's acceptance test
         * @description The acceptance test the awarded proposal or offer carried, evaluated over each registered unit's
         *     telemetry (ADR 0100): operating hours counted from the unit's `operating_hours` counter and critical
         *     error codes seen (`error_code` points) since the unit was registered, within `withinDays` of the
         *     delivery. When every unit meets it the test PASSED: the buyer is told, and unless the buyer disputes
         *     within the inspection period the escrow is released automatically, the evidence kept on the timeline.
         *     For the buyer's side and the chosen seller's business; other invited sellers 403; anyone else 404.
         */
        get: operations["getWorkflowAcceptance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fleet/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The acting business's fleet
         * @description `side=OWNED` (the default): the devices the acting business owns (bought), with status, battery and
         *     last seen. `side=SOLD`: the devices the acting business sold, for support; for those only the metrics
         *     each owner shares are readable. Newest registration first. `status` filters by the status computed
         *     from the last point and the open alerts.
         */
        get: operations["listIotDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fleet/devices/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's id. */
                deviceId: components["parameters"]["IotDeviceId"];
            };
            cookie?: never;
        };
        /**
         * One device
         * @description For the owning business's members, and the selling business's members (`viewer` SELLER). Anyone else 404.
         */
        get: operations["getIotDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a device or choose the metrics shared with its seller
         * @description The owning business's ADMIN or PURCHASER. `sharedMetrics` lists the metric names the seller may read
         *     for support (an empty list shares nothing). The seller's members get 403; anyone else 404.
         */
        patch: operations["updateIotDevice"];
        trace?: never;
    };
    "/v2/fleet/devices/{deviceId}/credential": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's id. */
                deviceId: components["parameters"]["IotDeviceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new credential (the old one stops working)
         * @description The owning business's ADMIN; also the seller's SALES member until the owner first rotates it (the
         *     seller sets the unit up). The new credential is shown this once. The previous one is refused at once,
         *     on every instance. Others of the owner or seller get 403; anyone else 404.
         */
        post: operations["rotateIotDeviceCredential"];
        /**
         * Revoke the credential (the device can no longer post)
         * @description The owning business's ADMIN. A revoked device posts nothing until a new credential is issued.
         */
        delete: operations["revokeIotDeviceCredential"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fleet/devices/{deviceId}/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Chart data of a device's metrics over a time range
         * @description Up to 6 metrics over `range` ending at `to` (now by default): raw points for 1h, per-minute roll-ups
         *     for 24h, per-hour roll-ups for 7d and 30d (`resolution`), each bucket with its average, minimum,
         *     maximum, last value and count. For the owner's members; for the seller's, only shared metrics (others
         *     come back with no points). Anyone else 404.
         */
        get: operations["getIotSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fleet/devices/{deviceId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A device's live points, status and alerts (Server-Sent Events)
         * @description A `text/event-stream` that stays open, for the device page. Each event has an `event:` name and one
         *     `data:` line of JSON (`IotDeviceEvent`):
         *
         *     | event | data |
         *     |---|---|
         *     | `device` | `IotDevice` (at connect, then whenever its status, battery or last seen changes) |
         *     | `points` | `IotPointBatch` (points as they are stored; for a seller, shared metrics only) |
         *     | `alert` | `IotAlert` (raised, acknowledged or resolved) |
         *     | `end` | `StreamEnd` (the last event) |
         *
         *     Fanned out through the database to every instance. Re-checked like a workflow's stream: it ends with
         *     `access_revoked` when the caller may no longer read the device (left the business, sharing withdrawn
         *     leaves a seller's stream open with no points). Limits as `streamWorkflowEvents`. Accepts the
         *     `auth-token` cookie, set under `Path=/v2/fleet` with every token pair delivered to a browser session.
         */
        get: operations["streamIotDeviceEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/iot/{id}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's id. */
                id: components["parameters"]["DeviceId"];
            };
            cookie?: never;
        };
        /**
         * A device's raw points, newest first
         * @description For the owner's members; for the seller's, shared metrics only. Anyone else 404.
         */
        get: operations["listIotMetrics"];
        put?: never;
        /**
         * Post a batch of points (device)
         * @description Authenticated by the device's own credential only (valid for this device; a revoked or rotated one is
         *     401). Points with the same device, metric and timestamp as a stored one are duplicates and change
         *     nothing; out-of-order and late points are stored (late ones older than the retention period are
         *     dropped and counted). A point more than 5 minutes in the future, or a value that is not a finite
         *     number, refuses the whole batch with 400 and stores nothing. Metric names are trimmed and lower-cased
         *     (`Battery-Level` is stored as `battery_level`). Well-known metrics: `battery` (%), `uptime` (s),
         *     `operating_hours` (h, a counter), `position_x`, `position_y` (m), `error_code` (the code),
         *     `utilisation` (%), `temperature` (°C). Per device at most 20 batches per second (429 past it).
         *     The same batch may be published over MQTT (opt-in port, topic `devices/{id}/metrics`, username the
         *     device id, password the credential).
         */
        post: operations["postIotMetrics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fleet/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The acting business's alert rules
         * @description Any member of the acting business, oldest first.
         */
        get: operations["listIotAlertRules"];
        put?: never;
        /**
         * Add an alert rule
         * @description The acting business's ADMIN or PURCHASER. A rule watches one metric of every device the business owns,
         *     or one device (`deviceId`): BELOW or ABOVE a threshold for `forMinutes`, ERROR_CODE (a code seen; a
         *     threshold narrows it to that code), OFFLINE (no point for `forMinutes`). At most 50 rules.
         */
        post: operations["createIotAlertRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fleet/rules/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The alert rule's id. */
                ruleId: components["parameters"]["IotRuleId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change an alert rule
         * @description The rule's business's ADMIN or PURCHASER; other members 403; anyone else 404.
         */
        put: operations["updateIotAlertRule"];
        post?: never;
        /**
         * Remove an alert rule (its alerts stay)
         * @description The rule's business's ADMIN or PURCHASER; other members 403; anyone else 404.
         */
        delete: operations["deleteIotAlertRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fleet/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alerts raised on the acting business's devices, newest first
         * @description Any member of the owning business. `status` and `deviceId` filter.
         */
        get: operations["listIotAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fleet/alerts/{alertId}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge an open alert
         * @description Any member of the owning business but a VIEWER (403); anyone else 404.
         */
        post: operations["acknowledgeIotAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fleet/alerts/{alertId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an alert
         * @description Any member of the owning business but a VIEWER (403); anyone else 404.
         */
        post: operations["resolveIotAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/workflows/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workflow's documents
         * @description The documents of the caller's threads, oldest first, a page at a time: a seller sees its own thread's
         *     and the broadcast ones; the buyer's side sees all, or one thread's (and the broadcast ones) with
         *     `sellerId`.
         */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Attach a file to a workflow
         * @description Any party uploads one file (at most 25 MB) as the multipart field `file`, into a thread: a seller into
         *     its own; the buyer's side into `sellerId`'s thread (optional while the workflow has one seller) or,
         *     with `broadcast=true`, for every seller (the RFP's drawings). The thread rules of `createMessage`
         *     apply (403, 404, 409). The server stores it under
         *     a generated name, adds its `url` to the workflow's `attachments` and serves it at `url`. A request
         *     body much larger than 25 MB is refused with 413 before it is read. A workflow holds at most 200
         *     documents and 200 MB in all (409 `quota_exceeded`), and one user uploads at most 100 files an hour
         *     (429 `rate_limited` with `Retry-After`); a refused upload stores nothing.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a workflow's document
         * @description For those who read the document's thread only (404 for anyone else, another seller of the same
         *     workflow included). Plain links cannot set
         *     headers, so this operation also accepts the `auth-token` cookie, which the server sets (HttpOnly,
         *     `Path=/api/documents`, and again under `Path=/v2/workflows` and `Path=/v2/notifications/events` for event streams, as long as the access
         *     token lives) with every token pair it delivers to a
         *     browser session (`X-Token-Delivery: cookie`) and clears on logout. Served with the stored media type,
         *     `Content-Disposition: attachment` (the document's `originalName` as `filename*`, RFC 6266) and
         *     `X-Content-Type-Options: nosniff`.
         */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe event receiver
         * @description Called by Stripe, authenticated by the `Stripe-Signature` header over the raw body. Duplicate and
         *     out-of-order events are harmless: each event is applied at most once and only when it moves a payment
         *     forward.
         */
        post: operations["stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Approval requests of the business the caller acts for
         * @description Every member of the acting business reads its approval requests, newest first. `scope=to_decide`
         *     (the default) lists the PENDING ones the caller may still approve (an APPROVER who did not ask for
         *     the award and has not approved it yet); `scope=requested` the caller's own requests, in any status;
         *     `scope=all` every request of the business. An award over the budget a parent business set for its
         *     subsidiary is decided by the parent's APPROVERs: it is listed for the parent's members too, and only
         *     they may decide it. A customer (no business) has none.
         */
        get: operations["listApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/approvals/{approvalId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an award waiting for approval
         * @description An APPROVER of the business who did not ask for the award, once. When the request has the approvals
         *     its chain requires, the award proceeds in the same transaction exactly as an accept does (the
         *     proposal ACCEPTED, the others REJECTED, the workflow PRICE_AGREED; or the offer's DIRECT_ORDER).
         *     Of an approval racing a withdrawal, an expiry or another approval, exactly one outcome holds; the
         *     loser gets 409. The `Idempotency-Key` replays the first answer.
         */
        post: operations["approveAward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/approvals/{approvalId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an award waiting for approval, with a reason
         * @description An APPROVER of the business who did not ask for the award. The proposal goes back to PENDING (the
         *     offer to COUNTERED) and the requester sees the reason on the request (`scope=requested`).
         */
        post: operations["declineAward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/approval-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's approval rules
         * @description Every member reads them. A business that never saved rules has no threshold and no chain: only
         *     members' own spending limits (and a parent's budget) send awards to approval, each needing one
         *     approval.
         */
        get: operations["getApprovalRules"];
        /**
         * Set the business-wide threshold and the chain of approvals by amount
         * @description Only an ADMIN. Requests already waiting keep the number of approvals they were made with. Recorded
         *     in the audit log.
         */
        put: operations["updateApprovalRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/subsidiaries/{subsidiaryId}/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set (or remove) a subsidiary's budget
         * @description Only an ADMIN of the parent business (`id`) of a subsidiary whose parent link is approved. Once the
         *     subsidiary's awards (workflows agreed and not cancelled, in the budget's currency) would pass the
         *     budget, an award waits for the parent's approvers. `budget: null` removes it. Recorded in the
         *     parent's audit log.
         */
        put: operations["setSubsidiaryBudget"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first
         * @description What the caller was told in the app: each with a title, a link to the object it is about (a path of
         *     the app) and whether it was read. A notification reaches only those who may see its object.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of the caller's notifications are unread
         * @description The bell's number. Clients that hold `streamNotificationEvents` open are told each change; while it is
         *     not open they ask again when the window regains focus and every 30 seconds (one indexed query).
         */
        get: operations["getUnreadNotificationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's live unread count (Server-Sent Events)
         * @description A `text/event-stream` that stays open, for the bell. Each event has an `event:` name and one `data:`
         *     line of JSON:
         *
         *     | event | data |
         *     |---|---|
         *     | `unread` | `UnreadNotificationCount` (at connect, then whenever the caller's unread count changes) |
         *     | `end` | `StreamEnd` (the last event: the server ends the stream) |
         *
         *     `NotificationEvent` describes each event as `{event, data}`. The count changes when a notification is
         *     created for the caller, or when the caller reads one or all; it is told once the change commits, to
         *     the caller only, on every instance. A comment line (`: ping`) is sent every 20 seconds. Events are not
         *     replayed; the first event after (re)connecting is the current count.
         *
         *     Before each event and at each ping the stream re-checks the session and the access token it was opened
         *     with: when the token has expired it sends `end` with `token_expired` (refresh, then reconnect), when
         *     the session has ended `signed_out` (do not reconnect), and closes. A user may hold 5 open streams per
         *     server instance (shared with `streamWorkflowEvents`), and an instance 1,000 in all; past either limit
         *     the answer is 429. Browsers' `EventSource` cannot set headers, so this operation also accepts the
         *     `auth-token` cookie, which the server sets under `Path=/v2/notifications/events` with every token pair
         *     it delivers to a browser session. Clients that cannot keep the stream open ask
         *     `getUnreadNotificationCount` instead.
         */
        get: operations["streamNotificationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/{notificationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one notification read
         * @description Marking a read notification again changes nothing. Another person's notification is a 404.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification of the caller read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn off e-mail for one event type with the token of a mail's unsubscribe link
         * @description One click, no sign-in: the token in a notification mail's unsubscribe link (and its
         *     `List-Unsubscribe` header) turns off e-mail and the digest for that mail's event type. The token may
         *     be used again (the answer is the same). A token the server did not issue is a 400.
         */
        post: operations["unsubscribeFromNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/me/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notification preferences, per event type and channel
         * @description One entry per event type, in the order of `NotificationType`. A type never changed has the defaults:
         *     in the app and by e-mail, no digest.
         */
        get: operations["getNotificationPreferences"];
        /**
         * Change the caller's notification preferences
         * @description Changes the event types sent; the others keep theirs. `digest` gathers the type's mails into one
         *     daily mail instead of one mail each (with `email` off too, the digest still carries them).
         */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/business/{id}/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which new RFPs the business hears about, and who hears
         * @description Every member reads them. A business that never saved settings hears about no new RFP.
         */
        get: operations["getBusinessNotificationSettings"];
        /**
         * Choose the categories of new RFPs the business hears about, and who hears
         * @description Only an ADMIN. When an RFP enters the marketplace in one of `rfpCategories` (compared without case),
         *     the members holding `rfpRecipientRole` are told (in the app and as their preferences say for
         *     `rfp.new_matching`). The buyer's own business is never told of its own RFP. Recorded in the audit log.
         */
        put: operations["updateBusinessNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The error body of every failed request. */
        Error: {
            /**
             * @description Machine-readable error code.
             * @example validation_failed
             * @enum {string}
             */
            code: "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "quota_exceeded" | "idempotency_key_reused" | "card_declined" | "insufficient_funds" | "rate_limited" | "not_implemented" | "unavailable" | "internal";
            /** @description A sentence for people. */
            message: string;
            /** @description Further detail, such as the first invalid field. */
            error?: string;
            /** @description On a 400 that names input fields: which field failed and why, in words for people. A form shows each message next to the control for that field, after the control's label ("Title" + " must be at most 200 characters"). Absent when no particular field is at fault. */
            fields?: components["schemas"]["FieldProblem"][];
        };
        /** @description One invalid input field of a request. */
        FieldProblem: {
            /**
             * @description The field's path in the request body, segments joined by `/` (`name`, `images/0`, `specifications/Weight`).
             * @example name
             */
            field: string;
            /**
             * @description What is wrong, worded to follow the field's name or label.
             * @example must be at most 200 characters
             */
            message: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "pglite" | "postgres";
        };
        /** Format: email */
        Email: string;
        WaitlistSignupRequest: {
            email: components["schemas"]["Email"];
        };
        WaitlistSignupResponse: {
            email: components["schemas"]["Email"];
            /**
             * Format: date-time
             * @description When the address first joined.
             */
            joined_at: string;
        };
        ContactMessageRequest: {
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
            message: string;
        };
        ContactMessageReceipt: {
            /**
             * Format: uuid
             * @description The message's reference, to quote in a follow-up.
             */
            id: string;
            /** Format: date-time */
            received_at: string;
        };
        NewsletterSubscribeRequest: {
            email: components["schemas"]["Email"];
        };
        NewsletterSubscribeResponse: {
            email: components["schemas"]["Email"];
        };
        PageViewRequest: {
            /** @description The page's path, starting with `/`; a query or fragment is dropped before counting. */
            path: string;
            /** @description The referring page's address; only its host is kept, and only when it is another site. */
            referrer?: string;
        };
        /**
         * @description An amount with exactly two decimals, in the `currency` beside it.
         * @example 12500.00
         */
        Money: string;
        /**
         * @description A sum of `Money` amounts (a dashboard total) with exactly two decimals: up to 20 integer digits, since many amounts of up to 13 digits add up to more.
         * @example 19999999999999.98
         */
        MoneyTotal: string;
        /**
         * @description An amount in a filter, as a person types it: whole or with one or two decimals, with or without commas between thousands, spaces around it allowed (`30000`, `30,000`, `30000.5`, `30000.50`, ` 30000 `). The server reads it as the two-decimal `Money` it stands for (`30000.00`, `30000.50`) before filtering. Exponents, signs, a decimal comma and more than 13 whole digits are refused with a 400 naming the parameter. Bodies that store an amount take `Money` only.
         * @example 30,000
         * @example 30000.5
         */
        MoneyQuery: string;
        /**
         * @description An amount greater than zero with exactly two decimals.
         * @example 499.99
         */
        PositiveMoney: string;
        /**
         * @description An active ISO 4217 currency code (list one, 2026): national currencies and the shared ones (XAF, XCD, XCG, XOF, XPF); withdrawn codes, fund codes, precious metals and testing codes are refused. Amounts in a currency without a minor unit (ISO 4217 exponent 0, such as JPY, KRW, CLP, XOF; and MGA, charged in whole ariary) are whole (`.00`); see Money.
         * @example USD
         * @enum {string}
         */
        Currency: "AED" | "AFN" | "ALL" | "AMD" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VED" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWG";
        /**
         * Format: uri
         * @description An absolute `http:` or `https:` URL (lower-case scheme, with a host); other schemes (`javascript:`, `data:`, `file:`, ...) are refused.
         * @example https://cdn.example.com/robots/r2.png
         */
        HttpUrl: string;
        /** @description A server-generated document name. */
        DocumentName: string;
        /** @description Free key/value pairs. */
        StringMap: {
            [key: string]: string;
        };
        /** @enum {string} */
        UserType: "CUSTOMER" | "BUSINESS";
        /**
         * @description `customer` for customers; `parent_dealership` or `child_dealership` for business sign-ups by business
         *     type; `dealer` for other sellers; `admin` for the platform operator.
         * @enum {string}
         */
        UserRole: "customer" | "dealer" | "admin" | "parent_dealership" | "child_dealership";
        /**
         * @description The roles that sell.
         * @enum {string}
         */
        SellerRole: "dealer" | "parent_dealership" | "child_dealership";
        /** @enum {string} */
        BusinessType: "parent_company" | "subsidiary";
        /**
         * @description A summary of a member's roles for older clients: ADMIN when `roles` include ADMIN, else MEMBER.
         * @enum {string}
         */
        MembershipRole: "ADMIN" | "MEMBER";
        /**
         * @description What a member may do for the business: ADMIN (members, keys, settings), PURCHASER (create workflows, accept within their spending limit, pay), SALES (products, proposals, offers), APPROVER (approve awards over a limit), VIEWER (read only).
         * @enum {string}
         */
        BusinessRole: "ADMIN" | "PURCHASER" | "SALES" | "APPROVER" | "VIEWER";
        /** @description A member's roles, one or more, each once. */
        BusinessRoles: components["schemas"]["BusinessRole"][];
        /** @description The most a member may award without an approval, in one currency. */
        SpendingLimit: {
            amount: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
        };
        /** @description Who did something for a party (ADR 0089): the member who acted and the business they acted for, shown as "Sent by Ada Lovelace for Meridian Automation". `businessName` is null for a customer, who acts for themselves. */
        SentBy: {
            /** Format: uuid */
            userId: string;
            /** @description The member's display name (their name, else their business's, else their e-mail). */
            name: string;
            /**
             * Format: uuid
             * @description The business they acted for; null for a customer acting for themselves.
             */
            businessId?: string | null;
            businessName: string | null;
        };
        Password: string;
        /** @description One line of text (no line breaks or other control characters). */
        PersonName: string;
        /** @description A name or title: one line of text (no line breaks or other control characters), at most 200 characters. */
        SingleLineName: string;
        /** @example +1 555 0100 */
        PhoneNumber: string;
        /** @description `company_name` and `business_type` are required for BUSINESS and rejected for CUSTOMER. */
        RegisterRequest: {
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
            first_name: components["schemas"]["PersonName"];
            last_name: components["schemas"]["PersonName"];
            user_type: components["schemas"]["UserType"];
            phone_number?: components["schemas"]["PhoneNumber"];
            company_name?: components["schemas"]["SingleLineName"];
            business_type?: components["schemas"]["BusinessType"];
            /**
             * Format: uuid
             * @description A subsidiary's parent business: asks that business's ADMINs to approve the link (the business is
             *     created unlinked until then).
             */
            parent_business_id?: string;
        };
        LoginRequest: {
            email: components["schemas"]["Email"];
            password: string;
        };
        RefreshRequest: {
            /** @description Required unless `X-Token-Delivery` is `cookie` and the `refresh-token` cookie is sent. */
            refresh_token?: string;
        };
        LogoutRequest: {
            refresh_token?: string;
        };
        ChangePasswordRequest: {
            current_password: string;
            new_password: components["schemas"]["Password"];
        };
        /** @description The token of a mailed link (base64url). */
        AccountToken: string;
        AccountTokenRequest: {
            token: components["schemas"]["AccountToken"];
        };
        PasswordResetRequest: {
            email: components["schemas"]["Email"];
        };
        PasswordResetConfirmRequest: {
            token: components["schemas"]["AccountToken"];
            password: components["schemas"]["Password"];
        };
        EmailChangeRequest: {
            email: components["schemas"]["Email"];
            password: string;
        };
        DeleteAccountRequest: {
            password: string;
        };
        DataExportRequested: {
            /** Format: uuid */
            id: string;
        };
        /**
         * @description Everything the server keeps about the user, as of `exported_at`: the profile, memberships, sessions,
         *     the deals they took part in as the buyer or a seller, their notifications and notification preferences.
         */
        DataExportArchive: {
            /** Format: date-time */
            exported_at: string;
            user: {
                [key: string]: unknown;
            };
            memberships: {
                [key: string]: unknown;
            }[];
            sessions: {
                [key: string]: unknown;
            }[];
            deals: {
                [key: string]: unknown;
            }[];
            notifications: {
                [key: string]: unknown;
            }[];
            notification_preferences: {
                [key: string]: unknown;
            }[];
        };
        UpdateMeRequest: {
            first_name?: components["schemas"]["PersonName"];
            last_name?: components["schemas"]["PersonName"];
            /** @description null removes the phone number. */
            phone_number?: components["schemas"]["PhoneNumber"] | null;
        };
        User: {
            /** Format: uuid */
            id: string;
            email: components["schemas"]["Email"];
            first_name: string;
            last_name: string;
            phone_number: string | null;
            user_type: components["schemas"]["UserType"];
            role: components["schemas"]["UserRole"];
            /** Format: date-time */
            created_at: string;
        };
        /** @description The signed-in user with their business memberships. */
        CurrentUser: {
            /** @description Whether the user confirmed their e-mail address (the link mailed at sign-up). Unverified accounts browse but may not pay or award (403). */
            email_verified: boolean;
            /** Format: uuid */
            id: string;
            email: components["schemas"]["Email"];
            first_name: string;
            last_name: string;
            phone_number: string | null;
            user_type: components["schemas"]["UserType"];
            role: components["schemas"]["UserRole"];
            /** Format: date-time */
            created_at: string;
            memberships: components["schemas"]["Membership"][];
            /**
             * Format: uuid
             * @description The business the user acts for (`chooseActingBusiness`): the membership chosen last, else the one
             *     joined first; null for a user without a business.
             */
            acting_business_id: string | null;
        };
        AuthSession: {
            /** @description A JWT for the `Authorization` header. */
            access_token: string;
            /**
             * @description An opaque token for `POST /v2/auth/refresh`. Absent with `X-Token-Delivery: cookie`: it is then in
             *     the HttpOnly `refresh-token` cookie.
             */
            refresh_token?: string;
            /** @constant */
            token_type: "Bearer";
            /** @description Seconds until the access token expires. */
            expires_in: number;
            user: components["schemas"]["User"];
            memberships: components["schemas"]["Membership"][];
            /**
             * Format: uuid
             * @description The business the user acts for; null for a user without a business.
             */
            acting_business_id: string | null;
        };
        TokenPair: {
            access_token: string;
            /** @description The next refresh token; absent with `X-Token-Delivery: cookie` (then in the cookie). */
            refresh_token?: string;
            /** @description Seconds until the access token expires. */
            expires_in: number;
        };
        Business: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uri */
            logo_url: string | null;
            /** @description Where invoices go, as the ADMIN typed it (several lines); null until set. */
            billing_address: string | null;
            /** @description Where deliveries go (several lines); null until set. */
            shipping_address: string | null;
            /** @description The business's tax or VAT number; null until set. */
            tax_id: string | null;
            business_type: components["schemas"]["BusinessType"];
            /** Format: uuid */
            parent_business_id: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description A user's membership of a business, with the business's name and logo. */
        Membership: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            business_id: string;
            role: components["schemas"]["MembershipRole"];
            roles: components["schemas"]["BusinessRoles"];
            /** @description The business's name. */
            name: string;
            /**
             * Format: uri
             * @description The business's logo.
             */
            logo_url: string | null;
        };
        CreateBusinessRequest: {
            name: components["schemas"]["SingleLineName"];
            business_type: components["schemas"]["BusinessType"];
            logo_url?: components["schemas"]["HttpUrl"];
            /**
             * Format: uuid
             * @description A subsidiary's parent: asks that business's ADMINs to approve the link, unless the caller is one.
             */
            parent_business_id?: string;
        };
        BusinessList: {
            businesses: components["schemas"]["Business"][];
            next_cursor: string | null;
        };
        AddBusinessMemberRequest: {
            /** Format: uuid */
            business_id: string;
            email: components["schemas"]["Email"];
            /** @description For older clients, when `roles` is left out: ADMIN gives ADMIN, PURCHASER, SALES and APPROVER; MEMBER (the default) gives PURCHASER and SALES. */
            role?: components["schemas"]["MembershipRole"];
            /** @description The roles the invitee gets on accepting; wins over `role`. */
            roles?: components["schemas"]["BusinessRoles"];
            /** @description The invitee's spending limit once a member; none when left out or null. */
            spending_limit?: components["schemas"]["SpendingLimit"] | null;
        };
        /**
         * @description PENDING until the invitee accepts or declines it, or an ADMIN withdraws it.
         * @enum {string}
         */
        InvitationStatus: "PENDING" | "ACCEPTED" | "DECLINED" | "WITHDRAWN";
        /** @description An invitation to join a business, addressed to an e-mail. */
        BusinessInvitation: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            business_id: string;
            /** @description The inviting business's name. */
            business_name: string;
            /**
             * Format: uri
             * @description The inviting business's logo.
             */
            logo_url: string | null;
            /** @description The invited e-mail, lower-case. */
            email: components["schemas"]["Email"];
            /** @description The role the invitee gets on accepting. */
            role: components["schemas"]["MembershipRole"];
            /** @description The roles the invitee gets on accepting. */
            roles: components["schemas"]["BusinessRoles"];
            spending_limit: components["schemas"]["SpendingLimit"] | null;
            status: components["schemas"]["InvitationStatus"];
            /**
             * Format: date-time
             * @description When it was sent (or last renewed).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description After this it can no longer be accepted.
             */
            expires_at: string;
        };
        BusinessInvitationList: {
            invitations: components["schemas"]["BusinessInvitation"][];
            next_cursor: string | null;
        };
        /** @description A member of a business, as its other members see them. */
        BusinessMember: {
            /**
             * Format: uuid
             * @description The membership's id.
             */
            id: string;
            /** Format: uuid */
            business_id: string;
            /** Format: uuid */
            user_id: string;
            email: string;
            first_name: string;
            last_name: string;
            role: components["schemas"]["MembershipRole"];
            roles: components["schemas"]["BusinessRoles"];
            /** @description The most the member may award without an approval; null, no limit of their own. */
            spending_limit: components["schemas"]["SpendingLimit"] | null;
            /** Format: date-time */
            joined_at: string;
        };
        /** @description A postal address, one to ten lines (line breaks allowed, no other control characters and no bidirectional controls), at most 500 characters. */
        BusinessAddress: string;
        /**
         * @description A tax or VAT number as printed on invoices (letters, digits, spaces, `.`, `-`, `/`).
         * @example DE 123456789
         */
        TaxId: string;
        /** @description The account details to change; at least one. */
        UpdateBusinessRequest: {
            name?: components["schemas"]["SingleLineName"];
            logo_url?: components["schemas"]["HttpUrl"] | null;
            billing_address?: components["schemas"]["BusinessAddress"] | null;
            shipping_address?: components["schemas"]["BusinessAddress"] | null;
            tax_id?: components["schemas"]["TaxId"] | null;
        };
        MemberSignOut: {
            /** @description How many live sessions ended (0 when the member was signed in nowhere). */
            sessions_ended: number;
        };
        /** @description The user who did something, as the business's ADMINs see them. */
        AuditActor: {
            /** Format: uuid */
            id: string;
            /** @description First and last name. */
            name: string;
            email: string;
        };
        /** @description One thing done for a business. */
        AuditEvent: {
            /** Format: uuid */
            id: string;
            /** @description `<subject>.<verb>`, e.g. `member.updated`, `invitation.sent`, `proposal.awarded`. */
            action: string;
            /** @description Who did it; null for the platform (a timer, a provider) or a deleted account. */
            actor: components["schemas"]["AuditActor"] | null;
            subject_type: string;
            /** Format: uuid */
            subject_id: string | null;
            /** @description What a reader needs to understand the event (names, amounts, roles); never a secret. */
            details: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            created_at: string;
        };
        AuditEventList: {
            events: components["schemas"]["AuditEvent"][];
            next_cursor: string | null;
        };
        /**
         * @description An exact web origin as browsers send it in `Origin`: `http` or `https`, a lower-case host, an optional port, nothing after it (no path, no trailing slash, no wildcard).
         * @example https://www.northgate-robotics.example
         */
        KeyOrigin: string;
        CreatePublishableKeyRequest: {
            /** Format: uuid */
            business_id: string;
            /** @description The origins whose pages may use the key; 1 to 10, no repeats. */
            allowed_origins: components["schemas"]["KeyOrigin"][];
        };
        PublishableKey: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            business_id: string;
            /**
             * @description The publishable key, `pk_` and 32 URL-safe characters; public by nature.
             * @example pk_4nJ2y0bq3mVx7Qe9sLr1WcZ8tHk5uP6d
             */
            key: string;
            allowed_origins: components["schemas"]["KeyOrigin"][];
            /** @description The member who created it; null when their account is gone. */
            created_by: components["schemas"]["AuditActor"] | null;
            /** Format: date-time */
            created_at: string;
        };
        PublishableKeyList: {
            keys: components["schemas"]["PublishableKey"][];
            next_cursor: string | null;
        };
        BusinessMemberList: {
            members: components["schemas"]["BusinessMember"][];
            next_cursor: string | null;
        };
        /** @description Changes only what is sent; at least one field. */
        UpdateBusinessMemberRequest: {
            /** @description For older clients; ADMIN adds the ADMIN role, MEMBER removes it. */
            role?: components["schemas"]["MembershipRole"];
            roles?: components["schemas"]["BusinessRoles"];
            /** @description null removes the member's limit. */
            spending_limit?: components["schemas"]["SpendingLimit"] | null;
        };
        /**
         * @description PENDING until an ADMIN of the named parent approves or declines it.
         * @enum {string}
         */
        LinkRequestStatus: "PENDING" | "APPROVED" | "DECLINED";
        /** @description A subsidiary's request to name a business as its parent. */
        BusinessLinkRequest: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The subsidiary asking.
             */
            business_id: string;
            /** @description The subsidiary's name. */
            business_name: string;
            /**
             * Format: uuid
             * @description The business named as parent.
             */
            parent_business_id: string;
            /** @description The e-mail of the user who asked. */
            requested_by_email: string;
            status: components["schemas"]["LinkRequestStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            decided_at: string | null;
        };
        BusinessLinkRequestList: {
            link_requests: components["schemas"]["BusinessLinkRequest"][];
            next_cursor: string | null;
        };
        Metrics: {
            totalSpend: components["schemas"]["MoneyTotal"];
            activeWorkflows: number;
            savings: components["schemas"]["MoneyTotal"];
            currency: components["schemas"]["Currency"];
        };
        ChooseActingBusinessRequest: {
            /**
             * Format: uuid
             * @description A business the caller is a member of.
             */
            business_id: string;
        };
        /** @description A business as the parent search shows it to anyone; nothing but its id and name. */
        BusinessSearchResult: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        BusinessSearchResults: {
            businesses: components["schemas"]["BusinessSearchResult"][];
        };
        /** @description One subsidiary's figures, counted as `getBusinessMetrics` counts a business's. */
        SubsidiaryFigures: {
            /** Format: uuid */
            business_id: string;
            /** @description The subsidiary's name. */
            name: string;
            /** @description The budget the parent set for the subsidiary (`setSubsidiaryBudget`); null without one. Awards past it wait for the parent's approvers. */
            budget: components["schemas"]["SpendingLimit"] | null;
            /**
             * @description The subsidiary's open workflows in `currency`, most recently updated first (at most 5), for the parent
             *     to open read-only.
             */
            workflows: components["schemas"]["SubsidiaryWorkflow"][];
            totalSpend: components["schemas"]["MoneyTotal"];
            activeWorkflows: number;
            savings: components["schemas"]["MoneyTotal"];
        };
        SubsidiaryWorkflow: {
            /** Format: uuid */
            id: string;
            title: string;
            status: components["schemas"]["WorkflowStatus"];
        };
        SubsidiaryRollUp: {
            subsidiaries: components["schemas"]["SubsidiaryFigures"][];
            /** @description The sums over every subsidiary listed. */
            total: components["schemas"]["Metrics"];
            currency: components["schemas"]["Currency"];
        };
        /**
         * @description Where an order's money stands for its seller: `held` (in escrow), `available` (released, not paid
         *     out), `paid_out` (sent to the seller's bank), `refunded` (went back to the buyer; nothing to the
         *     seller).
         * @enum {string}
         */
        PayoutState: "held" | "available" | "paid_out" | "refunded";
        PayoutBalance: {
            heldInEscrow: components["schemas"]["MoneyTotal"];
            available: components["schemas"]["MoneyTotal"];
            paidOut: components["schemas"]["MoneyTotal"];
            fees: components["schemas"]["MoneyTotal"];
            currency: components["schemas"]["Currency"];
        };
        PayoutOrder: {
            /** Format: uuid */
            workflowId: string;
            title: string;
            /** Format: uuid */
            paymentId: string;
            /** @description What the buyer paid for the order. */
            gross: components["schemas"]["Money"];
            /** @description The platform's fee on the order. */
            fee: components["schemas"]["Money"];
            /** @description What the seller gets (released to it, paid out or not); 0.00 while held or refunded. */
            net: components["schemas"]["Money"];
            state: components["schemas"]["PayoutState"];
            currency: components["schemas"]["Currency"];
            /**
             * Format: date-time
             * @description When the buyer's funds were held.
             */
            paidAt: string;
            /**
             * Format: date-time
             * @description When money was first credited to the seller; null until then.
             */
            releasedAt: string | null;
            /**
             * Format: date-time
             * @description When the order's money was paid out; null until then.
             */
            paidOutAt: string | null;
        };
        Payouts: {
            balance: components["schemas"]["PayoutBalance"];
            orders: components["schemas"]["PayoutOrder"][];
            next_cursor: string | null;
        };
        CreatePayoutRequest: {
            /** @description The currency whose available balance is paid out; USD when omitted. */
            currency?: components["schemas"]["Currency"];
        };
        WinRate: {
            accepted: number;
            decided: number;
            /** @description accepted ÷ decided as a decimal with four places ("0.6667"), never a float. */
            rate: string;
        };
        SellerMetrics: {
            revenue: components["schemas"]["MoneyTotal"];
            activeDeals: number;
            winRate: components["schemas"]["WinRate"] | null;
            averageTimeToAwardHours: number | null;
            currency: components["schemas"]["Currency"];
        };
        /** @enum {string} */
        ProductCategory: "ROBOT" | "PART" | "ACCESSORY" | "SOFTWARE" | "SERVICE";
        /** @enum {string} */
        ProductCondition: "NEW" | "USED" | "REFURBISHED";
        Product: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string;
            price: components["schemas"]["Money"];
            /** @description The "was" price, always above `price`; present only while the product is on sale. */
            compare_at_price?: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            category: components["schemas"]["ProductCategory"];
            condition: components["schemas"]["ProductCondition"];
            /** @description The product's images, the cover first. */
            images: components["schemas"]["ProductImageUrl"][];
            specifications: components["schemas"]["StringMap"];
            /** Format: uuid */
            seller_id: string;
            /** @description The seller's business name (the business the product is listed under), else the seller's first and last name. */
            seller_name: string;
            /**
             * Format: uuid
             * @description The business the product is listed under: its SALES members change it, whoever created it (`seller_id`). Absent for a product of a seller without a business.
             */
            business_id?: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description An image of a product: an absolute `http:` or `https:` URL, or a root-relative `/api/images/{name}` path to an image stored by this server (clients resolve it against their API base).
         * @example https://cdn.example.com/robots/r2.png
         * @example /api/images/3f2c9a0e-6f1b-4c1e-9d3a-2b7c1e0f5a44.png
         */
        ProductImageUrl: string;
        /** @description The product's images in order, the cover first; at most 20. On update, send the list to reorder or remove images; an uploaded `/api/images/{name}` path may only be kept, not added (upload adds them), and an uploaded image no product keeps is deleted. */
        ProductImages: components["schemas"]["ProductImageUrl"][];
        CreateProductRequest: {
            name: components["schemas"]["SingleLineName"];
            description: string;
            price: components["schemas"]["PositiveMoney"];
            /** @description The "was" price, which puts the product on sale; must be above `price`. None when omitted. */
            compare_at_price?: components["schemas"]["PositiveMoney"];
            /** @description USD when omitted. In a currency without a minor unit (JPY, ...) `price` and `compare_at_price` are whole (`.00`), else a 400 naming them. */
            currency?: components["schemas"]["Currency"];
            /** @description ROBOT when omitted. */
            category?: components["schemas"]["ProductCategory"];
            /** @description NEW when omitted. */
            condition?: components["schemas"]["ProductCondition"];
            /** @description None when omitted. */
            images?: components["schemas"]["ProductImages"];
            /** @description None when omitted. */
            specifications?: components["schemas"]["StringMap"];
        };
        UpdateProductRequest: {
            name?: components["schemas"]["SingleLineName"];
            description?: string;
            price?: components["schemas"]["PositiveMoney"];
            /** @description The "was" price; must be above the price the product has after this change. null ends the sale. */
            compare_at_price?: components["schemas"]["PositiveMoney"] | null;
            /** @description In a currency without a minor unit (JPY, ...) the product's prices, sent or kept, must be whole (`.00`), else a 400 naming them. */
            currency?: components["schemas"]["Currency"];
            category?: components["schemas"]["ProductCategory"];
            condition?: components["schemas"]["ProductCondition"];
            images?: components["schemas"]["ProductImages"];
            specifications?: components["schemas"]["StringMap"];
        };
        /**
         * @description The order of a product list; see `listProducts`.
         * @enum {string}
         */
        ProductSort: "newest" | "price_asc" | "price_desc" | "relevance" | "trending" | "saving";
        ProductList: {
            products: components["schemas"]["Product"][];
            next_cursor: string | null;
        };
        /**
         * @description PENDING (waiting for the seller), COUNTERED (the seller proposed `counterPrice`; waiting for the
         *     buyer), PENDING_APPROVAL (the buyer accepted the counter over a spending limit; waiting for the
         *     buyer's approvers), ACCEPTED (an order exists: `workflowId`), REJECTED, WITHDRAWN (by the buyer).
         * @enum {string}
         */
        OfferStatus: "PENDING" | "COUNTERED" | "PENDING_APPROVAL" | "ACCEPTED" | "REJECTED" | "WITHDRAWN";
        /** @description A buyer's offer on a product, as its buyer or the product's seller sees it. */
        Offer: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The product; null once its seller removed it.
             */
            productId: string | null;
            /** @description The product's name when the offer was made. */
            productName: string;
            /**
             * Format: uuid
             * @description The product's seller, who answers the offer.
             */
            sellerId: string;
            /** Format: uuid */
            buyerId: string;
            /** @description The buyer as the seller sees them: the business the offer was made for, else the buyer's name. */
            buyerName: string;
            /**
             * Format: uuid
             * @description The business the offer was made for: its PURCHASER members follow and answer it. Null for a customer's offer.
             */
            buyerBusinessId: string | null;
            /**
             * Format: uuid
             * @description The business the product is listed under: its SALES members answer the offer. Null when the product's seller has no business.
             */
            sellerBusinessId: string | null;
            /** @description Who made the offer, and for which business ("Sent by Ada Lovelace for Meridian Automation"). */
            sentBy: components["schemas"]["SentBy"];
            /** @description Who gave the latest answer (accept, counter, reject, withdraw) and for which business; null until then. */
            answeredBy: components["schemas"]["SentBy"] | null;
            /** @description The buyer's price per unit. */
            price: components["schemas"]["Money"];
            /** @description The seller's latest counter, per unit; null unless the seller countered. */
            counterPrice: components["schemas"]["Money"] | null;
            /** @description The accepted price per unit (`price` or `counterPrice`); null until ACCEPTED. */
            agreedPrice: components["schemas"]["Money"] | null;
            currency: components["schemas"]["Currency"];
            quantity: number;
            /** @description The buyer's note to the seller. */
            message: string | null;
            status: components["schemas"]["OfferStatus"];
            /**
             * Format: uuid
             * @description The DIRECT_ORDER workflow created when the offer was accepted.
             */
            workflowId: string | null;
            /** @description The acceptance test the offer carries; null without one. Always sent by the server. */
            acceptanceTest?: components["schemas"]["AcceptanceTest"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CreateOfferRequest: {
            /** @description Per unit, in the product's currency; whole (`.00`) in a currency without a minor unit (JPY, ...). */
            price: components["schemas"]["PositiveMoney"];
            /** @description 1 when omitted. */
            quantity?: number;
            /** @description A note to the seller; blank is stored as none. */
            message?: string;
            /** @description The acceptance test the buyer asks for (ADR 0100): accepting the offer agrees to it, and it carries to the order. */
            acceptanceTest?: components["schemas"]["AcceptanceTest"];
        };
        UpdateOfferStatusRequest: {
            /**
             * @description The offer's new status (see updateOfferStatus for who may do what, from which status).
             * @enum {string}
             */
            status: "ACCEPTED" | "REJECTED" | "COUNTERED" | "WITHDRAWN";
            /** @description The counter price per unit; required with COUNTERED, refused with any other status. Whole (`.00`) in a currency without a minor unit (JPY, ...). */
            price?: components["schemas"]["PositiveMoney"];
        };
        OfferList: {
            offers: components["schemas"]["Offer"][];
            next_cursor: string | null;
        };
        /** @enum {string} */
        RequestType: "RFP" | "DIRECT_ORDER" | "CUSTOM_ORDER";
        /** @enum {string} */
        WorkflowStatus: "REQUEST_CREATED" | "MATCHING_SELLERS" | "NEGOTIATION_IN_PROGRESS" | "PRICE_AGREED" | "PAYMENT_PENDING" | "PAYMENT_COMPLETED" | "ORDER_IN_PROGRESS" | "ORDER_COMPLETED" | "ORDER_CANCELLED";
        /**
         * @description Derived from the status: REQUEST_CREATED, MATCHING_SELLERS → DRAFT; NEGOTIATION_IN_PROGRESS →
         *     NEGOTIATION; PRICE_AGREED, PAYMENT_PENDING → REVIEW; PAYMENT_COMPLETED, ORDER_IN_PROGRESS → APPROVED;
         *     ORDER_COMPLETED, ORDER_CANCELLED → COMPLETED.
         * @enum {string}
         */
        WorkflowStage: "DRAFT" | "NEGOTIATION" | "REVIEW" | "APPROVED" | "COMPLETED";
        WorkflowRequirements: {
            category: string;
            quantity: number;
            details: components["schemas"]["StringMap"];
        };
        Workflow: {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            requestType: components["schemas"]["RequestType"];
            status: components["schemas"]["WorkflowStatus"];
            stage: components["schemas"]["WorkflowStage"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description The `url` of the first 20 attached documents the caller may read, oldest first
             *     (`/api/documents/{name}`); `attachmentCount` says how many there are, and `listDocuments` pages
             *     through them all.
             */
            attachments: string[];
            budgetRangeMin: components["schemas"]["Money"] | null;
            budgetRangeMax: components["schemas"]["Money"] | null;
            currency: components["schemas"]["Currency"];
            /**
             * @description The price agreed by an accepted proposal or offer; null before PRICE_AGREED, and null for a seller
             *     that was not chosen.
             */
            agreedPrice: components["schemas"]["Money"] | null;
            requirements: components["schemas"]["WorkflowRequirements"];
            /** Format: uuid */
            buyerId: string;
            /**
             * Format: uuid
             * @description The seller once a price is agreed; null for the sellers that were not chosen.
             */
            sellerId: string | null;
            /**
             * @description Messages from others after the caller's read mark (`markMessagesRead`). Sent by `listWorkflows`
             *     and `getWorkflow`.
             */
            unreadMessages?: number;
            /** @description How many documents of the workflow the caller may read (always sent by the server). */
            attachmentCount?: number;
            /** @description What the caller may do on it. Sent by `getWorkflow`, `createWorkflow` and the award. */
            access?: components["schemas"]["WorkflowAccess"];
        };
        /** @description How the caller takes part in a workflow (ADR 0089): the business owns the work, so a member acts by role. Clients show or hide actions by it; the server checks every action again. */
        WorkflowAccess: {
            /** @description The caller reads as the buyer's side (every seller's thread): a member of the workflow's business, its customer buyer, or a member of its parent business (read-only). */
            buyerSide: boolean;
            /** @description The caller acts for the buyer (a member with PURCHASER, or the customer who created it). */
            actsForBuyer: boolean;
            /**
             * Format: uuid
             * @description The caller's seller party (its thread's `sellerId`, the first user of the caller's business invited to the workflow); null off the seller side.
             */
            sellerPartyId: string | null;
            /** @description The caller acts for that seller (a member with SALES, or a seller without a business). */
            actsForSeller: boolean;
            /** @description The caller reads only as a member of the buyer's parent business: it sees the workflow and changes nothing (ADR 0089). */
            parentReader: boolean;
        };
        /** @description `budgetRangeMin` may not exceed `budgetRangeMax` (400). A DIRECT_ORDER names its seller with `productId` or with one id in `sellerIds`; a CUSTOM_ORDER names one or more in `sellerIds`; an RFP names none (400 otherwise). */
        CreateWorkflowRequest: {
            title: components["schemas"]["SingleLineName"];
            description: string;
            requestType: components["schemas"]["RequestType"];
            budgetRangeMin?: components["schemas"]["Money"];
            budgetRangeMax?: components["schemas"]["Money"];
            /** @description The currency of the budget and of every amount in the workflow; USD when omitted. In a currency without a minor unit (JPY, ...) the budget is whole (`.00`), else a 400 naming it. */
            currency?: components["schemas"]["Currency"];
            requirements: {
                category: string;
                quantity: number;
                details?: components["schemas"]["StringMap"];
            };
            /** @description The sellers to invite (ids from `listSellers`): one for a DIRECT_ORDER without `productId`, one or more for a CUSTOM_ORDER. Each must be a seller other than the buyer. */
            sellerIds?: string[];
            /**
             * Format: uuid
             * @description A DIRECT_ORDER for this product; its seller is named (and invited).
             */
            productId?: string;
        };
        /** @description A seller as the directory shows it (no e-mail address). */
        SellerSummary: {
            /**
             * Format: uuid
             * @description The account that answers for the seller, as `createWorkflow`'s `sellerIds` and `inviteSellers` take it: the seller itself, or for a business the member chosen for it.
             */
            id: string;
            /** @description The person's name (for a business, the member who answers for it). */
            name: string;
            /**
             * Format: uuid
             * @description The selling business; null for a seller without a business.
             */
            businessId: string | null;
            /** @description The selling business's name; null for a seller without a business. */
            businessName: string | null;
            /** @description How many products the business (or the seller without a business) lists. */
            productCount: number;
        };
        SellerList: {
            sellers: components["schemas"]["SellerSummary"][];
            next_cursor: string | null;
        };
        WorkflowList: {
            workflows: components["schemas"]["Workflow"][];
            next_cursor: string | null;
        };
        /** @enum {string} */
        RfpStatus: "DRAFT" | "SUBMITTED" | "UNDER_REVIEW" | "APPROVED" | "REJECTED";
        CustomSpec: {
            name: string;
            value: string;
        };
        TechnicalRequirements: {
            /** @description Maximum payload in kilograms. */
            payload: number;
            /** @description Battery life in hours. */
            batteryLife: number;
            certifications: string[];
            customSpecs: components["schemas"]["CustomSpec"][];
        };
        /** @description `min` may not exceed `max`. */
        Budget: {
            min: components["schemas"]["Money"];
            max: components["schemas"]["Money"];
            /** @description In a currency without a minor unit (JPY, ...) `min` and `max` are whole (`.00`), else a 400 naming them and `budget/currency`. */
            currency: components["schemas"]["Currency"];
        };
        Milestone: {
            /** Format: date */
            date: string;
            description: string;
        };
        /**
         * Format: date-time
         * @description When bids close (RFC 3339). A submitted RFP's deadline lies in the future and not after the end of its start date (UTC); after it no proposal is sent or revised. Null or omitted: no deadline.
         */
        BidDeadline: string | null;
        /** @description `startDate` may not follow `endDate`. */
        Timeline: {
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            milestones: components["schemas"]["Milestone"][];
        };
        Rfp: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            workflowId: string;
            title: string;
            useCase: string;
            description: string;
            industry: string;
            status: components["schemas"]["RfpStatus"];
            technicalRequirements: components["schemas"]["TechnicalRequirements"];
            budget: components["schemas"]["Budget"];
            timeline: components["schemas"]["Timeline"];
            /**
             * Format: date-time
             * @description When bids close: after it no proposal is sent or revised (409); withdrawing stays allowed until the award. Null when the RFP sets none.
             */
            bidDeadline?: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CreateRfpRequest: {
            /** Format: uuid */
            workflowId: string;
            title: string;
            useCase: string;
            description: string;
            /** @example Manufacturing */
            industry: string;
            /**
             * @description SUBMITTED when omitted.
             * @enum {string}
             */
            status?: "DRAFT" | "SUBMITTED";
            technicalRequirements: components["schemas"]["TechnicalRequirements"];
            budget: components["schemas"]["Budget"];
            timeline: components["schemas"]["Timeline"];
            bidDeadline?: components["schemas"]["BidDeadline"];
        };
        UpdateRfpRequest: {
            title?: string;
            useCase?: string;
            description?: string;
            industry?: string;
            /**
             * @description SUBMITTED submits or resubmits; REJECTED withdraws.
             * @enum {string}
             */
            status?: "SUBMITTED" | "REJECTED";
            technicalRequirements?: components["schemas"]["TechnicalRequirements"];
            budget?: components["schemas"]["Budget"];
            timeline?: components["schemas"]["Timeline"];
            /** @description A new deadline, or null to remove it. */
            bidDeadline?: components["schemas"]["BidDeadline"];
        };
        RfpList: {
            rfps: components["schemas"]["Rfp"][];
            next_cursor: string | null;
        };
        /**
         * @description PENDING (waiting for approvers), APPROVED (the award went through), DECLINED (with a reason; the
         *     proposal or offer is open again), EXPIRED (nobody decided in time; open again), CANCELLED (the
         *     proposal or offer was withdrawn, rejected or its workflow cancelled meanwhile).
         * @enum {string}
         */
        ApprovalStatus: "PENDING" | "APPROVED" | "DECLINED" | "EXPIRED" | "CANCELLED";
        /**
         * @description to_decide: PENDING requests the caller may approve; requested: the caller's own; all: every request of the business.
         * @enum {string}
         */
        ApprovalScope: "to_decide" | "requested" | "all";
        /**
         * @description What waits for approval.
         * @enum {string}
         */
        ApprovalSubjectType: "proposal" | "offer";
        /**
         * @description Why the award waits: above the member's spending limit, above the business-wide threshold, or past the budget the parent business set for this subsidiary.
         * @enum {string}
         */
        ApprovalReason: "member_limit" | "business_threshold" | "subsidiary_budget";
        ApprovalVote: {
            /** Format: uuid */
            approver_id: string;
            approver_name: string;
            /** Format: date-time */
            at: string;
        };
        /** @description An award that waits for the business's approvers. */
        ApprovalRequest: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            business_id: string;
            subject_type: components["schemas"]["ApprovalSubjectType"];
            /**
             * Format: uuid
             * @description The proposal's or the offer's id.
             */
            subject_id: string;
            /**
             * Format: uuid
             * @description The proposal's workflow (the order's once an offer is approved).
             */
            workflow_id: string | null;
            /** @description The workflow's title, or the offered product's name. */
            title: string;
            seller_name: string;
            amount: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            /** Format: uuid */
            requested_by: string;
            requested_by_name: string;
            reasons: components["schemas"]["ApprovalReason"][];
            required_approvals: number;
            approvals: components["schemas"]["ApprovalVote"][];
            status: components["schemas"]["ApprovalStatus"];
            decline_reason: string | null;
            /** @description Who declined it, or whose approval completed it. */
            decided_by_name: string | null;
            /** @description Whether the caller may approve or decline it now. */
            can_decide: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            decided_at: string | null;
        };
        ApprovalRequestList: {
            approvals: components["schemas"]["ApprovalRequest"][];
            next_cursor: string | null;
        };
        DeclineAwardRequest: {
            /** @description Why, for the member who asked; no bidirectional controls. */
            reason: string;
        };
        /** @description Awards above `above` need `approvals` distinct approvers. */
        ApprovalStep: {
            above: components["schemas"]["Money"];
            approvals: number;
        };
        /**
         * @description In `currency`: every award above `threshold` waits for approval, whatever the member's own limit
         *     (null: no business-wide threshold). An award that waits needs the approvals of the highest step it
         *     is above (one when none). A request nobody decides in `expires_after_days` expires.
         */
        ApprovalRules: {
            currency: components["schemas"]["Currency"];
            threshold: components["schemas"]["Money"] | null;
            steps: components["schemas"]["ApprovalStep"][];
            expires_after_days: number;
        };
        SetSubsidiaryBudgetRequest: {
            budget: components["schemas"]["SpendingLimit"] | null;
        };
        SubsidiaryBudget: {
            /** Format: uuid */
            business_id: string;
            /** Format: uuid */
            subsidiary_id: string;
            budget: components["schemas"]["SpendingLimit"] | null;
            /** @description What the subsidiary awarded in the budget's currency (0.00 without a budget). */
            spent: components["schemas"]["MoneyTotal"];
        };
        /**
         * @description PENDING (open to an accept), PENDING_APPROVAL (accepted by a buyer over a spending limit, waiting for
         *     the buyer's approvers: no award yet), ACCEPTED, REJECTED, WITHDRAWN (by the seller).
         * @enum {string}
         */
        ProposalStatus: "PENDING" | "PENDING_APPROVAL" | "ACCEPTED" | "REJECTED" | "WITHDRAWN";
        StructuredTerms: {
            delivery_weeks: number;
            warranty_years: number;
            training_days: number;
            sla_response_hours: number;
            /** @example Net 30 */
            payment_terms: string;
            compliance_certifications: string[];
            maintenance_included: boolean;
        };
        Proposal: {
            /**
             * @description The proposal this one revises (`reviseProposal`), with its price; null for a first proposal.
             *     Always sent by the server.
             */
            revisedFrom?: {
                /** Format: uuid */
                proposalId: string;
                price: components["schemas"]["Money"];
            } | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            workflowId: string;
            /** Format: uuid */
            sellerId: string;
            /** @description The seller as the buyer sees it, its business's name (or the person's name without one). */
            sellerName: string;
            price: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            description: string;
            terms: string;
            status: components["schemas"]["ProposalStatus"];
            structured_terms: components["schemas"]["StructuredTerms"] | null;
            timeline: components["schemas"]["Timeline"] | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The acceptance test the proposal carries (ADR 0100); null without one. Always sent by the server. */
            acceptanceTest?: components["schemas"]["AcceptanceTest"] | null;
            /** @description The member of the seller's business who sent this proposal (any member with SALES acts as the seller; `sellerId` stays the seller party's key), and that business. */
            sentBy?: components["schemas"]["SentBy"];
            /** Format: date-time */
            updatedAt: string;
        };
        CreateProposalRequest: {
            /** @description In the workflow's currency; whole (`.00`) in a currency without a minor unit (JPY, ...). */
            price: components["schemas"]["PositiveMoney"];
            description: string;
            terms: string;
            structured_terms?: components["schemas"]["StructuredTerms"];
            timeline?: components["schemas"]["Timeline"];
            /** @description What the delivered units must show in their telemetry before the escrow is released automatically. */
            acceptanceTest?: components["schemas"]["AcceptanceTest"];
        };
        ProposalList: {
            proposals: components["schemas"]["Proposal"][];
            next_cursor: string | null;
        };
        AcceptProposalResponse: {
            proposal: components["schemas"]["Proposal"];
            workflow: components["schemas"]["Workflow"];
            /** @description Present when the accept was over a limit: the proposal is PENDING_APPROVAL and the workflow unchanged until the business's approvers approve. */
            approval?: components["schemas"]["ApprovalRequest"];
        };
        InviteSellersRequest: {
            /**
             * Format: uuid
             * @description Must equal the path's id.
             */
            workflowId: string;
            sellerIds: string[];
        };
        /** @description A private thread between the buyer's side of a workflow and one of its sellers. */
        Thread: {
            /** Format: uuid */
            workflowId: string;
            /** Format: uuid */
            sellerId: string;
            /** @description The seller's display name, as a message's `senderName`. */
            sellerName: string;
            /** @description Messages in the thread from others after the caller's read mark. */
            unreadMessages: number;
            /**
             * Format: date-time
             * @description When the thread's latest message was sent; null before the first.
             */
            lastMessageAt: string | null;
            /** @description The workflow was awarded to another seller; nobody writes in this thread any more. */
            readOnly: boolean;
        };
        ThreadList: {
            threads: components["schemas"]["Thread"][];
        };
        InviteSellersResponse: {
            invited: string[];
        };
        Message: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            workflowId: string;
            /** Format: uuid */
            senderId: string;
            /** @description The sender's display name (their name, else their business's, else their e-mail). */
            senderName: string;
            /** @description The member who wrote the message and the business they wrote for. */
            sentBy?: components["schemas"]["SentBy"];
            /**
             * Format: uuid
             * @description The seller whose thread holds the message; null for a broadcast to every seller's thread.
             */
            sellerId: string | null;
            /** @description Plain text as the sender typed it; clients show it as text, never as HTML. */
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        OpenConversationRequest: {
            /** @description The first question, sent with the conversation (same rules as a message's body). */
            body?: string;
        };
        ConversationMessageRequest: {
            body: string;
        };
        ConversationMessage: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            conversationId: string;
            /** Format: uuid */
            senderId: string;
            /** @description The sender's display name (their name, else their business's, else their e-mail). */
            senderName: string;
            /** @description The sender and the business they wrote for ("Sent by Ada Lovelace for Meridian Automation"): any SALES member of the product's business answers for it, any PURCHASER of the buyer's business writes for it. */
            sentBy: components["schemas"]["SentBy"];
            /** @description Plain text as the sender typed it; clients show it as text, never as HTML. */
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        ConversationMessageList: {
            messages: components["schemas"]["ConversationMessage"][];
            next_cursor: string | null;
        };
        Conversation: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The product asked about; null once the seller removed it (the conversation stays).
             */
            productId: string | null;
            /** @description The product's name when the conversation began. */
            productName: string;
            /** Format: uuid */
            buyerId: string;
            /** @description The buyer's display name. */
            buyerName: string;
            /** Format: uuid */
            sellerId: string;
            /** @description The seller's display name. */
            sellerName: string;
            /**
             * Format: uuid
             * @description The business the buyer wrote for: its members read the conversation and its PURCHASER members write in it. Null for a customer.
             */
            buyerBusinessId: string | null;
            /**
             * Format: uuid
             * @description The product's business: its members read the conversation and its SALES members answer. Null when the seller has no business.
             */
            sellerBusinessId: string | null;
            lastMessage: components["schemas"]["ConversationMessage"] | null;
            /** @description Messages from the other side after the caller's read mark. */
            unreadCount: number;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the last message was sent (the conversation's start before any).
             */
            lastActivityAt: string;
        };
        ConversationList: {
            conversations: components["schemas"]["Conversation"][];
            next_cursor: string | null;
        };
        ConversationDetails: {
            conversation: components["schemas"]["Conversation"];
            /** @description The buyer's offers on the product, newest first (at most 50). */
            offers: components["schemas"]["Offer"][];
        };
        MarkMessagesReadRequest: {
            /** Format: uuid */
            messageId: string;
            /**
             * Format: uuid
             * @description The thread, when `messageId` is a broadcast (read in that seller's thread).
             */
            sellerId?: string;
        };
        CreateMessageRequest: {
            body: string;
            /**
             * Format: uuid
             * @description The thread (its seller). A seller may leave it out or name itself.
             */
            sellerId?: string;
            /** @description The buyer's side only: the message goes to every seller's thread. Not with `sellerId`. */
            broadcast?: boolean;
        };
        MessageList: {
            messages: components["schemas"]["Message"][];
            next_cursor: string | null;
        };
        TypingRequest: {
            isTyping: boolean;
            /**
             * Format: uuid
             * @description The thread the buyer's side types in; a seller types in its own.
             */
            sellerId?: string;
        };
        TypingEvent: {
            /** Format: uuid */
            workflowId: string;
            /** Format: uuid */
            userId: string;
            /** @description The typing user's display name, as a message's `senderName`. */
            userName: string;
            /**
             * Format: uuid
             * @description The thread typed in (its seller); null when the buyer's side types a broadcast.
             */
            sellerId: string | null;
            isTyping: boolean;
        };
        WorkflowStatusEvent: {
            /** Format: uuid */
            workflowId: string;
            status: components["schemas"]["WorkflowStatus"];
            stage: components["schemas"]["WorkflowStage"];
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description One Server-Sent Event of `GET /v2/workflows/{id}/events`, as its `event:` name and parsed `data:`. */
        WorkflowEvent: {
            /** @constant */
            event: "message";
            data: components["schemas"]["Message"];
        } | {
            /** @constant */
            event: "typing";
            data: components["schemas"]["TypingEvent"];
        } | {
            /** @constant */
            event: "status";
            data: components["schemas"]["WorkflowStatusEvent"];
        } | {
            /** @constant */
            event: "proposal";
            data: components["schemas"]["Proposal"];
        } | {
            /** @constant */
            event: "end";
            data: components["schemas"]["StreamEnd"];
        };
        /** @description One Server-Sent Event of `GET /v2/notifications/events`, as its `event:` name and parsed `data:`. */
        NotificationEvent: {
            /** @constant */
            event: "unread";
            data: components["schemas"]["UnreadNotificationCount"];
        } | {
            /** @constant */
            event: "end";
            data: components["schemas"]["StreamEnd"];
        };
        /** @description Why the server ended an event stream; its last event. */
        StreamEnd: {
            /**
             * @description `token_expired`: the access token the stream was opened with expired; refresh it and reconnect.
             *     `signed_out`: the session ended (sign-out, password change); do not reconnect.
             *     `access_revoked`: the caller may no longer read this workflow's events (removed from the buyer's
             *     business, or the award went to another seller); do not reconnect.
             * @enum {string}
             */
            code: "token_expired" | "signed_out" | "access_revoked";
            /** @description A sentence for people. */
            message: string;
        };
        /** @enum {string} */
        PaymentStatus: "PENDING" | "COMPLETED" | "FAILED" | "EXPIRED";
        /**
         * @description PENDING while funds are held; RELEASED to the seller, REFUNDED to the buyer, or PARTIALLY_REFUNDED
         *     when a dispute split them (`refundedAmount` to the buyer, the rest to the seller).
         * @enum {string}
         */
        EscrowStatus: "PENDING" | "RELEASED" | "REFUNDED" | "PARTIALLY_REFUNDED";
        /** @enum {string} */
        PaymentType: "ESCROW" | "DIRECT";
        /** @enum {string} */
        PaymentProvider: "sandbox" | "stripe";
        Payment: {
            /** Format: uuid */
            id: string;
            amount: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            status: components["schemas"]["PaymentStatus"];
            /** @description null until the funds are held, and for DIRECT payments. */
            escrowStatus: components["schemas"]["EscrowStatus"] | null;
            paymentType: components["schemas"]["PaymentType"];
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            workflowId: string;
            provider: components["schemas"]["PaymentProvider"];
            /**
             * @description Where the buyer goes back to pay an open session (as `PaymentSession.checkout_url`: the app's
             *     `/checkout/{paymentId}` with the sandbox, the provider's https address with stripe). Present only
             *     to the workflow's buyer while the payment is PENDING; null for everyone else and every other
             *     status.
             */
            checkout_url?: string | null;
            /**
             * @description What went back to the buyer once the escrow is settled: the whole amount when REFUNDED, part of it
             *     when PARTIALLY_REFUNDED, `0.00` when RELEASED; null while nothing is settled.
             */
            refundedAmount: components["schemas"]["Money"] | null;
            /**
             * Format: date-time
             * @description When the seller marked the order delivered (`markOrderDelivered`); null before.
             */
            deliveredAt: string | null;
            /**
             * Format: date-time
             * @description The end of the buyer's inspection period: the funds are released automatically then unless the
             *     buyer released them or opened a dispute. Null before delivery.
             */
            inspectionEndsAt: string | null;
        };
        PaymentList: {
            payments: components["schemas"]["Payment"][];
            next_cursor: string | null;
        };
        CreatePaymentSessionRequest: {
            successUrl?: components["schemas"]["HttpUrl"];
            cancelUrl?: components["schemas"]["HttpUrl"];
        };
        PaymentSession: {
            /** Format: uuid */
            payment_id: string;
            /**
             * @description Where the buyer pays: a root-relative path of the app (`/checkout/{paymentId}`, sandbox) or the
             *     provider's absolute https address (stripe).
             */
            checkout_url: string;
            provider: components["schemas"]["PaymentProvider"];
            /**
             * Format: date-time
             * @description When the unpaid session expires.
             */
            expires_at: string;
            payment: components["schemas"]["Payment"];
        };
        ConfirmSandboxPaymentRequest: {
            /**
             * @description A sandbox test card, digits with optional spaces: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
             *     is declined (`card_declined`), 4000 0000 0000 9995 has insufficient funds (`insufficient_funds`).
             *     Any other number is a 400 'Unknown test card'.
             */
            card_number: string;
        };
        RefundRequest: {
            reason?: string;
        };
        /**
         * @description Why the buyer disputes the order.
         * @enum {string}
         */
        DisputeReason: "NOT_DELIVERED" | "NOT_AS_DESCRIBED" | "DAMAGED" | "INCOMPLETE" | "OTHER";
        /**
         * @description OPEN waits for the seller's answer; OFFERED for the buyer's answer to a partial refund; CONTESTED for a
         *     platform admin's decision; RESOLVED and WITHDRAWN are final.
         * @enum {string}
         */
        DisputeStatus: "OPEN" | "OFFERED" | "CONTESTED" | "RESOLVED" | "WITHDRAWN";
        /**
         * @description How a RESOLVED dispute moved the held funds.
         * @enum {string}
         */
        DisputeOutcome: "REFUNDED" | "RELEASED" | "SPLIT";
        /**
         * @description One step of a dispute, as both sides' timelines show it.
         * @enum {string}
         */
        DisputeEventKind: "OPENED" | "REFUND_ACCEPTED" | "PARTIAL_OFFERED" | "CONTESTED" | "OFFER_ACCEPTED" | "OFFER_REJECTED" | "WITHDRAWN" | "DECIDED";
        /**
         * @description Who made a dispute's step (the buyer's side, the chosen seller, or a platform admin).
         * @enum {string}
         */
        DisputeActor: "BUYER" | "SELLER" | "ADMIN";
        /**
         * @description The seller's answer to an open dispute.
         * @enum {string}
         */
        DisputeResponseAction: "accept_refund" | "offer_partial" | "contest";
        DisputeEvidence: {
            /** Format: uuid */
            id: string;
            /** @description The name the file was uploaded with. */
            name: string;
            /** @description The document's address (`/api/documents/{stored name}`). */
            url: string;
        };
        DisputeEvent: {
            id: string;
            kind: components["schemas"]["DisputeEventKind"];
            actor: components["schemas"]["DisputeActor"];
            /** @description The amount offered, or refunded by the step; null when the step moves none. */
            amount: components["schemas"]["Money"] | null;
            message: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        Dispute: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            workflowId: string;
            workflowTitle: string;
            /** Format: uuid */
            paymentId: string;
            status: components["schemas"]["DisputeStatus"];
            reason: components["schemas"]["DisputeReason"];
            description: string;
            evidence: components["schemas"]["DisputeEvidence"][];
            heldAmount: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            /** @description The seller's partial refund while OFFERED (and after); null otherwise. */
            offerAmount: components["schemas"]["Money"] | null;
            outcome: components["schemas"]["DisputeOutcome"] | null;
            /** @description What went back to the buyer once RESOLVED; null before. */
            refundedAmount: components["schemas"]["Money"] | null;
            /** @description What went to the seller (before the platform fee) once RESOLVED; null before. */
            releasedAmount: components["schemas"]["Money"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            resolvedAt: string | null;
            events: components["schemas"]["DisputeEvent"][];
        };
        DisputeList: {
            disputes: components["schemas"]["Dispute"][];
        };
        /**
         * @description queued: waiting for its time (or for a retry); running: claimed by a runner; done: finished; dead: failed every attempt, kept for an operator to see and replay.
         * @enum {string}
         */
        JobState: "queued" | "running" | "done" | "dead";
        Job: {
            id: string;
            /** @description The kind of job (e.g. `mail.deliver`). */
            name: string;
            /** @description Its key, when at most one job of its name and key may wait at a time. */
            key: string | null;
            state: components["schemas"]["JobState"];
            attempts: number;
            max_attempts: number;
            /**
             * Format: date-time
             * @description When it is due (its next attempt, when queued).
             */
            run_at: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            finished_at: string | null;
            /** @description The message of its last failure. */
            last_error: string | null;
        };
        JobCounts: {
            queued: number;
            running: number;
            done: number;
            dead: number;
        };
        JobPage: {
            jobs: components["schemas"]["Job"][];
            counts: components["schemas"]["JobCounts"];
            next_cursor: string | null;
        };
        DisputePage: {
            disputes: components["schemas"]["Dispute"][];
            next_cursor: string | null;
        };
        /** @description One mail the server sent or is sending, without its body. */
        AdminMail: {
            /** Format: uuid */
            id: string;
            /** @description The recipient's address. */
            to: string;
            /** @description The kind of mail (`password.changed`, ...). */
            template: string;
            subject: string;
            /**
             * Format: date-time
             * @description When the change the mail tells about was made.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the SMTP server took it (with no SMTP server, when it was kept); null while waiting.
             */
            sent_at: string | null;
            /** @description How many times delivery was tried. */
            attempts: number;
            /** @description Why the last try failed, while the mail is not delivered. */
            last_error: string | null;
        };
        AdminMailPage: {
            mails: components["schemas"]["AdminMail"][];
            next_cursor: string | null;
        };
        /** @description A note to the other party and the admins. No bidirectional controls (U+202A-202E, U+2066-2069), which could make it read differently from what was sent. */
        DisputeMessage: string;
        OpenDisputeRequest: {
            reason: components["schemas"]["DisputeReason"];
            /** @description What is wrong; no bidirectional controls (as `DisputeMessage`). */
            description: string;
            /** @description Documents of this workflow (in the chosen seller's thread or shared) as evidence. */
            evidenceDocumentIds?: string[];
        };
        DisputeResponseRequest: {
            action: components["schemas"]["DisputeResponseAction"];
            /** @description The partial refund offered; required with `offer_partial`, refused otherwise. */
            amount?: components["schemas"]["Money"];
            message?: components["schemas"]["DisputeMessage"];
        };
        DisputeNoteRequest: {
            message?: components["schemas"]["DisputeMessage"];
        };
        DisputeDecisionRequest: {
            outcome: components["schemas"]["DisputeOutcome"];
            /** @description What goes back to the buyer; required with SPLIT, refused otherwise. */
            refundAmount?: components["schemas"]["Money"];
            message?: components["schemas"]["DisputeMessage"];
        };
        /**
         * @description From the last point and the open alerts: NEVER_SEEN (no point yet), OFFLINE (no point for 10 minutes),
         *     ALERT (an open or acknowledged alert), ONLINE otherwise.
         * @enum {string}
         */
        IotDeviceStatus: "NEVER_SEEN" | "ONLINE" | "OFFLINE" | "ALERT";
        /**
         * @description OWNED, the devices the acting business bought; SOLD, those it sold.
         * @enum {string}
         */
        IotFleetSide: "OWNED" | "SOLD";
        /** @enum {string} */
        IotCredentialStatus: "ACTIVE" | "REVOKED";
        /**
         * @default 24h
         * @enum {string}
         */
        IotRange: "1h" | "24h" | "7d" | "30d";
        /**
         * @description RAW points (1h), per-MINUTE roll-ups (24h), per-HOUR roll-ups (7d, 30d).
         * @enum {string}
         */
        IotResolution: "RAW" | "MINUTE" | "HOUR";
        /**
         * @description A metric's name as devices send it; stored trimmed, lower-cased, `-` as `_` (`Battery-Level` is
         *     `battery_level`).
         * @example battery
         */
        IotMetricName: string;
        IotDevice: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The deal the device came from.
             */
            workflowId: string;
            workflowTitle: string;
            name: string;
            serialNumber: string;
            model: string;
            /** Format: uuid */
            productId: string | null;
            productName: string | null;
            /**
             * Format: uuid
             * @description The buying business; null when the buyer is a customer without one.
             */
            ownerBusinessId: string | null;
            ownerName: string;
            sellerName: string;
            status: components["schemas"]["IotDeviceStatus"];
            /** @description The last `battery` point, in percent. */
            battery: number | null;
            /** Format: date-time */
            lastSeenAt: string | null;
            credentialStatus: components["schemas"]["IotCredentialStatus"];
            /** Format: date-time */
            credentialIssuedAt: string;
            /** @description The metrics the owner shares with the seller for support. */
            sharedMetrics: string[];
            /**
             * @description How the caller reads the device.
             * @enum {string}
             */
            viewer: "OWNER" | "SELLER";
            /** Format: date-time */
            createdAt: string;
        };
        IotDeviceList: {
            devices: components["schemas"]["IotDevice"][];
            next_cursor: string | null;
        };
        RegisterIotDeviceRequest: {
            serialNumber: string;
            model: string;
            /** @description Defaults to the model and serial number. */
            name?: string;
            /**
             * Format: uuid
             * @description The product the unit came from; the workflow's product when left out.
             */
            productId?: string;
        };
        IotDeviceCredential: {
            device: components["schemas"]["IotDevice"];
            /** @description The device's secret credential (`dev_` and 43 characters). Shown only in this answer. */
            credential: string;
        };
        UpdateIotDeviceRequest: {
            name?: string;
            sharedMetrics?: components["schemas"]["IotMetricName"][];
        };
        IotMetricInput: {
            name: components["schemas"]["IotMetricName"];
            /** @description Any finite number; readings such as temperatures may be negative. */
            value: number;
            unit?: string;
            /** Format: date-time */
            recordedAt: string;
        };
        PostIotMetricsRequest: {
            metrics: components["schemas"]["IotMetricInput"][];
        };
        PostIotMetricsResponse: {
            /** @description How many points were stored. */
            accepted: number;
            /** @description Points already stored (same metric and timestamp), left unchanged. */
            duplicates: number;
            /** @description Points older than the retention period, not stored. */
            dropped: number;
        };
        IotMetric: {
            name: string;
            value: number;
            unit: string | null;
            /** Format: date-time */
            recordedAt: string;
        };
        IotMetricList: {
            metrics: components["schemas"]["IotMetric"][];
            next_cursor: string | null;
        };
        IotPointBatch: {
            /** Format: uuid */
            deviceId: string;
            metrics: components["schemas"]["IotMetric"][];
        };
        IotBucket: {
            /**
             * Format: date-time
             * @description The bucket's start (the point's time at RAW resolution).
             */
            t: string;
            avg: number;
            min: number;
            max: number;
            last: number;
            count: number;
        };
        IotSeries: {
            metric: string;
            unit: string | null;
            points: components["schemas"]["IotBucket"][];
        };
        IotSeriesSet: {
            /** Format: uuid */
            deviceId: string;
            range: components["schemas"]["IotRange"];
            resolution: components["schemas"]["IotResolution"];
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            series: components["schemas"]["IotSeries"][];
        };
        /** @description One Server-Sent Event of `GET /v2/fleet/devices/{deviceId}/events`, as its `event:` name and parsed `data:`. */
        IotDeviceEvent: {
            /** @constant */
            event: "device";
            data: components["schemas"]["IotDevice"];
        } | {
            /** @constant */
            event: "points";
            data: components["schemas"]["IotPointBatch"];
        } | {
            /** @constant */
            event: "alert";
            data: components["schemas"]["IotAlert"];
        } | {
            /** @constant */
            event: "end";
            data: components["schemas"]["StreamEnd"];
        };
        /**
         * @description BELOW or ABOVE `threshold` for `forMinutes`; ERROR_CODE, an `error_code` point (with a threshold, only
         *     that code); OFFLINE, no point for `forMinutes`.
         * @enum {string}
         */
        IotRuleKind: "BELOW" | "ABOVE" | "ERROR_CODE" | "OFFLINE";
        /** @enum {string} */
        IotSeverity: "WARNING" | "CRITICAL";
        IotAlertRuleInput: {
            /**
             * @description One line, without control or bidirectional formatting characters.
             * @example Battery low
             */
            name: string;
            kind: components["schemas"]["IotRuleKind"];
            /** @description Required for BELOW and ABOVE; `error_code` for ERROR_CODE; left out for OFFLINE. */
            metric?: components["schemas"]["IotMetricName"];
            /** @description Required for BELOW and ABOVE; the code for ERROR_CODE (optional). */
            threshold?: number;
            forMinutes: number;
            severity: components["schemas"]["IotSeverity"];
            /**
             * Format: uuid
             * @description One device of the business; null or left out for every device.
             */
            deviceId?: string | null;
            /** @default true */
            enabled: boolean;
        };
        IotAlertRule: {
            /** Format: uuid */
            id: string;
            name: string;
            kind: components["schemas"]["IotRuleKind"];
            metric: string | null;
            threshold: number | null;
            forMinutes: number;
            severity: components["schemas"]["IotSeverity"];
            /** Format: uuid */
            deviceId: string | null;
            enabled: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        IotAlertRuleList: {
            rules: components["schemas"]["IotAlertRule"][];
        };
        /** @enum {string} */
        IotAlertStatus: "OPEN" | "ACKNOWLEDGED" | "RESOLVED";
        IotAlert: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            deviceId: string;
            deviceName: string;
            /**
             * Format: uuid
             * @description Null once the rule was removed.
             */
            ruleId: string | null;
            ruleName: string;
            kind: components["schemas"]["IotRuleKind"];
            severity: components["schemas"]["IotSeverity"];
            status: components["schemas"]["IotAlertStatus"];
            /** @example battery below 15 for 10 minutes (12.5) */
            message: string;
            /** @description The reading that raised it (the code for ERROR_CODE); null for OFFLINE. */
            value: number | null;
            /** Format: date-time */
            raisedAt: string;
            /** Format: date-time */
            acknowledgedAt: string | null;
            /** @description The member's name. */
            acknowledgedBy: string | null;
            /** Format: date-time */
            resolvedAt: string | null;
            /** @description The member's name; null when resolved by the server (the condition cleared). */
            resolvedBy: string | null;
        };
        IotAlertPage: {
            alerts: components["schemas"]["IotAlert"][];
            next_cursor: string | null;
        };
        /**
         * @description What each delivered unit must show in its own telemetry before the escrow is released automatically:
         *     at least `minOperatingHours` of operation (the rise of its `operating_hours` counter) with no critical
         *     error code (`error_code` points listed in `criticalErrorCodes`; any code when the list is empty),
         *     within `withinDays` of its registration.
         */
        AcceptanceTest: {
            /** @example 40 */
            minOperatingHours: number;
            /** @example 14 */
            withinDays: number;
            criticalErrorCodes: number[];
        };
        /**
         * @description NONE (the deal has no test), WAITING (units still short, or none registered), PASSED (every unit met
         *     it), FAILED (a unit reported a critical error code, or the window ended short).
         * @enum {string}
         */
        AcceptanceStatus: "NONE" | "WAITING" | "PASSED" | "FAILED";
        AcceptanceUnit: {
            /** Format: uuid */
            deviceId: string;
            deviceName: string;
            serialNumber: string;
            /** @description Hours of operation counted in the window. */
            operatingHours: number;
            /** @description The critical codes seen, with when. */
            criticalErrors: {
                code: number;
                /** Format: date-time */
                at: string;
            }[];
            /** Format: date-time */
            windowEndsAt: string;
            passed: boolean;
        };
        WorkflowAcceptance: {
            /** Format: uuid */
            workflowId: string;
            test: components["schemas"]["AcceptanceTest"] | null;
            status: components["schemas"]["AcceptanceStatus"];
            units: components["schemas"]["AcceptanceUnit"][];
            /** Format: date-time */
            evaluatedAt: string | null;
            /** Format: date-time */
            passedAt: string | null;
            /**
             * Format: date-time
             * @description When the escrow is released automatically unless the buyer disputes (after PASSED).
             */
            releaseAt: string | null;
        };
        UploadProductImageRequest: {
            /** @description The image, PNG, JPEG or WebP, at most 5 MB. */
            file: string;
        };
        UploadDocumentRequest: {
            /** @description The file, at most 25 MB; its part's filename becomes `originalName`. */
            file: string;
        };
        Document: {
            /** Format: uuid */
            id: string;
            name: components["schemas"]["DocumentName"];
            /**
             * @description The uploaded file's name, cleaned: no folders, control characters or bidirectional controls, and
             *     ending in the extension of the kind its bytes were checked to be (`invoice.html` that is a PDF is
             *     `invoice.pdf`). The file is downloaded under this name.
             */
            originalName: string;
            /** @description The stored media type, such as `application/pdf`. */
            type: string;
            /** @description Bytes. */
            size: number;
            /** Format: date-time */
            uploadedAt: string;
            /** @description Where the file is served, `/api/documents/{name}`. */
            url: string;
            /**
             * Format: uuid
             * @description The seller whose thread holds the file; null when shared with every seller.
             */
            sellerId: string | null;
        };
        DocumentList: {
            documents: components["schemas"]["Document"][];
            /** @description The `cursor` of the next page; null on the last page. */
            next_cursor: string | null;
        };
        /** @description A Stripe event, as Stripe sends it; only its signature decides whether it is trusted. */
        StripeEvent: {
            id: string;
            type: string;
        } & {
            [key: string]: unknown;
        };
        WebhookReceived: {
            /** @constant */
            received: true;
        };
        /**
         * @description What a notification tells about. `business.invitation`: invited to join a business.
         *     `rfp.new_matching`: a new RFP in a category the business follows. `rfp.invited`: the buyer invited
         *     the seller to bid. `proposal.received|revised|withdrawn`: to the buyer's side. `proposal.accepted`,
         *     `proposal.rejected`: to the seller (a losing seller hears only of its own rejection, never of the
         *     winner). `offer.received`, `offer.countered`, `offer.accepted`, `offer.rejected`: the other side of an
         *     offer. `message.received`: a message in a thread the person reads (mails batched: at most one per
         *     thread per 10 minutes). `payment.held`, `order.started`, `payment.released`, `payment.refunded`,
         *     `payment.disputed`: the deal's parties. `approval.needed`: the business's approvers.
         *     `iot.alert_raised`: an alert rule fired on a device (the owning business's ADMIN and PURCHASER
         *     members). `iot.acceptance_passed`: every delivered unit met the deal's acceptance test (the buyer's
         *     side).
         * @enum {string}
         */
        NotificationType: "business.invitation" | "rfp.new_matching" | "rfp.invited" | "proposal.received" | "proposal.revised" | "proposal.withdrawn" | "proposal.accepted" | "proposal.rejected" | "offer.received" | "offer.countered" | "offer.accepted" | "offer.rejected" | "message.received" | "payment.held" | "order.started" | "payment.released" | "payment.refunded" | "payment.disputed" | "approval.needed" | "iot.alert_raised" | "iot.acceptance_passed";
        Notification: {
            /** Format: uuid */
            id: string;
            type: components["schemas"]["NotificationType"];
            /** @description One sentence for people. */
            title: string;
            /** @description The path of the app that shows the object (e.g. `/rfp/details/{id}`). */
            link: string;
            /** @description What the object is (`workflow`, `rfp`, `proposal`, `offer`, `business`, ...). */
            subjectType: string;
            /** Format: uuid */
            subjectId: string;
            read: boolean;
            /** Format: date-time */
            readAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        NotificationList: {
            notifications: components["schemas"]["Notification"][];
            next_cursor: string | null;
        };
        UnreadNotificationCount: {
            unread: number;
        };
        NotificationPreference: {
            type: components["schemas"]["NotificationType"];
            in_app: boolean;
            email: boolean;
            digest: boolean;
        };
        NotificationPreferences: {
            preferences: components["schemas"]["NotificationPreference"][];
        };
        BusinessNotificationSettings: {
            /** @description The RFP categories the business hears about (none: no RFP news); no control or bidirectional characters. */
            rfpCategories: string[];
            rfpRecipientRole: components["schemas"]["BusinessRole"];
        };
        UnsubscribeRequest: {
            token: string;
        };
        UnsubscribeResult: {
            type: components["schemas"]["NotificationType"];
        };
    };
    responses: {
        /** @description The request is malformed or fails validation. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No token, or the token is invalid or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Visible, but this caller may not do it. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, or not this caller's to see. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The object's state does not allow this. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is larger than the operation takes (code `validation_failed`). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request's content type is not one the operation declares (code `validation_failed`). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The card was declined (code `card_declined`) or has insufficient funds (code `insufficient_funds`).
         *     The payment stays PENDING, so the buyer may try another card.
         */
        PaymentDeclined: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The `Idempotency-Key` was already used with a different request (code `idempotency_key_reused`). */
        IdempotencyKeyReused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests; retry after the `Retry-After` header's seconds. */
        RateLimited: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The server or its database is not available. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description `cookie` (browsers): the refresh token travels only in the HttpOnly `refresh-token` cookie, never in
         *     a body. `body` or absent (API clients): in the body, and no cookie is set.
         */
        TokenDelivery: "body" | "cookie";
        /** @description The refresh token the server set for a browser session (read only with `X-Token-Delivery` cookie). */
        RefreshTokenCookie: string;
        /** @description The page size. */
        Limit: number;
        /** @description The previous page's `next_cursor`. */
        Cursor: string;
        /**
         * @description A unique key per intended action (a UUID will do). The same key with the same body returns the first
         *     response again; with another body, 422.
         */
        IdempotencyKey: string;
        /** @description The business's id. */
        BusinessId: string;
        /** @description The membership's id (`BusinessMember.id`, `Membership.id`). */
        MemberId: string;
        /** @description The invitation's id. */
        InvitationId: string;
        /** @description The invitation's id. */
        BusinessInvitationId: string;
        /** @description An action (`member.updated`) or a subject (`member`, for every `member.*`). */
        AuditAction: string;
        /** @description Only events by this user. */
        AuditActor: string;
        /** @description Only events at or after this time. */
        AuditFrom: string;
        /** @description Only events at or before this time. */
        AuditTo: string;
        /** @description The approval request's id. */
        ApprovalId: string;
        /** @description The subsidiary business's id. */
        SubsidiaryId: string;
        /** @description The link request's id. */
        LinkRequestId: string;
        /** @description The product's id. */
        ProductId: string;
        /** @description The conversation's id. */
        ConversationId: string;
        /** @description The offer's id. */
        OfferId: string;
        /**
         * @description The thread: the seller whose private thread with the buyer's side is meant. A seller may name only
         *     itself; another id is a 404.
         */
        ThreadSellerId: string;
        /** @description The workflow's id. */
        WorkflowId: string;
        /** @description The job's id (a whole number). */
        JobId: string;
        /** @description The dispute's id. */
        DisputeId: string;
        /** @description The payment's id. */
        PaymentId: string;
        /** @description The proposal's id. */
        ProposalId: string;
        /** @description The RFP's id. */
        RfpId: string;
        /** @description The device's id. */
        DeviceId: string;
        /** @description The device's id. */
        IotDeviceId: string;
        /** @description The alert rule's id. */
        IotRuleId: string;
        /** @description The alert's id. */
        IotAlertId: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Only with `X-Token-Delivery: cookie`: `refresh-token=<token>; Max-Age=<session's remaining seconds, at
         *     most 2592000>; Path=/v2/auth; HttpOnly; SameSite=Strict` and `session-hint=1; Max-Age=<the same>;
         *     Path=/; SameSite=Strict`, each with `Secure` when the request came over https.
         */
        SetSessionCookies: string;
        /**
         * @description When a browser session ends: both session cookies with `Max-Age=0` (and a past `Expires`), same paths
         *     and attributes as when they were set.
         */
        ClearSessionCookies: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is up and its database answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    joinWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WaitlistSignupRequest"];
            };
        };
        responses: {
            /** @description The address is on the waitlist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistSignupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["RateLimited"];
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageRequest"];
            };
        };
        responses: {
            /** @description The message is stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["RateLimited"];
        };
    };
    subscribeNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterSubscribeRequest"];
            };
        };
        responses: {
            /** @description The address is subscribed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterSubscribeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["RateLimited"];
        };
    };
    recordPageView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageViewRequest"];
            };
        };
        responses: {
            /** @description The view is counted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["RateLimited"];
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `cookie` (browsers): the refresh token travels only in the HttpOnly `refresh-token` cookie, never in
                 *     a body. `body` or absent (API clients): in the body, and no cookie is set.
                 */
                "X-Token-Delivery"?: components["parameters"]["TokenDelivery"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description The account exists and this is its first session. */
            201: {
                headers: {
                    "Set-Cookie": components["headers"]["SetSessionCookies"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description An account with this e-mail already exists. */
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `cookie` (browsers): the refresh token travels only in the HttpOnly `refresh-token` cookie, never in
                 *     a body. `body` or absent (API clients): in the body, and no cookie is set.
                 */
                "X-Token-Delivery"?: components["parameters"]["TokenDelivery"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SetSessionCookies"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The e-mail and password do not match an account. */
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `cookie` (browsers): the refresh token travels only in the HttpOnly `refresh-token` cookie, never in
                 *     a body. `body` or absent (API clients): in the body, and no cookie is set.
                 */
                "X-Token-Delivery"?: components["parameters"]["TokenDelivery"];
            };
            path?: never;
            cookie?: {
                /** @description The refresh token the server set for a browser session (read only with `X-Token-Delivery` cookie). */
                "refresh-token"?: components["parameters"]["RefreshTokenCookie"];
            };
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description A new token pair. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SetSessionCookies"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            /**
             * @description The refresh token is unknown, expired or revoked, or cookie delivery found no cookie. A refusal of
             *     a cookie clears the session cookies.
             */
            401: {
                headers: {
                    "Set-Cookie": components["headers"]["ClearSessionCookies"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `cookie` (browsers): the refresh token travels only in the HttpOnly `refresh-token` cookie, never in
                 *     a body. `body` or absent (API clients): in the body, and no cookie is set.
                 */
                "X-Token-Delivery"?: components["parameters"]["TokenDelivery"];
            };
            path?: never;
            cookie?: {
                /** @description The refresh token the server set for a browser session (read only with `X-Token-Delivery` cookie). */
                "refresh-token"?: components["parameters"]["RefreshTokenCookie"];
            };
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["ClearSessionCookies"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description The account is deleted; it can no longer sign in. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description `password` is wrong. */
            403: components["responses"]["Forbidden"];
            /** @description The account cannot be deleted yet (`error` `last_business_admin` or `funds_in_escrow`). */
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMeRequest"];
            };
        };
        responses: {
            /** @description The changed user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    chooseActingBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChooseActingBusinessRequest"];
            };
        };
        responses: {
            /** @description The signed-in user, now acting for the chosen business. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not a member of this business (or it does not exist). */
            404: components["responses"]["NotFound"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description The password is changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description `current_password` is wrong (not a 401: the session itself is valid). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description If an account has this e-mail, a reset link is on its way. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["RateLimited"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirmRequest"];
            };
        };
        responses: {
            /** @description The password is changed; sign in with it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input, or the link is used, expired or not one of ours (code `validation_failed`, `error` `invalid_token`). */
            400: components["responses"]["BadRequest"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountTokenRequest"];
            };
        };
        responses: {
            /** @description The address is verified. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input, or the link is used, expired or not one of ours (code `validation_failed`, `error` `invalid_token`). */
            400: components["responses"]["BadRequest"];
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new link is on its way (earlier links stop working). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
        };
    };
    requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeRequest"];
            };
        };
        responses: {
            /** @description The confirmation link is on its way to the new address. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description `password` is wrong. */
            403: components["responses"]["Forbidden"];
            /** @description Another account has this e-mail. */
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountTokenRequest"];
            };
        };
        responses: {
            /** @description The e-mail is changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input, or the link is used, expired or not one of ours (code `validation_failed`, `error` `invalid_token`). */
            400: components["responses"]["BadRequest"];
            /** @description Another account took this e-mail meanwhile. */
            409: components["responses"]["Conflict"];
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive is being built; the link comes by mail. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExportRequested"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
        };
    };
    requestDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive is being built; the link comes by mail. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExportRequested"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
        };
    };
    downloadDataExport: {
        parameters: {
            query: {
                token: components["schemas"]["AccountToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExportArchive"];
                };
            };
            /** @description Bad input, or the link is used, expired or not one of ours (code `validation_failed`, `error` `invalid_token`). */
            400: components["responses"]["BadRequest"];
        };
    };
    getBusiness: {
        parameters: {
            query: {
                /** @description The business's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Business"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBusinessRequest"];
            };
        };
        responses: {
            /** @description The business exists. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Business"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listBusinesses: {
        parameters: {
            query?: {
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of businesses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    addBusinessMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddBusinessMemberRequest"];
            };
        };
        responses: {
            /** @description The invitation, pending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the business but not one of its ADMINs. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller. */
            404: components["responses"]["NotFound"];
            /** @description The e-mail belongs to a member of the business already (members see each other). */
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
        };
    };
    listMyInvitations: {
        parameters: {
            query?: {
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInvitationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation's id. */
                id: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's new membership. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Membership"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No pending, unexpired invitation with this id to the caller's e-mail. */
            404: components["responses"]["NotFound"];
            /** @description The caller is a member of the business already. */
            409: components["responses"]["Conflict"];
        };
    };
    declineInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation's id. */
                id: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No pending, unexpired invitation with this id to the caller's e-mail. */
            404: components["responses"]["NotFound"];
        };
    };
    listBusinessMembers: {
        parameters: {
            query?: {
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of members, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessMemberList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    removeBusinessMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
                /** @description The membership's id (`BusinessMember.id`, `Membership.id`). */
                memberId: components["parameters"]["MemberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The membership is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Removing someone else needs an ADMIN of the business. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller, or no such member of it. */
            404: components["responses"]["NotFound"];
            /** @description The member is the business's last ADMIN. */
            409: components["responses"]["Conflict"];
        };
    };
    updateBusinessMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
                /** @description The membership's id (`BusinessMember.id`, `Membership.id`). */
                memberId: components["parameters"]["MemberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBusinessMemberRequest"];
            };
        };
        responses: {
            /** @description The member with the new role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the business but not one of its ADMINs. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller, or no such member of it. */
            404: components["responses"]["NotFound"];
            /** @description The member is the business's last ADMIN. */
            409: components["responses"]["Conflict"];
        };
    };
    updateBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBusinessRequest"];
            };
        };
        responses: {
            /** @description The business as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Business"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the business but not one of its ADMINs. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller. */
            404: components["responses"]["NotFound"];
        };
    };
    listBusinessInvitations: {
        parameters: {
            query?: {
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of pending invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInvitationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such business visible to the caller. */
            404: components["responses"]["NotFound"];
        };
    };
    withdrawBusinessInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
                /** @description The invitation's id. */
                invitationId: components["parameters"]["BusinessInvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation is withdrawn. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the business but not one of its ADMINs. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller, or no pending invitation of it with this id. */
            404: components["responses"]["NotFound"];
        };
    };
    signOutBusinessMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
                /** @description The membership's id (`BusinessMember.id`, `Membership.id`). */
                memberId: components["parameters"]["MemberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sessions ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberSignOut"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the business but not one of its ADMINs. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller, or no such member of it. */
            404: components["responses"]["NotFound"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description An action (`member.updated`) or a subject (`member`, for every `member.*`). */
                action?: components["parameters"]["AuditAction"];
                /** @description Only events by this user. */
                actor_id?: components["parameters"]["AuditActor"];
                /** @description Only events at or after this time. */
                from?: components["parameters"]["AuditFrom"];
                /** @description Only events at or before this time. */
                to?: components["parameters"]["AuditTo"];
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the business but not one of its ADMINs. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller. */
            404: components["responses"]["NotFound"];
        };
    };
    exportAuditEvents: {
        parameters: {
            query?: {
                /** @description An action (`member.updated`) or a subject (`member`, for every `member.*`). */
                action?: components["parameters"]["AuditAction"];
                /** @description Only events by this user. */
                actor_id?: components["parameters"]["AuditActor"];
                /** @description Only events at or after this time. */
                from?: components["parameters"]["AuditFrom"];
                /** @description Only events at or before this time. */
                to?: components["parameters"]["AuditTo"];
            };
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events as CSV. */
            200: {
                headers: {
                    /** @description `attachment; filename="audit-log.csv"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the business but not one of its ADMINs. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller. */
            404: components["responses"]["NotFound"];
        };
    };
    listBusinessLinkRequests: {
        parameters: {
            query?: {
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of pending requests, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessLinkRequestList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the business but not one of its ADMINs. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    approveBusinessLinkRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
                /** @description The link request's id. */
                requestId: components["parameters"]["LinkRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request, approved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessLinkRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not an ADMIN of the parent, or made the request. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller, or no such request to it. */
            404: components["responses"]["NotFound"];
            /** @description The request was already decided. */
            409: components["responses"]["Conflict"];
        };
    };
    declineBusinessLinkRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
                /** @description The link request's id. */
                requestId: components["parameters"]["LinkRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request, declined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessLinkRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the business but not one of its ADMINs. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller, or no such request to it. */
            404: components["responses"]["NotFound"];
            /** @description The request was already decided. */
            409: components["responses"]["Conflict"];
        };
    };
    searchBusinesses: {
        parameters: {
            query: {
                /** @description Part of the business's name, at least 2 characters. */
                q: string;
                /** @description How many businesses at most; 10 when omitted. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The businesses found, best match first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessSearchResults"];
                };
            };
            /** @description `q` is shorter than 2 characters, too long, or has control or direction-override characters. */
            400: components["responses"]["BadRequest"];
            429: components["responses"]["RateLimited"];
        };
    };
    listSubsidiaries: {
        parameters: {
            query?: {
                /** @description The currency to count in; USD when omitted. */
                currency?: components["schemas"]["Currency"];
            };
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subsidiaries, by name, with their figures and the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubsidiaryRollUp"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such business visible to the caller. */
            404: components["responses"]["NotFound"];
        };
    };
    getBusinessMetrics: {
        parameters: {
            query?: {
                /** @description Count the purchases of this business's members. */
                business_id?: string;
                /** @description The currency to count in; USD when omitted. */
                currency?: components["schemas"]["Currency"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Metrics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such business visible to the caller. */
            404: components["responses"]["NotFound"];
        };
    };
    listPublishableKeys: {
        parameters: {
            query: {
                /** @description The business's id. */
                business_id: string;
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of live keys, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishableKeyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the business but not one of its ADMINs. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller. */
            404: components["responses"]["NotFound"];
        };
    };
    createPublishableKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePublishableKeyRequest"];
            };
        };
        responses: {
            /** @description The key, live at once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishableKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the business but not one of its ADMINs. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller. */
            404: components["responses"]["NotFound"];
            /** @description The business already has 20 live keys; revoke one first. */
            409: components["responses"]["Conflict"];
        };
    };
    revokePublishableKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The key's id (not the `pk_...` key itself). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key is revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the key's business but not one of its ADMINs. */
            403: components["responses"]["Forbidden"];
            /** @description No such live key visible to the caller. */
            404: components["responses"]["NotFound"];
        };
    };
    listSellers: {
        parameters: {
            query?: {
                /** @description Part of the seller's name or business name. */
                q?: string;
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sellers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerList"];
                };
            };
            /** @description `q` has control or direction-override characters, or the cursor is not this list's. */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                category?: components["schemas"]["ProductCategory"];
                condition?: components["schemas"]["ProductCondition"];
                /** @description Only products at this price or more. */
                minPrice?: components["schemas"]["MoneyQuery"];
                /** @description Only products at this price or less. */
                maxPrice?: components["schemas"]["MoneyQuery"];
                /** @description Only this seller's products. */
                sellerId?: string;
                /** @description Only the products listed under this business (a business's My Products: every member's, whoever created them). */
                businessId?: string;
                /** @description Only products of sellers with this role. */
                sellerType?: components["schemas"]["SellerRole"];
                /** @description Full-text search over the name, the description and the specification values (English stemming; every word must match, the last ones also as the start of a longer word, so `grip` finds "gripper"). Letters and digits count; punctuation only separates words, so a query with no letter or digit finds nothing (an empty page, not an error). */
                q?: string;
                /** @description With `true`, only products on sale (with a `compare_at_price`); `false` is the same as leaving it out. */
                on_sale?: boolean;
                /** @description The order of the pages: `newest` (the default), `price_asc`, `price_desc` (ties by id), `relevance` (best match first; only with `q`), `trending` (most product page views in the last 7 days, ties newest first), `saving` (biggest saving below `compare_at_price` first; products not on sale come last). A cursor belongs to the sort and filters that produced it: a cursor of another sort is a 400. */
                sort?: components["schemas"]["ProductSort"];
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description A bearer token or publishable key was sent and is not valid. */
            401: components["responses"]["Unauthorized"];
            /** @description Too many calls without credentials from this address. */
            429: components["responses"]["RateLimited"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProductRequest"];
            };
        };
        responses: {
            /** @description The product. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description The body is invalid, or a price in a currency without a minor unit (JPY, ...) is not whole (`fields` names it and `currency`). */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not a seller, or acts for a business without the SALES role (the product is listed under the business the caller acts for). */
            403: components["responses"]["Forbidden"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description A bearer token or publishable key was sent and is not valid. */
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Too many calls without credentials from this address. */
            429: components["responses"]["RateLimited"];
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProductRequest"];
            };
        };
        responses: {
            /** @description The changed product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description The body is invalid, or the product's price in a currency without a minor unit (JPY, ...) would not be whole (`fields` names it, and `currency` when sent). */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller does not act for the product's seller (the business it is listed under, else its seller), or acts for it without the SALES role (a VIEWER, a PURCHASER). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller does not act for the product's seller (the business it is listed under, else its seller), or acts for it without the SALES role (a VIEWER, a PURCHASER). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadProductImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadProductImageRequest"];
            };
        };
        responses: {
            /** @description The product with the new image last in `images`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /**
             * @description No `file` field, an empty file, a file over 5 MB, or a file that is not PNG, JPEG or WebP by its
             *     declared type (or its extension when the type is generic) and by its leading bytes.
             */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller does not act for the product's seller (the business it is listed under, else its seller), or acts for it without the SALES role (a VIEWER, a PURCHASER). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The product already has 20 images. */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getProductImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; 304 when it still matches. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The image's name, as in the product's `images` (`/api/images/{name}`). */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    /** @description The image's entity tag. */
                    ETag?: string;
                    /** @description `public, max-age=31536000, immutable`. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            /** @description The image has not changed since the `If-None-Match` tag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A name or header that breaks the input policy (NUL characters, over 255 characters). */
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listOffers: {
        parameters: {
            query?: {
                /** @description Only offers in this status. */
                status?: components["schemas"]["OfferStatus"];
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the offers the caller may see, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The product does not exist. */
            404: components["responses"]["NotFound"];
        };
    };
    createOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOfferRequest"];
            };
        };
        responses: {
            /** @description The offer, PENDING. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description The body is invalid (a price that is not above zero with two decimals, a total too large, ...); or a `price` not whole in a currency without a minor unit (JPY, ...). */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is the product's seller or a member of the business it is listed under. */
            403: components["responses"]["Forbidden"];
            /** @description The product does not exist. */
            404: components["responses"]["NotFound"];
            /** @description The caller already has an open (PENDING or COUNTERED) offer on this product. */
            409: components["responses"]["Conflict"];
        };
    };
    updateOfferStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A unique key per intended action (a UUID will do). The same key with the same body returns the first
                 *     response again; with another body, 422.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
                /** @description The offer's id. */
                offerId: components["parameters"]["OfferId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOfferStatusRequest"];
            };
        };
        responses: {
            /** @description The offer in its new status (with `workflowId` once ACCEPTED). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description The body is invalid, `price` is missing with COUNTERED or sent with another status, or the total is too large; or the counter `price` is not whole in a currency without a minor unit (JPY, ...). */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description The caller sees the offer (its buyer or the product's seller) but this move is the other
             *     party's: only the seller accepts, rejects or counters a PENDING offer, only the buyer answers a
             *     counter, only the buyer withdraws.
             */
            403: components["responses"]["Forbidden"];
            /** @description No such offer on this product, or the caller is neither its buyer nor the product's seller. */
            404: components["responses"]["NotFound"];
            /** @description The offer's status does not allow this move (it is final, or the counter was already answered). */
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
        };
    };
    listMyOffers: {
        parameters: {
            query?: {
                /** @description buyer (offers the caller made; when left out) or seller (offers on the caller's products). */
                side?: "buyer" | "seller";
                /** @description Only offers in this status. */
                status?: components["schemas"]["OfferStatus"];
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the caller's offers, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listWorkflows: {
        parameters: {
            query?: {
                /** @description Only workflows in one of these statuses. Repeat the parameter for several. */
                status?: components["schemas"]["WorkflowStatus"][];
                requestType?: components["schemas"]["RequestType"];
                /** @description `pending`: only the caller's order invitations still to answer: workflows the caller is invited to as a seller, that still take proposals (REQUEST_CREATED, MATCHING_SELLERS, NEGOTIATION_IN_PROGRESS) and where the caller has sent no proposal yet. */
                invited?: "pending";
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of workflows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWorkflowRequest"];
            };
        };
        responses: {
            /** @description The workflow. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            /** @description The body is invalid, the minimum budget is above the maximum, or a budget in a currency without a minor unit (JPY, ...) is not whole (`fields` names it and `currency`). A DIRECT_ORDER or CUSTOM_ORDER without a seller, a DIRECT_ORDER with more than one, an RFP naming sellers, an unknown product or seller, an account that does not sell, or the buyer itself (`fields` names `sellerIds` or `productId`). */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller's role in the business they act for does not include PURCHASER. */
            403: components["responses"]["Forbidden"];
        };
    };
    getWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflow. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflow is cancelled. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its buyer. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The workflow is ORDER_COMPLETED. */
            409: components["responses"]["Conflict"];
        };
    };
    startOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflow, ORDER_IN_PROGRESS. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its chosen seller. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The workflow is not PAYMENT_COMPLETED. */
            409: components["responses"]["Conflict"];
        };
    };
    declineOrderInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is on the workflow's buyer side. */
            403: components["responses"]["Forbidden"];
            /** @description No such workflow visible to the caller, or the caller is not invited to it. */
            404: components["responses"]["NotFound"];
            /** @description The caller has a PENDING proposal on it ("Withdraw your proposal to decline"), or the workflow no longer takes proposals. */
            409: components["responses"]["Conflict"];
        };
    };
    listRfps: {
        parameters: {
            query?: {
                /** @description Only RFPs in one of these statuses. Repeat the parameter for several. */
                status?: components["schemas"]["RfpStatus"][];
                industry?: string;
                minBudget?: components["schemas"]["MoneyQuery"];
                maxBudget?: components["schemas"]["MoneyQuery"];
                workflowId?: string;
                /**
                 * @description `own`: only the RFPs of workflows the caller buys in (its own and its business's, any status), as
                 *     on RFP Management. `invited`: only those of workflows the caller is an invited seller of. Left
                 *     out: everything the caller may see.
                 */
                scope?: "own" | "invited";
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of RFPs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RfpList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createRfp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRfpRequest"];
            };
        };
        responses: {
            /** @description The RFP. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rfp"];
                };
            };
            /** @description The body is invalid (a budget minimum above its maximum, an impossible date, ...), a budget in a currency without a minor unit (JPY, ...) is not whole (`fields` names it and `budget/currency`), or an RFP to submit is incomplete (`description`, `budget/min`, `timeline/startDate`, `timeline/endDate`, `timeline/milestones/{n}/date`). */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its buyer. */
            403: components["responses"]["Forbidden"];
            /** @description No such workflow visible to the caller. */
            404: components["responses"]["NotFound"];
            /** @description The workflow already has an RFP, is not an RFP workflow, or is past REQUEST_CREATED. */
            409: components["responses"]["Conflict"];
        };
    };
    getRfp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The RFP's id. */
                id: components["parameters"]["RfpId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The RFP. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rfp"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateRfp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The RFP's id. */
                id: components["parameters"]["RfpId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRfpRequest"];
            };
        };
        responses: {
            /** @description The changed RFP. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rfp"];
                };
            };
            /** @description The body is invalid (a budget minimum above its maximum, an impossible date, ...), a budget in a currency without a minor unit (JPY, ...) is not whole (`fields` names it and `budget/currency`), or an RFP to submit is incomplete (`description`, `budget/min`, `timeline/startDate`, `timeline/endDate`, `timeline/milestones/{n}/date`). */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller can see the RFP but is not its buyer. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The RFP's status does not allow this change. */
            409: components["responses"]["Conflict"];
        };
    };
    inviteSellers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteSellersRequest"];
            };
        };
        responses: {
            /** @description The sellers invited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteSellersResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not the workflow's buyer (a seller inviting anyone, itself included). */
            403: components["responses"]["Forbidden"];
            /** @description No such workflow visible to the caller, or a listed id is not a seller. */
            404: components["responses"]["NotFound"];
            /** @description A seller is already invited, or the workflow no longer takes sellers. */
            409: components["responses"]["Conflict"];
        };
    };
    declareIntentToBid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seller had joined already; its thread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Thread"];
                };
            };
            /** @description Joined; the seller's new thread. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Thread"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller does not sell, or is on the workflow's buyer side. */
            403: components["responses"]["Forbidden"];
            /** @description No such workflow visible to the caller, and no RFP of it in the marketplace. */
            404: components["responses"]["NotFound"];
            /** @description The RFP no longer takes sellers (the deal was awarded, or it left the marketplace). */
            409: components["responses"]["Conflict"];
        };
    };
    listProposals: {
        parameters: {
            query?: {
                status?: components["schemas"]["ProposalStatus"];
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of proposals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProposalList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProposalRequest"];
            };
        };
        responses: {
            /** @description The proposal, PENDING. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"];
                };
            };
            /** @description The body is invalid, breaks the RFP's budget or timeline, names in `structured_terms` a certification the RFP does not ask for, or its `price` is not whole in a currency without a minor unit (JPY, ...). */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller does not sell, or is on the workflow's buyer side. */
            403: components["responses"]["Forbidden"];
            /** @description No such workflow visible to the caller: it is not a party and the workflow's RFP is not in the marketplace. */
            404: components["responses"]["NotFound"];
            /** @description The workflow no longer takes proposals or sellers, the seller already has a PENDING proposal on it, or the RFP's bid deadline has passed ("The bid deadline for this RFP has passed"). */
            409: components["responses"]["Conflict"];
        };
    };
    reviseProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
                /** @description The proposal's id. */
                proposalId: components["parameters"]["ProposalId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProposalRequest"];
            };
        };
        responses: {
            /** @description The revision, PENDING. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is on the workflow's buyer side; only the proposal's seller revises it. */
            403: components["responses"]["Forbidden"];
            /** @description No such workflow visible to the caller, or no such proposal of the caller's. */
            404: components["responses"]["NotFound"];
            /** @description The proposal is not PENDING, the workflow no longer takes proposals, or the RFP's bid deadline has passed ("The bid deadline for this RFP has passed"). */
            409: components["responses"]["Conflict"];
        };
    };
    withdrawProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
                /** @description The proposal's id. */
                proposalId: components["parameters"]["ProposalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proposal, WITHDRAWN. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is on the workflow's buyer side; only the proposal's seller withdraws it. */
            403: components["responses"]["Forbidden"];
            /** @description No such workflow visible to the caller, or no such proposal of the caller's. */
            404: components["responses"]["NotFound"];
            /** @description The proposal is not PENDING, or the workflow no longer takes proposals. */
            409: components["responses"]["Conflict"];
        };
    };
    acceptProposal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A unique key per intended action (a UUID will do). The same key with the same body returns the first
                 *     response again; with another body, 422.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
                /** @description The proposal's id. */
                proposalId: components["parameters"]["ProposalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accepted proposal and the workflow after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptProposalResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but does not act for its buyer: a seller, a member of the buyer's business without PURCHASER, or a member of its parent business (read-only). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The proposal is not PENDING, or the workflow is not NEGOTIATION_IN_PROGRESS. */
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description The thread: the seller whose private thread with the buyer's side is meant. A seller may name only
                 *     itself; another id is a 404.
                 */
                sellerId?: components["parameters"]["ThreadSellerId"];
                /** @description A message's id; only later messages are listed. An id that is not a message of this workflow is a 400. */
                since?: string;
            };
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMessageRequest"];
            };
        };
        responses: {
            /** @description The message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The body is invalid, names both `sellerId` and `broadcast`, or the buyer's side left out `sellerId` while the workflow has several sellers. */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description A seller broadcasting, or a seller that did not win the award (its thread is read-only). */
            403: components["responses"]["Forbidden"];
            /** @description No such workflow visible to the caller, or `sellerId` names no thread the caller may write to. */
            404: components["responses"]["NotFound"];
            /** @description No seller has joined the workflow yet, or the named thread is read-only after an award. */
            409: components["responses"]["Conflict"];
            /** @description Too many messages from the caller to this workflow (30 a minute or 1,000 a day); retry after `Retry-After` seconds. */
            429: components["responses"]["RateLimited"];
        };
    };
    markMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkMessagesReadRequest"];
            };
        };
        responses: {
            /** @description Marked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    sendTyping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TypingRequest"];
            };
        };
        responses: {
            /** @description Sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Too many typing events from the caller to this workflow (60 a minute); retry after `Retry-After` seconds. */
            429: components["responses"]["RateLimited"];
        };
    };
    listThreads: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The threads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    streamWorkflowEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    /** @description Always `no-cache`. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Too many open event streams (5 per user or 1,000 per instance); retry after `Retry-After` seconds. */
            429: components["responses"]["RateLimited"];
        };
    };
    openProductConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OpenConversationRequest"];
            };
        };
        responses: {
            /** @description The caller's existing conversation about the product (and its new message, if `body` was sent). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description The new conversation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description The body is invalid (empty or only white space, too long, NUL, lone surrogates, bidirectional controls). */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller sells the product (or belongs to the business it is listed under). */
            403: components["responses"]["Forbidden"];
            /** @description No such product. */
            404: components["responses"]["NotFound"];
            /** @description Too many messages from the caller to this conversation (30 a minute or 1,000 a day). */
            429: components["responses"]["RateLimited"];
        };
    };
    listConversations: {
        parameters: {
            query?: {
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id. */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listConversationMessages: {
        parameters: {
            query?: {
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
                /** @description A message's id; only later messages are listed. An id that is not a message of this conversation is a 400. */
                since?: string;
            };
            header?: never;
            path: {
                /** @description The conversation's id. */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationMessageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createConversationMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id. */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationMessageRequest"];
            };
        };
        responses: {
            /** @description The message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Too many messages from the caller to this conversation (30 a minute or 1,000 a day). */
            429: components["responses"]["RateLimited"];
        };
    };
    markConversationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id. */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkMessagesReadRequest"];
            };
        };
        responses: {
            /** @description Marked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createPaymentSession: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A unique key per intended action (a UUID will do). The same key with the same body returns the first
                 *     response again; with another body, 422.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreatePaymentSessionRequest"];
            };
        };
        responses: {
            /** @description The checkout session. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its buyer. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The workflow is not PRICE_AGREED (already paying, paid, or cancelled). */
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
            /** @description The card provider (stripe) is not configured or not answering; nothing was opened. */
            503: components["responses"]["Unavailable"];
        };
    };
    listPayments: {
        parameters: {
            query?: {
                workflowId?: string;
                status?: components["schemas"]["PaymentStatus"];
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment's id. */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    confirmSandboxPayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A unique key per intended action (a UUID will do). The same key with the same body returns the first
                 *     response again; with another body, 422.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The payment's id. */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmSandboxPaymentRequest"];
            };
        };
        responses: {
            /** @description The payment, COMPLETED with its funds held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Malformed input, or a card number that is not a sandbox test card. */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentDeclined"];
            /** @description The caller is a party to the workflow but not its buyer. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The payment is not PENDING (paid, expired), or not a sandbox payment. */
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
        };
    };
    releaseEscrow: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A unique key per intended action (a UUID will do). The same key with the same body returns the first
                 *     response again; with another body, 422.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment after release. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its buyer. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The workflow is not ORDER_IN_PROGRESS, or no funds are held. */
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
        };
    };
    refundEscrow: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A unique key per intended action (a UUID will do). The same key with the same body returns the first
                 *     response again; with another body, 422.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description The payment after refund. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its buyer. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description No funds are held for the workflow (not paid yet, released or refunded already). */
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
        };
    };
    getPayouts: {
        parameters: {
            query?: {
                /** @description The currency to count in; USD when omitted. */
                currency?: components["schemas"]["Currency"];
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance and a page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payouts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createPayout: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A unique key per intended action (a UUID will do). The same key with the same body returns the first
                 *     response again; with another body, 422.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreatePayoutRequest"];
            };
        };
        responses: {
            /** @description The balance and the first page of orders after the payout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payouts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller acts for a business without the ADMIN role. */
            403: components["responses"]["Forbidden"];
            /** @description Nothing is available to pay out in this currency. */
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
        };
    };
    getSellerMetrics: {
        parameters: {
            query?: {
                /** @description The currency to count revenue in; USD when omitted. */
                currency?: components["schemas"]["Currency"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seller's metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerMetrics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    markOrderDelivered: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The held payment, with its inspection period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its chosen seller. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The order is not in progress with funds held, or was marked delivered already. */
            409: components["responses"]["Conflict"];
        };
    };
    listWorkflowDisputes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflow's disputes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is an invited seller whose price was not agreed. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    openDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenDisputeRequest"];
            };
        };
        responses: {
            /** @description The dispute, OPEN. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Malformed input, or an evidence document that is not this workflow's or not the seller's to read. */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its buyer. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The order is not in progress with funds held, a dispute is open, or the inspection period ended. */
            409: components["responses"]["Conflict"];
        };
    };
    respondToDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The dispute's id. */
                disputeId: components["parameters"]["DisputeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeResponseRequest"];
            };
        };
        responses: {
            /** @description The dispute after the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Malformed input, an amount with `accept_refund` or `contest`, or an offer not between 0 and what is held. */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its chosen seller. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The dispute is not OPEN (answered, withdrawn or settled). */
            409: components["responses"]["Conflict"];
        };
    };
    acceptDisputeOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The dispute's id. */
                disputeId: components["parameters"]["DisputeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dispute, RESOLVED with outcome SPLIT. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its buyer. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The dispute has no offer waiting for the buyer. */
            409: components["responses"]["Conflict"];
        };
    };
    rejectDisputeOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The dispute's id. */
                disputeId: components["parameters"]["DisputeId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DisputeNoteRequest"];
            };
        };
        responses: {
            /** @description The dispute, CONTESTED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its buyer. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The dispute has no offer waiting for the buyer. */
            409: components["responses"]["Conflict"];
        };
    };
    withdrawDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The dispute's id. */
                disputeId: components["parameters"]["DisputeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dispute, WITHDRAWN. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its buyer. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The dispute is settled or withdrawn already. */
            409: components["responses"]["Conflict"];
        };
    };
    listAdminDisputes: {
        parameters: {
            query?: {
                status?: components["schemas"]["DisputeStatus"];
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of disputes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not a platform admin. */
            403: components["responses"]["Forbidden"];
        };
    };
    decideDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The dispute's id. */
                disputeId: components["parameters"]["DisputeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeDecisionRequest"];
            };
        };
        responses: {
            /** @description The dispute, RESOLVED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Malformed input, `refundAmount` missing for SPLIT (or given for another outcome), or not between 0 and what is held. */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not a platform admin. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The dispute is not CONTESTED (not handed to an admin, or settled already). */
            409: components["responses"]["Conflict"];
        };
    };
    listAdminJobs: {
        parameters: {
            query?: {
                state?: components["schemas"]["JobState"];
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of jobs and the counts by state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not a platform admin. */
            403: components["responses"]["Forbidden"];
        };
    };
    replayJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id (a whole number). */
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, queued again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not a platform admin. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The job is not dead (waiting, running or done). */
            409: components["responses"]["Conflict"];
        };
    };
    listAdminMail: {
        parameters: {
            query?: {
                to?: components["schemas"]["Email"];
                undelivered?: boolean;
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sent mail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMailPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not a platform admin. */
            403: components["responses"]["Forbidden"];
        };
    };
    registerIotDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterIotDeviceRequest"];
            };
        };
        responses: {
            /** @description The device and its credential. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotDeviceCredential"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a party to the workflow but not its chosen seller with SALES. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The order is not in progress, or this serial number is already registered by this seller. */
            409: components["responses"]["Conflict"];
        };
    };
    listWorkflowIotDevices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflow's devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotDeviceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getWorkflowAcceptance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test and its evaluation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowAcceptance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listIotDevices: {
        parameters: {
            query?: {
                side?: components["schemas"]["IotFleetSide"];
                status?: components["schemas"]["IotDeviceStatus"];
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotDeviceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getIotDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's id. */
                deviceId: components["parameters"]["IotDeviceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateIotDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's id. */
                deviceId: components["parameters"]["IotDeviceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateIotDeviceRequest"];
            };
        };
        responses: {
            /** @description The device. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    rotateIotDeviceCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's id. */
                deviceId: components["parameters"]["IotDeviceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device and its new credential. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotDeviceCredential"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    revokeIotDeviceCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's id. */
                deviceId: components["parameters"]["IotDeviceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device, its credential REVOKED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getIotSeries: {
        parameters: {
            query: {
                metric: components["schemas"]["IotMetricName"][];
                range?: components["schemas"]["IotRange"];
                to?: string;
            };
            header?: never;
            path: {
                /** @description The device's id. */
                deviceId: components["parameters"]["IotDeviceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotSeriesSet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    streamIotDeviceEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's id. */
                deviceId: components["parameters"]["IotDeviceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    /** @description Always `no-cache`. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
        };
    };
    listIotMetrics: {
        parameters: {
            query?: {
                /** @description Only points of this metric. */
                name?: components["schemas"]["IotMetricName"];
                /** @description Only points recorded at or after this time. */
                from?: string;
                /** @description Only points recorded before this time. */
                to?: string;
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The device's id. */
                id: components["parameters"]["DeviceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of points. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotMetricList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    postIotMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's id. */
                id: components["parameters"]["DeviceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostIotMetricsRequest"];
            };
        };
        responses: {
            /** @description The batch is stored. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostIotMetricsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No device credential, or not the current credential of this device. */
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
        };
    };
    listIotAlertRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotAlertRuleList"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createIotAlertRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IotAlertRuleInput"];
            };
        };
        responses: {
            /** @description The rule. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotAlertRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The business has 50 rules already. */
            409: components["responses"]["Conflict"];
        };
    };
    updateIotAlertRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The alert rule's id. */
                ruleId: components["parameters"]["IotRuleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IotAlertRuleInput"];
            };
        };
        responses: {
            /** @description The rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotAlertRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteIotAlertRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The alert rule's id. */
                ruleId: components["parameters"]["IotRuleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listIotAlerts: {
        parameters: {
            query?: {
                status?: components["schemas"]["IotAlertStatus"];
                deviceId?: string;
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of alerts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotAlertPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    acknowledgeIotAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The alert's id. */
                alertId: components["parameters"]["IotAlertId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert, ACKNOWLEDGED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotAlert"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The alert is not OPEN. */
            409: components["responses"]["Conflict"];
        };
    };
    resolveIotAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The alert's id. */
                alertId: components["parameters"]["IotAlertId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert, RESOLVED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotAlert"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The alert is RESOLVED already. */
            409: components["responses"]["Conflict"];
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /**
                 * @description The thread: the seller whose private thread with the buyer's side is meant. A seller may name only
                 *     itself; another id is a 404.
                 */
                sellerId?: components["parameters"]["ThreadSellerId"];
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadDocument: {
        parameters: {
            query?: {
                /**
                 * @description The thread: the seller whose private thread with the buyer's side is meant. A seller may name only
                 *     itself; another id is a 404.
                 */
                sellerId?: components["parameters"]["ThreadSellerId"];
                /** @description With `true`, the buyer's side shares the file with every seller of the workflow. */
                broadcast?: boolean;
            };
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: components["parameters"]["WorkflowId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadDocumentRequest"];
            };
        };
        responses: {
            /** @description The stored document. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /**
             * @description No `file` field, an empty file, a file over 25 MB, or a file that is not PDF, Word, Excel, CSV,
             *     plain text, PNG or JPEG by its declared type (or its extension when the type is generic) and by
             *     its leading bytes.
             */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description A seller broadcasting, or a seller that did not win the award (its thread is read-only). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /**
             * @description No seller has joined the workflow yet, or the named thread is read-only after an award. Code
             *     `quota_exceeded`: the workflow already holds 200 documents, or this file would take it past
             *     200 MB in all; the message says which limit.
             */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The user uploaded 100 files in the last hour; retry after `Retry-After` seconds. */
            429: components["responses"]["RateLimited"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The server-generated name, as in the document's `url`. */
                name: components["schemas"]["DocumentName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description `attachment` with the original file name. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    stripeWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Stripe's signature of the raw body. */
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StripeEvent"];
            };
        };
        responses: {
            /** @description The event was received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReceived"];
                };
            };
            /** @description The signature is missing or wrong, or the body is not an event. */
            400: components["responses"]["BadRequest"];
        };
    };
    listApprovals: {
        parameters: {
            query?: {
                /** @description Which requests; `to_decide` when left out. */
                scope?: components["schemas"]["ApprovalScope"];
                /** @description Only requests in this status. */
                status?: components["schemas"]["ApprovalStatus"];
                /** @description Only requests about this workflow's proposals. */
                workflow_id?: string;
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of approval requests, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequestList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    approveAward: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A unique key per intended action (a UUID will do). The same key with the same body returns the first
                 *     response again; with another body, 422.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The approval request's id. */
                approvalId: components["parameters"]["ApprovalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request after the approval (APPROVED once enough approvers approved). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member without APPROVER, asked for the award, or is an approver of the subsidiary whose award is over the budget its parent set (the parent's APPROVERs decide it). */
            403: components["responses"]["Forbidden"];
            /** @description No such request in the business the caller acts for. */
            404: components["responses"]["NotFound"];
            /** @description The request is no longer PENDING (decided, expired, or the proposal or offer was withdrawn), or the caller approved it already. */
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyReused"];
        };
    };
    declineAward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The approval request's id. */
                approvalId: components["parameters"]["ApprovalId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineAwardRequest"];
            };
        };
        responses: {
            /** @description The request, DECLINED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member without APPROVER, asked for the award, or is an approver of the subsidiary whose award is over the budget its parent set (the parent's APPROVERs decide it). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request is no longer PENDING. */
            409: components["responses"]["Conflict"];
        };
    };
    getApprovalRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRules"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such business, or the caller is not a member of it. */
            404: components["responses"]["NotFound"];
        };
    };
    updateApprovalRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalRules"];
            };
        };
        responses: {
            /** @description The rules saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRules"];
                };
            };
            /** @description Steps not in increasing amounts, or a currency without minor units given decimals. */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member but not an ADMIN. */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setSubsidiaryBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
                /** @description The subsidiary business's id. */
                subsidiaryId: components["parameters"]["SubsidiaryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetSubsidiaryBudgetRequest"];
            };
        };
        responses: {
            /** @description The subsidiary's budget and what it has awarded against it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubsidiaryBudget"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member of the parent but not an ADMIN. */
            403: components["responses"]["Forbidden"];
            /** @description No such business visible to the caller, or the other business is not its subsidiary. */
            404: components["responses"]["NotFound"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description `true`: only the unread ones. */
                unread?: boolean;
                /** @description The page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getUnreadNotificationCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadNotificationCount"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    streamNotificationEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    /** @description Always `no-cache`. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Too many open event streams (5 per user or 1,000 per instance); retry after `Retry-After` seconds. */
            429: components["responses"]["RateLimited"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The notification's id. */
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification, read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such notification of the caller's. */
            404: components["responses"]["NotFound"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread count after (0). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadNotificationCount"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    unsubscribeFromNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnsubscribeRequest"];
            };
        };
        responses: {
            /** @description E-mail for the event type is off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsubscribeResult"];
                };
            };
            /** @description The token is not one the server issued. */
            400: components["responses"]["BadRequest"];
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferences"];
            };
        };
        responses: {
            /** @description Every preference after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description An event type named twice. */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getBusinessNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessNotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such business, or the caller is not a member of it. */
            404: components["responses"]["NotFound"];
        };
    };
    updateBusinessNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id. */
                id: components["parameters"]["BusinessId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessNotificationSettings"];
            };
        };
        responses: {
            /** @description The settings saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessNotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is a member but not an ADMIN. */
            403: components["responses"]["Forbidden"];
            /** @description No such business, or the caller is not a member of it. */
            404: components["responses"]["NotFound"];
        };
    };
}
