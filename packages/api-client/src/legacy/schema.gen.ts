// Generated from openapi.legacy.yaml by `pnpm gen`. Do not edit.

export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (deprecated; use POST /v2/auth/login)
         * @deprecated
         * @description The v2 `login` under its old path; the same answer (`access_token`, `refresh_token`, `user`,
         *     `memberships`), the same limits on attempts.
         */
        post: operations["legacyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out (deprecated; use POST /v2/auth/logout)
         * @deprecated
         * @description The v2 `logout` under its old path: revokes the session of the access token (and of `refresh_token`
         *     when sent). Signing out twice is a success.
         */
        post: operations["legacyLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade a refresh token for a new pair (deprecated; use POST /v2/auth/refresh)
         * @deprecated
         * @description The v2 `refreshToken` under its old path, with the token in the body: the refresh token rotates (the
         *     one sent stops working) and the answer carries the new `access_token` and `refresh_token`.
         */
        post: operations["legacyRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (deprecated; use POST /v2/auth/register)
         * @deprecated
         * @description The old registration, translated onto the v2 `registerUser`: `role` `customer` registers a v2
         *     `CUSTOMER`; `parent_dealership` and `child_dealership` register a v2 `BUSINESS` whose
         *     `business_type` is `parent_company` or `subsidiary` (the v2 roles of the same names).
         *     v2 requires names the old client never sent, so when they are left out:
         *     - `first_name` is the first word of the e-mail's local part (split at `.`, `_`, `-`, `+`),
         *       capitalised, and `last_name` the remaining words, else the first label of the e-mail's domain,
         *       capitalised (`ada.lovelace@example.com` → Ada Lovelace, `ada@example.com` → Ada Example);
         *     - a business's `company_name` is the user's first and last name.
         *     The answer is the v2 session (`access_token`, `refresh_token`, `user`, `memberships`); the same limit
         *     on sign-ups per address as v2.
         */
        post: operations["legacyRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business.GetMetrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Spending metrics (deprecated; use GET /v2/business/metrics)
         * @deprecated
         * @description The v2 `getBusinessMetrics` (in USD, for the business the caller acts for) under its old dotted path.
         *     `totalSpend` and `savings` are decimal strings with two decimals, as v2 answers them and as the old
         *     client sends money (`price` "string, two decimals"): a sum of up to 20 digits does not fit a JSON
         *     number without rounding.
         */
        get: operations["legacyGetMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business.ListPayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments of the caller's workflows (deprecated; use GET /v2/payments)
         * @deprecated
         * @description The v2 `listPayments` under its old dotted path: the payments of the workflows the caller is a party
         *     to, newest first, a page at a time (`next_cursor`).
         */
        get: operations["legacyListBusinessPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the catalogue (deprecated; use GET /v2/products)
         * @deprecated
         * @description The v2 `listProducts` with the old query names: `max_price` → `maxPrice`, `min_price` → `minPrice`,
         *     `seller_id` → `sellerId`, `seller_type` → `sellerType`. Prices may have no, one or two decimals
         *     (`30000`, `30000.5`, `30000.50`). A browser asking for HTML (`Accept: text/html`) gets the app's page.
         */
        get: operations["legacyListProducts"];
        put?: never;
        /**
         * List a new product, or search with a filter body (deprecated; use POST /v2/products or GET /v2/products)
         * @deprecated
         * @description Two calls of the old client share this path:
         *     - a body with `name` creates a product: the v2 `createProduct`, with `price` (and `compare_at_price`)
         *       as a string or a JSON number with at most two decimals (`30000`, `30000.5`, `"30000.50"`), passed on
         *       as a two-decimal string; 201 with the product;
         *     - a body without `name` is a filter and lists: the v2 `listProducts` with the filter's fields as its
         *       query (`max_price` or `maxPrice`, ...; one spelling per field); 200 with the page.
         */
        post: operations["legacyCreateOrListProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: string;
            };
            cookie?: never;
        };
        /**
         * One product (deprecated; use GET /v2/products/{id})
         * @deprecated
         * @description The v2 `getProduct` under its old path.
         */
        get: operations["legacyGetProduct"];
        /**
         * Change a product (deprecated; use PUT /v2/products/{id})
         * @deprecated
         * @description The v2 `updateProduct` under its old path; only the fields sent change. `price` as in creation (a
         *     string or a JSON number with at most two decimals).
         */
        put: operations["legacyUpdateProduct"];
        post?: never;
        /**
         * Remove a product (deprecated; use DELETE /v2/products/{id})
         * @deprecated
         * @description The v2 `deleteProduct` under its old path; pending offers on it are rejected.
         */
        delete: operations["legacyDeleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Offers on a product (deprecated; use GET /v2/products/{id}/offers)
         * @deprecated
         * @description The v2 `listOffers` under its old path: the product's seller sees every offer on it, anyone else only
         *     their own.
         */
        get: operations["legacyListOffers"];
        put?: never;
        /**
         * Make an offer on a product (deprecated; use POST /v2/products/{id}/offers)
         * @deprecated
         * @description The v2 `createOffer` under its old path; `price` per unit as a string or a JSON number with at most
         *     two decimals.
         */
        post: operations["legacyCreateOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}/offers/{offerId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: string;
                /** @description The offer's id. */
                offerId: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Accept, reject, counter or withdraw an offer (deprecated; use PUT /v2/products/{id}/offers/{offerId})
         * @deprecated
         * @description The v2 `updateOfferStatus` under its old path. `Idempotency-Key` is optional: without one, a key is
         *     derived from the caller, the request and a five-minute window, so a retried accept does not act twice.
         */
        put: operations["legacyUpdateOfferStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's workflows (deprecated; use GET /v2/workflows)
         * @deprecated
         * @description The v2 `listWorkflows`; the old client reads `workflows`.
         */
        get: operations["legacyListWorkflows"];
        put?: never;
        /**
         * Create a workflow (deprecated; use POST /v2/workflows)
         * @deprecated
         * @description The v2 `createWorkflow` with the old body: budgets as numbers or strings (converted to decimal
         *     strings), `requirements.details` values as strings, numbers or booleans (sent on as strings; the RFP
         *     variant's `certifications` stays the comma-joined string the old client sends). The answer is the v2
         *     workflow; the old client reads its `id`.
         */
        post: operations["legacyCreateWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One workflow (deprecated; use GET /v2/workflows/{id})
         * @deprecated
         * @description The v2 `getWorkflow`; the old client reads `id`, `title`, `status`, `updatedAt`, `createdAt`, `description`, `requestType` and `attachments`. Not a party: 404, as in v2.
         */
        get: operations["legacyGetWorkflow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/sellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite sellers to a workflow (deprecated; use POST /v2/workflows/{id}/sellers/invite)
         * @deprecated
         * @description The buyer invites sellers: the v2 `inviteSellers`, whose errors pass through unchanged (409
         *     "already invited" when a listed seller is invited already, which the old client passes over).
         *     The old client, answering an RFP as a seller, sends only its own id: in v2 a seller does not invite
         *     itself but declares its intent to bid, so that call becomes `declareIntentToBid` (the seller joins
         *     the marketplace RFP's workflow; joining again is a success), answered in this operation's shape.
         */
        post: operations["legacyInviteSellers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workflow's proposals (deprecated; use GET /v2/workflows/{id}/proposals)
         * @deprecated
         * @description The v2 `listProposals` (the buyer's side sees every proposal, a seller its own); the old client reads `proposals`.
         */
        get: operations["legacyListProposals"];
        put?: never;
        /**
         * Submit a proposal (deprecated; use POST /v2/workflows/{id}/proposals)
         * @deprecated
         * @description The v2 `createProposal` with `price` as a number or a string (converted to a decimal string),
         *     `structured_terms.compliance_certifications` as a list or a comma-joined string, and timeline dates
         *     as dates or full ISO date-times (the date as written is kept).
         */
        post: operations["legacyCreateProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/proposals/{proposalId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a proposal (deprecated; use POST /v2/workflows/{id}/proposals/{proposalId}/accept)
         * @deprecated
         * @description The v2 `acceptProposal`. `Idempotency-Key` is optional: without one, a key is derived from the caller,
         *     the request and a five-minute window, so a retry replays the first answer and the award is made once.
         *     The old client reads a truthy answer (the accepted proposal and the workflow after it).
         */
        post: operations["legacyAcceptProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's messages of a workflow (deprecated; use GET /v2/workflows/{id}/messages)
         * @deprecated
         * @description The v2 `listMessages` (a seller reads only its own thread), oldest first; the answer has `messages`.
         */
        get: operations["legacyListMessages"];
        put?: never;
        /**
         * Send a message (deprecated; use POST /v2/workflows/{id}/messages)
         * @deprecated
         * @description The v2 `createMessage`, the same body and answer, the same limits.
         */
        post: operations["legacyCreateMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/typing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Say whether the caller is typing (deprecated; use POST /v2/workflows/{id}/typing)
         * @deprecated
         * @description The v2 `sendTyping`, the same body, the same limits; nothing is stored.
         */
        post: operations["legacySendTyping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rfp.CreateRFP": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an RFP (deprecated; use POST /v2/rfps)
         * @deprecated
         * @description The v2 `createRfp` with the old body: budget amounts as numbers or strings (converted to decimal
         *     strings), timeline and milestone dates as the old client's `toISOString()` sends them
         *     (`2026-12-01T00:00:00.000Z`; the date as written is kept, a plain date is taken too), certifications
         *     as a list or a comma-joined string, `currency` USD when left out. The old client reads `id`.
         */
        post: operations["legacyCreateRfp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rfp.GetRFP": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One RFP (deprecated; use GET /v2/rfps/{id})
         * @deprecated
         * @description The v2 `getRfp`, the RFP's id in the `id` query parameter; the whole RFP.
         */
        get: operations["legacyGetRfp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rfp.ListRFPs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List RFPs (deprecated; use GET /v2/rfps)
         * @deprecated
         * @description The v2 `listRfps`: the caller's own RFPs, those it is invited to and the marketplace (without credentials or with a publishable key, the marketplace only, as in v2); the old client reads `rfps`.
         */
        get: operations["legacyListRfps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a checkout for the agreed price (deprecated; use POST /v2/workflows/{id}/payments/session)
         * @deprecated
         * @description The v2 `createPaymentSession` under its old path: the buyer opens a checkout session for the agreed
         *     price (the workflow must be PRICE_AGREED). `Idempotency-Key` is optional: without one, a key is derived
         *     from the caller, the request and a five-minute window, so the old client's retries open one session
         *     and all get the first answer. The answer is the v2 session (`payment_id`, `checkout_url`,
         *     `expires_at`, `payment`).
         */
        post: operations["legacyCreatePaymentSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments of the caller's workflows (deprecated; use GET /v2/payments)
         * @deprecated
         * @description The v2 `listPayments` under its old path, answered whole (every page, newest first, at most 1,000)
         *     as `{payments: [...]}`: each payment with `id`, `amount` (a decimal string), `status`, `escrowStatus`,
         *     `paymentType`, `createdAt`, `workflowId`, and the v2 fields the old client ignores.
         */
        get: operations["legacyListPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/escrow/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release the escrow to the seller (deprecated; use POST /v2/workflows/{id}/payments/release)
         * @deprecated
         * @description The v2 `releaseEscrow` under its old path: the buyer confirms delivery and the held funds go to the
         *     seller. `Idempotency-Key` is optional: without one, a retry within five minutes replays the first
         *     answer, so a release is made once.
         */
        post: operations["legacyReleaseEscrow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/escrow/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund the escrow to the buyer (deprecated; use POST /v2/workflows/{id}/payments/refund)
         * @deprecated
         * @description The v2 `refundEscrow` under its old path, with the old body: `reason` is passed on. The whole held
         *     amount goes back (v2 refunds no part of it), so the body carries no amount. `Idempotency-Key` is
         *     optional: without one, a retry within five minutes replays the first answer.
         */
        post: operations["legacyRefundEscrow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workflows/{id}/iot-devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a delivered unit as a device (deprecated; use POST /v2/workflows/{id}/iot/register)
         * @deprecated
         * @description The v2 `registerIotDevice` under its old path and field names (`serial_number`, `product_id`): the
         *     workflow's chosen seller registers a delivered unit. The answer is the v2 one: the device and its
         *     secret `credential`, shown this once.
         */
        post: operations["legacyRegisterIotDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iot-devices/{deviceId}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a batch of points (deprecated; use POST /v2/iot/{id}/metrics)
         * @deprecated
         * @description The v2 `postIotMetrics` under its old path, authenticated by the device's own credential only
         *     (`Authorization: Bearer dev_...`; a revoked or rotated one is 401). Each point's time is `timestamp`
         *     (the old name) or `recordedAt`, an ISO date-time.
         */
        post: operations["legacyPostIotMetrics"];
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
        /** @description The old client's sign-in. */
        LegacyLoginRequest: {
            email: string;
            password: string;
        };
        /** @description A new session's tokens, with the v2 fields the old client ignores kept as they are. */
        LegacyAuthTokens: {
            access_token: string;
            refresh_token: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The old client's sign-out; the refresh token to revoke with the session is optional. */
        LegacyLogoutRequest: {
            refresh_token?: string;
        };
        /** @description The old client's token refresh. */
        LegacyRefreshRequest: {
            refresh_token: string;
        };
        /** @description The old client's registration: `role` instead of `user_type`; names optional (derived from the e-mail when left out, see `legacyRegister`). */
        LegacyRegisterRequest: {
            email: string;
            password: string;
            /**
             * @description customer (a v2 CUSTOMER), parent_dealership (a v2 BUSINESS, parent company) or child_dealership (a v2 BUSINESS, subsidiary).
             * @enum {string}
             */
            role: "customer" | "parent_dealership" | "child_dealership";
            first_name?: components["schemas"]["LegacyPersonName"];
            last_name?: components["schemas"]["LegacyPersonName"];
            /** @description The business's name (parent_dealership and child_dealership only); the user's name when left out. */
            company_name?: string;
            phone_number?: string;
        };
        /** @description One line of text (no line breaks or other control characters). */
        LegacyPersonName: string;
        /** @description The dashboard's metrics as the old client reads them; `currency` passes through from v2. */
        LegacyMetrics: {
            /** @description The sum of completed payments, two decimals. */
            totalSpend: string;
            activeWorkflows: number;
            /** @description Budget maxima minus agreed prices, two decimals. */
            savings: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A payment in the old client's fields; the other v2 fields pass through unchanged. */
        LegacyPayment: {
            /** Format: uuid */
            id: string;
            /** @description Two decimals, in the payment's `currency`. */
            amount: string;
            status: string;
            escrowStatus: string | null;
            /** @description ESCROW or another payment type. */
            paymentType: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            workflowId: string;
        } & {
            [key: string]: unknown;
        };
        LegacyPaymentList: {
            payments: components["schemas"]["LegacyPayment"][];
            next_cursor: string | null;
        };
        /** @description A page size, 1 to 100, as a decimal integer: read as text, so `1e400` is refused rather than taken as a number. */
        LegacyPageLimit: string;
        /** @description A page's `next_cursor`. */
        LegacyPageCursor: string;
        /** @enum {string} */
        LegacyProductCategory: "ROBOT" | "PART" | "ACCESSORY" | "SOFTWARE" | "SERVICE";
        /** @enum {string} */
        LegacyProductCondition: "NEW" | "USED" | "REFURBISHED";
        /**
         * @description The roles that sell.
         * @enum {string}
         */
        LegacySellerType: "dealer" | "parent_dealership" | "child_dealership";
        /** @description A price with no, one or two decimals (`30000`, `30000.5`, `30000.50`). */
        LegacyPriceFilter: string;
        /** @description An amount as the old client sends it: a string or a JSON number, with no, one or two decimals (`30000`, `30000.5`, `"30000.50"`); passed on as a two-decimal string. A number is read through its shortest decimal text, so `0.1 + 0.2` or `1e21` is refused, never rounded. */
        LegacyPrice: string | number;
        /** @description Free key/value pairs. */
        LegacyStringMap: {
            [key: string]: string;
        };
        /** @description Image URLs, the cover first. */
        LegacyProductImages: string[];
        /** @description The old client's new product. */
        LegacyCreateProductRequest: {
            name: string;
            description: string;
            price: components["schemas"]["LegacyPrice"];
            compare_at_price?: components["schemas"]["LegacyPrice"];
            /** @description USD when left out. */
            currency?: string;
            category?: components["schemas"]["LegacyProductCategory"];
            condition?: components["schemas"]["LegacyProductCondition"];
            images?: components["schemas"]["LegacyProductImages"];
            specifications?: components["schemas"]["LegacyStringMap"];
        };
        /** @description The fields to change. */
        LegacyUpdateProductRequest: {
            name?: string;
            description?: string;
            price?: components["schemas"]["LegacyPrice"];
            category?: components["schemas"]["LegacyProductCategory"];
            condition?: components["schemas"]["LegacyProductCondition"];
            images?: components["schemas"]["LegacyProductImages"];
            specifications?: components["schemas"]["LegacyStringMap"];
        };
        /** @description The product list as a filter body (no `name`): each filter under its old (`max_price`) or its camel-case (`maxPrice`) name, not both. */
        LegacyProductFilter: {
            category?: components["schemas"]["LegacyProductCategory"];
            condition?: components["schemas"]["LegacyProductCondition"];
            max_price?: components["schemas"]["LegacyPrice"];
            maxPrice?: components["schemas"]["LegacyPrice"];
            min_price?: components["schemas"]["LegacyPrice"];
            minPrice?: components["schemas"]["LegacyPrice"];
            /** Format: uuid */
            seller_id?: string;
            /** Format: uuid */
            sellerId?: string;
            seller_type?: components["schemas"]["LegacySellerType"];
            sellerType?: components["schemas"]["LegacySellerType"];
            /** @description The page size (20 when left out). */
            limit?: number;
            cursor?: components["schemas"]["LegacyPageCursor"];
        } & (unknown & unknown & unknown & unknown);
        /** @description A product; the v2 fields the old client does not read pass through unchanged. */
        LegacyProduct: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string;
            /** @description Two decimals (`30000.00`). */
            price: string;
            category: components["schemas"]["LegacyProductCategory"];
            condition: components["schemas"]["LegacyProductCondition"];
            images: string[];
            specifications: {
                [key: string]: string;
            };
        } & {
            [key: string]: unknown;
        };
        LegacyProductList: {
            products: components["schemas"]["LegacyProduct"][];
            next_cursor: string | null;
        };
        /** @description An offer on a product. */
        LegacyCreateOfferRequest: {
            price: components["schemas"]["LegacyPrice"];
            quantity?: number;
            message?: string;
        };
        /** @description The offer's new status, and the counter price with COUNTERED. */
        LegacyUpdateOfferStatusRequest: {
            /** @enum {string} */
            status: "ACCEPTED" | "REJECTED" | "COUNTERED" | "WITHDRAWN";
            price?: components["schemas"]["LegacyPrice"];
        };
        /** @description An offer as v2 answers it (the old client reads no particular field but `id` and `status`). */
        LegacyOffer: {
            /** Format: uuid */
            id: string;
            price: string;
            status: string;
        } & {
            [key: string]: unknown;
        };
        LegacyOfferList: {
            offers: components["schemas"]["LegacyOffer"][];
            next_cursor: string | null;
        };
        /** @description An amount as the old client sends it: a JSON number or a string, at most 12 whole digits and 2 decimals (`30000`, `"30000"`, `"499.9"`), never negative; converted to a decimal string with two decimals by a string routine (no floating point). Null is left out. */
        LegacyMoney: string | number | null;
        /** @description A date as the old client's `toISOString()` sends it (`2026-12-01T00:00:00.000Z`, or with an offset), or a plain date (`2026-12-01`). The date as written is kept; year 0000 and impossible months, days or times are refused. */
        LegacyDate: string;
        /** @description One line of text, at most 200 characters: no control characters and no bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), which could make a title read otherwise than it is stored. */
        LegacyTitle: string;
        /** @description A list of certifications, or the old client's comma-joined string of them (`ISO 9001, CE Marking`). */
        LegacyCertifications: string | string[];
        /** @description `startDate` may not follow `endDate`; the dates as `LegacyDate`. */
        LegacyTimeline: {
            startDate: components["schemas"]["LegacyDate"];
            endDate: components["schemas"]["LegacyDate"];
            milestones?: {
                date: components["schemas"]["LegacyDate"];
                description: string;
            }[];
        };
        /** @description The old create-workflow body. The RFP variant's `requirements.details` carries `useCase`, `payload`, `batteryLife`, `certifications` (comma-joined) and custom specs as plain values. */
        LegacyCreateWorkflowRequest: {
            title: components["schemas"]["LegacyTitle"];
            description: string;
            /** @enum {string} */
            requestType: "RFP" | "DIRECT_ORDER" | "CUSTOM_ORDER";
            /** @description The budget's ISO 4217 code as v2 takes it; USD when left out. */
            currency?: string;
            budgetRangeMin?: components["schemas"]["LegacyMoney"];
            budgetRangeMax?: components["schemas"]["LegacyMoney"];
            requirements: {
                category: string;
                quantity: number;
                /** @description Free key/value pairs; numbers and booleans are sent on as strings. */
                details?: {
                    [key: string]: string | number | boolean;
                };
            };
            /** @description The sellers of a DIRECT_ORDER (one) or a CUSTOM_ORDER, as in v2. */
            sellerIds?: string[];
            /**
             * Format: uuid
             * @description A DIRECT_ORDER for this product, as in v2.
             */
            productId?: string;
        };
        /** @description The v2 workflow; the old client reads the fields listed as required. */
        LegacyWorkflow: {
            /** Format: uuid */
            id: string;
            title: string;
            status: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            description: string;
            requestType: string;
            attachments: string[];
        } & {
            [key: string]: unknown;
        };
        LegacyWorkflowList: {
            workflows: components["schemas"]["LegacyWorkflow"][];
        } & {
            [key: string]: unknown;
        };
        LegacyInviteSellersRequest: {
            /**
             * Format: uuid
             * @description Must equal the path's id.
             */
            workflowId: string;
            sellerIds: string[];
        };
        LegacyInvited: {
            invited: string[];
        } & {
            [key: string]: unknown;
        };
        LegacyCreateProposalRequest: {
            price: components["schemas"]["LegacyMoney"];
            description: string;
            terms: string;
            structured_terms?: {
                delivery_weeks: number;
                warranty_years: number;
                training_days: number;
                sla_response_hours: number;
                payment_terms: string;
                compliance_certifications: components["schemas"]["LegacyCertifications"];
                maintenance_included: boolean;
            };
            timeline?: components["schemas"]["LegacyTimeline"];
        };
        /** @description The v2 proposal, unchanged. */
        LegacyProposal: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            workflowId: string;
            price: string;
            description: string;
            terms: string;
            status: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        LegacyProposalList: {
            proposals: components["schemas"]["LegacyProposal"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The v2 answer, truthy for the old client. */
        LegacyAcceptedProposal: {
            proposal: components["schemas"]["LegacyProposal"];
            workflow: components["schemas"]["LegacyWorkflow"];
        } & {
            [key: string]: unknown;
        };
        LegacyCreateMessageRequest: {
            body: string;
            /** Format: uuid */
            sellerId?: string;
            broadcast?: boolean;
        };
        /** @description The v2 message, unchanged. */
        LegacyMessage: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            workflowId: string;
            /** Format: uuid */
            senderId: string;
            body: string;
            /** Format: date-time */
            createdAt: string;
        } & {
            [key: string]: unknown;
        };
        LegacyMessageList: {
            messages: components["schemas"]["LegacyMessage"][];
        } & {
            [key: string]: unknown;
        };
        LegacyTypingRequest: {
            isTyping: boolean;
            /** Format: uuid */
            sellerId?: string;
        };
        LegacyCreateRfpRequest: {
            /** Format: uuid */
            workflowId: string;
            title: components["schemas"]["LegacyTitle"];
            useCase: string;
            description: string;
            industry: string;
            /**
             * @description SUBMITTED when left out.
             * @enum {string}
             */
            status?: "DRAFT" | "SUBMITTED";
            technicalRequirements: {
                payload: number;
                batteryLife: number;
                certifications: components["schemas"]["LegacyCertifications"];
                customSpecs?: {
                    name: string;
                    value: string;
                }[];
            };
            budget: {
                min: components["schemas"]["LegacyMoney"];
                max: components["schemas"]["LegacyMoney"];
                /** @description An ISO 4217 code as v2 takes it; USD when left out. */
                currency?: string;
            };
            timeline: components["schemas"]["LegacyTimeline"];
        };
        /** @description The v2 RFP, unchanged (timeline dates as dates). */
        LegacyRfp: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            workflowId: string;
            title: string;
            useCase: string;
            description: string;
            industry: string;
            status: string;
            technicalRequirements: {
                [key: string]: unknown;
            };
            budget: {
                [key: string]: unknown;
            };
            timeline: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        LegacyRfpList: {
            rfps: components["schemas"]["LegacyRfp"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The old client's checkout options; both spellings of the return addresses are read. */
        LegacyPaymentSessionRequest: {
            success_url?: components["schemas"]["LegacyHttpUrl"];
            cancel_url?: components["schemas"]["LegacyHttpUrl"];
            successUrl?: components["schemas"]["LegacyHttpUrl"];
            cancelUrl?: components["schemas"]["LegacyHttpUrl"];
        };
        /** @description An absolute `http:` or `https:` URL with a host. */
        LegacyHttpUrl: string;
        /** @description The v2 checkout session, as it is. */
        LegacyPaymentSession: {
            /** Format: uuid */
            payment_id: string;
            checkout_url: string;
            /** Format: date-time */
            expires_at: string;
            payment: components["schemas"]["LegacyPayment"];
        } & {
            [key: string]: unknown;
        };
        /** @description Every payment the caller may see, newest first. */
        LegacyPaymentHistory: {
            payments: components["schemas"]["LegacyPayment"][];
        };
        /** @description The old refund body; the whole held amount is refunded. */
        LegacyRefundRequest: {
            reason?: string;
        };
        /** @description A delivered unit, with the old field names. */
        LegacyRegisterIotDeviceRequest: {
            serial_number: string;
            model: string;
            name?: string;
            /** Format: uuid */
            product_id?: string;
        };
        /** @description The v2 answer as it is; `credential` is shown only here. */
        LegacyIotDeviceCredential: {
            device: {
                /** Format: uuid */
                id: string;
            } & {
                [key: string]: unknown;
            };
            credential: string;
        } & {
            [key: string]: unknown;
        };
        LegacyIotMetricsRequest: {
            metrics: components["schemas"]["LegacyIotMetric"][];
        };
        /** @description One point; its time as `timestamp` (old) or `recordedAt`, one of them. */
        LegacyIotMetric: {
            name: string;
            value: number;
            unit?: string;
            /** Format: date-time */
            timestamp?: string;
            /** Format: date-time */
            recordedAt?: string;
        } & (unknown | unknown);
        LegacyIotMetricsResponse: {
            accepted: number;
            duplicates: number;
            dropped: number;
        } & {
            [key: string]: unknown;
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
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    legacyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyAuthTokens"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
        };
    };
    legacyLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LegacyLogoutRequest"];
            };
        };
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    legacyRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyRefreshRequest"];
            };
        };
        responses: {
            /** @description A new token pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyAuthTokens"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
        };
    };
    legacyRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyRegisterRequest"];
            };
        };
        responses: {
            /** @description The account exists and this is its first session. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyAuthTokens"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description An account with this e-mail already exists. */
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
        };
    };
    legacyGetMetrics: {
        parameters: {
            query?: {
                /** @description Count the purchases of this business's members (the v2 parameter, passed on). */
                business_id?: string;
                /** @description The currency to count in (USD, EUR, GBP or JPY); USD when omitted. */
                currency?: string;
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
                    "application/json": components["schemas"]["LegacyMetrics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    legacyListBusinessPayments: {
        parameters: {
            query?: {
                /** @description The page size (20 when left out). */
                limit?: components["schemas"]["LegacyPageLimit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["schemas"]["LegacyPageCursor"];
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
                    "application/json": components["schemas"]["LegacyPaymentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    legacyListProducts: {
        parameters: {
            query?: {
                category?: components["schemas"]["LegacyProductCategory"];
                condition?: components["schemas"]["LegacyProductCondition"];
                /** @description Only products at this price or less. */
                max_price?: components["schemas"]["LegacyPriceFilter"];
                /** @description Only products at this price or more. */
                min_price?: components["schemas"]["LegacyPriceFilter"];
                /** @description Only this seller's products. */
                seller_id?: string;
                /** @description Only products of sellers with this role. */
                seller_type?: components["schemas"]["LegacySellerType"];
                /** @description The page size (20 when left out). */
                limit?: components["schemas"]["LegacyPageLimit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["schemas"]["LegacyPageCursor"];
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
                    "application/json": components["schemas"]["LegacyProductList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    legacyCreateOrListProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The filter body's page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyProductList"];
                };
            };
            /** @description The new product. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Creating, and the caller is not a seller (or lacks the SALES role in its business). */
            403: components["responses"]["Forbidden"];
        };
    };
    legacyGetProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: string;
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
                    "application/json": components["schemas"]["LegacyProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    legacyUpdateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyUpdateProductRequest"];
            };
        };
        responses: {
            /** @description The changed product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    legacyDeleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: string;
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
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    legacyListOffers: {
        parameters: {
            query?: {
                /** @description The page size (20 when left out). */
                limit?: components["schemas"]["LegacyPageLimit"];
                /** @description The previous page's `next_cursor`. */
                cursor?: components["schemas"]["LegacyPageCursor"];
            };
            header?: never;
            path: {
                /** @description The product's id. */
                id: string;
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
                    "application/json": components["schemas"]["LegacyOfferList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    legacyCreateOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyCreateOfferRequest"];
            };
        };
        responses: {
            /** @description The offer, PENDING. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyOffer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    legacyUpdateOfferStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended action; derived when left out. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The product's id. */
                id: string;
                /** @description The offer's id. */
                offerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyUpdateOfferStatusRequest"];
            };
        };
        responses: {
            /** @description The offer in its new status (with `workflowId` once ACCEPTED). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyOffer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The `Idempotency-Key` was used with another body (code `idempotency_key_reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    legacyListWorkflows: {
        parameters: {
            query?: {
                /** @description The page size. */
                limit?: number;
                /** @description The previous page's `next_cursor`. */
                cursor?: string;
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
                    "application/json": components["schemas"]["LegacyWorkflowList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    legacyCreateWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyCreateWorkflowRequest"];
            };
        };
        responses: {
            /** @description The workflow. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyWorkflow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    legacyGetWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: string;
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
                    "application/json": components["schemas"]["LegacyWorkflow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    legacyInviteSellers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyInviteSellersRequest"];
            };
        };
        responses: {
            /** @description The sellers invited (or the caller, joined). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyInvited"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A seller is already invited ("already invited"), or the workflow no longer takes sellers. */
            409: components["responses"]["Conflict"];
        };
    };
    legacyListProposals: {
        parameters: {
            query?: {
                /** @description The page size. */
                limit?: number;
                /** @description The previous page's `next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: string;
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
                    "application/json": components["schemas"]["LegacyProposalList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    legacyCreateProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyCreateProposalRequest"];
            };
        };
        responses: {
            /** @description The proposal, PENDING. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyProposal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    legacyAcceptProposal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional here; derived when left out, so a retry replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The workflow's id. */
                id: string;
                /** @description The proposal's id. */
                proposalId: string;
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
                    "application/json": components["schemas"]["LegacyAcceptedProposal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The `Idempotency-Key` was used with another request (code `idempotency_key_reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    legacyListMessages: {
        parameters: {
            query?: {
                /** @description The page size. */
                limit?: number;
                /** @description The previous page's `next_cursor`. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: string;
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
                    "application/json": components["schemas"]["LegacyMessageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    legacyCreateMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyCreateMessageRequest"];
            };
        };
        responses: {
            /** @description The message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
        };
    };
    legacySendTyping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyTypingRequest"];
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
            429: components["responses"]["RateLimited"];
        };
    };
    legacyCreateRfp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyCreateRfpRequest"];
            };
        };
        responses: {
            /** @description The RFP. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyRfp"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    legacyGetRfp: {
        parameters: {
            query: {
                /** @description The RFP's id. */
                id: string;
            };
            header?: never;
            path?: never;
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
                    "application/json": components["schemas"]["LegacyRfp"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    legacyListRfps: {
        parameters: {
            query?: {
                /** @description The page size. */
                limit?: number;
                /** @description The previous page's `next_cursor`. */
                cursor?: string;
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
                    "application/json": components["schemas"]["LegacyRfpList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    legacyCreatePaymentSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional: a unique key per intended action. Without one, a key is derived from the caller, the
                 *     request and a five-minute window.
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The workflow's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LegacyPaymentSessionRequest"];
            };
        };
        responses: {
            /** @description The checkout session. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyPaymentSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The Idempotency-Key was used before with another body (code `idempotency_key_reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    legacyListPayments: {
        parameters: {
            query?: {
                /** @description Only the payments of this workflow. */
                workflow_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyPaymentHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    legacyReleaseEscrow: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional: a unique key per intended action. Without one, a key is derived from the caller, the
                 *     request and a five-minute window.
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The workflow's id. */
                id: string;
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
                    "application/json": components["schemas"]["LegacyPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The Idempotency-Key was used before with another body (code `idempotency_key_reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    legacyRefundEscrow: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional: a unique key per intended action. Without one, a key is derived from the caller, the
                 *     request and a five-minute window.
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The workflow's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LegacyRefundRequest"];
            };
        };
        responses: {
            /** @description The payment after refund. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The Idempotency-Key was used before with another body (code `idempotency_key_reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    legacyRegisterIotDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The workflow's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyRegisterIotDeviceRequest"];
            };
        };
        responses: {
            /** @description The device and its credential. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyIotDeviceCredential"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    legacyPostIotMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's id. */
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegacyIotMetricsRequest"];
            };
        };
        responses: {
            /** @description The batch is stored. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyIotMetricsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
        };
    };
}
