import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * The `test` every journey uses: Playwright's own, plus an automatic check that no native browser dialog
 * (`alert()`, `confirm()`, `prompt()`, `beforeunload`) opened in any page of the test: the default
 * context's, and those of contexts the test opens itself with `browser.newContext()` or
 * `browser.newPage()`. The product reports outcomes in the page (toasts, role="alert" messages, Radix
 * dialogs); a native dialog is a bug, so the test fails naming it. The dialog is dismissed so the page
 * does not hang.
 */
export const test = base.extend<{
  noNativeDialogs: undefined;
  responsiveClassesStyled: undefined;
  cookieChoice: string | null;
  presetCookieChoice: undefined;
}>({
  /**
   * The cookie choice the browser already holds under `cookieSettings` (localStorage) when a test starts, so
   * the consent banner stays out of journeys about something else. Only necessary cookies by default;
   * `test.use({ cookieChoice: null })` starts as a first-time visitor, with the banner.
   */
  cookieChoice: [
    JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false }),
    { option: true },
  ],
  presetCookieChoice: [
    async ({ context, cookieChoice }, use) => {
      if (cookieChoice !== null) {
        await context.addInitScript((choice) => {
          if (window.localStorage.getItem('cookieSettings') === null) {
            window.localStorage.setItem('cookieSettings', choice);
          }
        }, cookieChoice);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  noNativeDialogs: [
    async ({ context, browser }, use) => {
      const opened: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('dialog', (dialog) => {
          opened.push(`${dialog.type()}: ${dialog.message()}`);
          void dialog.dismiss().catch(() => {});
        });
        return watched;
      };
      watch(context);
      const { newContext, newPage } = browser;
      browser.newContext = async (...args) => watch(await newContext.apply(browser, args));
      browser.newPage = async (...args) => {
        const page = await newPage.apply(browser, args);
        watch(page.context());
        return page;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
      }
      expect(opened, 'a native browser dialog opened; report in the page instead').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * After each test, every responsive Radix class left in the test's pages (`md:rt-r-gap-5`) has a rule in
   * the page's stylesheets: the build keeps those classes only for the breakpoints and props the source
   * uses (vite.radix-css.ts), and a class it wrongly dropped would lose its layout without an error.
   */
  responsiveClassesStyled: [
    async ({ context }, use) => {
      await use(undefined);
      for (const page of context.pages()) {
        const unstyled = await page.evaluate(unstyledResponsiveClasses).catch(() => []);
        expect(unstyled, `responsive classes without a rule on ${page.url()}`).toEqual([]);
      }
    },
    { auto: true },
  ],
});

/** Runs in the page: the responsive Radix classes in the document that no rule of its stylesheets names. */
function unstyledResponsiveClasses(): string[] {
  const used = new Set<string>();
  for (const element of document.querySelectorAll('[class*=":rt-r-"]')) {
    for (const name of element.classList) if (/^(xs|sm|md|lg|xl):rt-r-/.test(name)) used.add(name);
  }
  if (used.size === 0) return [];
  const selectors: string[] = [];
  const collect = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
      if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      collect(sheet.cssRules);
    } catch {
      // another origin's stylesheet: not the app's
    }
  }
  const text = selectors.join('\n');
  return [...used].filter((name) => !text.includes(`.${name.replace(':', '\\:')}`));
}

export { expect };
