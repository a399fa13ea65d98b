import { expect, it } from 'vitest';
import * as ui from './index';

// Adding or removing a public export must be a deliberate change: update this list in the same commit.
it('exports exactly the public API', () => {
  expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
    [
      "AccountSettings",
      "Breadcrumbs",
      "ChangePasswordDialog",
      "EditProfileDialog",
      "GuestWelcomeCard",
      "HeaderAuthArea",
      "INVITATION_SENT_MESSAGE",
      "InvitationList",
      "InviteMemberForm",
      "LAST_ADMIN_MESSAGE",
      "LinkRequestList",
      "MemberList",
      "MyProducts",
      "OFFLINE_MESSAGE",
      "PRODUCT_CATEGORIES",
      "PRODUCT_CONDITIONS",
      "PROFILE_MENU_ITEMS",
      "PriceText",
      "PrimaryNav",
      "ProductCard",
      "ProductDisplay",
      "ProductForm",
      "ProductList",
      "ProfileMenu",
      "ROLES",
      "RegisterDialog",
      "RoboMarketTheme",
      "RoleBadge",
      "SERVER_TROUBLE_MESSAGE",
      "SignInDialog",
      "TOAST_DURATION_MS",
      "ToastProvider",
      "WaitlistForm",
      "brandTheme",
      "categoryLabel",
      "conditionLabel",
      "describeFailure",
      "formatPrice",
      "productHref",
      "roleLabel",
      "useToast",
    ]
  `);
});
