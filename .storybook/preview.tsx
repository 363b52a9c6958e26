import type { Preview, Decorator } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { fakeBackend } from '@buddy/mocks/browser';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles/index.css';
import { resetDocument } from './document-reset';
import { SCREEN_WIDTHS, type ScreenParameters } from './screens';

// Storybook's dev server compiles a lazy chunk (an app page, its layout) the first time a story opens it; on a cold
// cache (a clean clone) that can take longer than testing-library's default second, so a `find…` waits up to 5 s.
configure({ asyncUtilTimeout: 5000 });

/** Every story renders inside a themed root: site theme (brand, study, buddymon) and course theme (a–g, level). */
const withTheme: Decorator = (Story, context) => {
  const theme =
    (context.parameters['theme'] as string | undefined) ?? (context.globals['theme'] as string) ?? 'brand';
  const course =
    (context.parameters['course'] as string | undefined) ?? (context.globals['course'] as string | undefined);
  return (
    <div
      data-theme={theme}
      data-course={course && course !== 'none' ? course : undefined}
      className="bg-background text-text"
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  /*
   * A screen story (tag `screen`: the study area and the test paper) is compared, once its play function is done,
   * with its visual baselines: at 390 px, a page's layout story (tag `layout`) also at 900 and 1280 px where its
   * layout changes, a story pinned to a viewport at that width alone (ADR 042, 044). Only the
   * storybook test project can shoot (its setup sets `buddyShoot`); in Storybook itself nothing happens.
   */
  beforeEach: async ({ tags, globals }) => {
    resetDocument();
    if (!tags.includes('screen') || !globalThis.buddySettle) return;
    const viewport = globals['viewport'] as { value?: string } | undefined;
    await globalThis.buddySettle({ pinned: viewport?.value });
  },
  afterEach: async ({ id, tags, globals, parameters }) => {
    if (!tags.includes('screen') || !globalThis.buddyShoot) return;
    const viewport = globals['viewport'] as { value?: string } | undefined;
    const screen = parameters['screen'] as ScreenParameters | undefined;
    await globalThis.buddyShoot({
      id,
      pinned: viewport?.value,
      layout: tags.includes('layout'),
      mask: screen?.mask ?? [],
    });
  },
  // The fake /v2 (@buddy/mocks): one MSW service worker; a story names its handlers in `parameters.msw.handlers`.
  loaders: [mswLoader(fakeBackend)],
  globalTypes: {
    theme: {
      description: 'Site theme',
      toolbar: { title: 'Theme', items: ['brand', 'study', 'buddymon'], dynamicTitle: true },
    },
    course: {
      description: 'Course theme',
      toolbar: {
        title: 'Course',
        items: ['none', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'level'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'brand', course: 'none' },
  parameters: {
    layout: 'fullscreen',
    // Every story is a test with axe on: a violation fails it (WCAG 2.2 AA).
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    viewport: {
      options: {
        // A phone as the product is checked at (390 × 844); the screen baselines' phone width (SCREEN_WIDTHS).
        mobile: {
          name: `Mobile ${SCREEN_WIDTHS[0]}`,
          styles: { width: `${SCREEN_WIDTHS[0]}px`, height: '844px' },
        },
        narrow: { name: '900', styles: { width: '900px', height: '800px' } },
        site: { name: '1020', styles: { width: '1020px', height: '800px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
    // Chromatic (a team with a token, `npm run chromatic`) snapshots every story at the three widths the product is
    // checked at; the local baselines shoot only the widths where a layout changes (ADR 044).
    chromatic: {
      modes: {
        'phone 390': { viewport: 'mobile' },
        'narrow 900': { viewport: 'narrow' },
        'desktop 1280': { viewport: 'desktop' },
      },
    },
  },
};

export default preview;
