// A screenshot of every story, taken in the same browser session as its play function and axe check (the
// 'storybook' project of vitest.storybook.config.ts): once the story has passed, its frame is compared in
// the story's appearance, then repainted and compared in the other appearance, then, for screen-level
// components (`parameters.visual.phone`), at 390 px wide. Baselines: tests/visual/__screenshots__/stories.
// docs/storybook.md says how to read a failure and refresh the baselines.
import { afterEach, beforeEach, expect, type TestContext, vi } from 'vitest';
import { page } from 'vitest/browser';
import { APPEARANCE_EVENT, testModeCss, VISUAL_FONTS } from '../../.storybook/test-mode';

/** `parameters.visual` of a story or its meta. */
interface VisualParameters {
  /** No screenshot; the value says why (a live clock, a random value, an endless animation). */
  skip?: string;
  /** CSS selectors of regions painted over before comparing: live timers, random values. */
  mask?: string[];
  /** A screen-level component: also compared at a phone's width (390 × 844). */
  phone?: boolean;
  /** The component takes its appearance from its own argument (the widgets): one appearance only. */
  ownAppearance?: boolean;
}

type Appearance = 'light' | 'dark';

/** What @storybook/addon-vitest puts on the test context before running the story. */
interface StoryContextPart {
  story?: { id: string; globals: Record<string, unknown>; parameters: { visual?: VisualParameters } };
}

/** Every story sees the same clock: relative dates and "today" do not move from one run to the next. */
const FROZEN_NOW = new Date('2026-03-02T09:00:00Z');

const PHONE = { width: 390, height: 844 };

beforeEach(() => {
  // Date only: timers stay real, so play functions and msw delays run as before.
  vi.setSystemTime(FROZEN_NOW);
});

afterEach(async (context) => {
  try {
    await screenshotStory(context as TestContext & StoryContextPart);
  } finally {
    vi.useRealTimers();
  }
});

async function screenshotStory(context: TestContext & StoryContextPart) {
  const { story, task } = context;
  const state = task.result?.state;
  // A story that failed or was skipped has nothing worth comparing.
  if (!story || state === 'fail' || state === 'skip' || state === 'todo') return;
  const visual = story.parameters.visual ?? {};
  if (visual.skip) return;

  const frame = document.querySelector('.sb-story-frame');
  if (!frame) throw new Error('The story frame from .storybook/preview.tsx is missing.');
  await settle();

  const [component, name] = story.id.split('--') as [string, string];
  const own: Appearance = story.globals.appearance === 'dark' ? 'dark' : 'light';
  // A story that pins the dark appearance is the dark variant of its light sibling: one screenshot.
  const appearances: Appearance[] = own === 'dark' || visual.ownAppearance ? [own] : ['light', 'dark'];

  for (const appearance of appearances) {
    if (appearance !== own) await repaint(frame, appearance);
    await compare(frame, `${component}/${name}-${appearance}`, visual);
  }
  if (visual.phone) {
    if (appearances.length > 1) await repaint(frame, own);
    await page.viewport(PHONE.width, PHONE.height);
    await until(() => window.innerWidth === PHONE.width, 'the phone viewport');
    await settle();
    await compare(frame, `${component}/${name}-phone`, visual);
  }
}

/**
 * The story frame, or the whole page when the story shows something outside the frame's box: a dialog or
 * menu portalled to `body`, or a fixed bar (the cookie banner).
 */
function target(frame: Element): Element {
  const canvas = frame.closest('body > *');
  const portalled = [...document.body.children].some(
    (element) =>
      element !== canvas &&
      !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName) &&
      element.getBoundingClientRect().height > 0,
  );
  const fixed = [...frame.querySelectorAll('*')].some(
    (element) => getComputedStyle(element).position === 'fixed',
  );
  return portalled || fixed ? document.body : frame;
}

async function compare(frame: Element, name: string, visual: VisualParameters) {
  const mask = (visual.mask ?? []).flatMap((selector) =>
    [...document.querySelectorAll(selector)].map((element) => page.elementLocator(element)),
  );
  await expect
    .element(page.elementLocator(target(frame)))
    .toMatchScreenshot(name, mask.length ? { screenshotOptions: { mask } } : undefined);
}

/** Repaints the story in the given appearance (StoryTheme in .storybook/preview.tsx) and waits for it. */
async function repaint(frame: Element, appearance: Appearance) {
  window.dispatchEvent(new CustomEvent(APPEARANCE_EVENT, { detail: appearance }));
  const theme = frame.closest('.radix-themes');
  await until(() => theme?.classList.contains(appearance) === true, `the ${appearance} appearance`);
  await settle();
}

/**
 * The bundled fonts loaded (also inside widgets' shadow roots, which document styles do not reach), and the
 * page rendered.
 */
async function settle() {
  for (const element of document.querySelectorAll('*')) {
    const root = element.shadowRoot;
    if (root && !root.querySelector('style[data-purpose="test-mode"]')) {
      const style = document.createElement('style');
      style.dataset.purpose = 'test-mode';
      style.textContent = testModeCss(':host, .radix-themes');
      root.append(style);
    }
  }
  await Promise.all(VISUAL_FONTS.map((font) => document.fonts.load(font)));
  await document.fonts.ready;
  // Two rendered frames: what a resize or a repaint set off (resize observers, layout effects) has landed.
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Waits, frame by frame, for a condition; fails after 5 seconds. */
async function until(condition: () => boolean, what: string) {
  const deadline = performance.now() + 5000;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}
