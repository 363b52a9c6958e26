/**
 * The brand site's information pages as whole screens (the real routes and default layout, signed out): one story per
 * page. Each checks its one h1, its breadcrumb where the brand menu names it, and that every link goes somewhere built.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionHandlers } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';
import { BRAND_PATHS } from '../../routes/brand-routes';

const meta = {
  title: 'App/Brand pages',
  component: AppStory,
  args: { path: '/introduce/philosophy' },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: sessionHandlers() }) },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Where a brand page may link: the level test, the samples and the trial request (ADR 047), home, its fellow pages,
 * the customer centre's and library's pages.
 */
const BUILT = new Set([
  '/',
  '/tests',
  '/tests?sample=W',
  '/experience/day',
  '/experience/apply',
  '/library/videos/animation',
  '/services/notice',
  '/services/faq',
  '/services/branch',
  ...BRAND_PATHS,
]);

async function expectLinksBuilt(main: HTMLElement) {
  for (const link of within(main).queryAllByRole('link')) {
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('#')) {
      await expect(main.querySelector(href)).not.toBeNull();
    } else if (href.startsWith('https://')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel')).toContain('noopener');
      await expect(link).toHaveTextContent('새 창 열림');
    } else {
      await expect(BUILT.has(href) ? href : `not built: ${href}`).toBe(href);
    }
  }
}

/** A story of the page at `path`: its h1 (by name), its breadcrumb (brand menu pages) and its links. */
function pageStory(path: string, title: RegExp, { breadcrumb = true } = {}): Story {
  return {
    args: { path },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      if (breadcrumb)
        await expect(await canvas.findByRole('navigation', { name: '현재 위치' })).toBeVisible();
      await expectLinksBuilt(canvas.getByRole('main'));
    },
  };
}

export const Philosophy = pageStory('/introduce/philosophy', /매일 조금씩 자라는 영어/);
export const BuddyBeginner = pageStory('/introduce/programs/buddy/beginner', /버디 비기너/);
export const BuddyEx = pageStory('/introduce/programs/buddy/ex', /버디 EX/);
export const BuddyPrime = pageStory('/introduce/programs/buddy/prime', /버디 프라임/);
export const RnlCantata = pageStory('/introduce/programs/rnl/cantata', /RnL 칸타타/);
export const RnlDisney = pageStory('/introduce/programs/rnl/disney', /RnL 디즈니/);
export const RnlReading = pageStory('/introduce/programs/rnl/reading', /RnL 리딩/);
export const RnlStoryPlus = pageStory('/introduce/programs/rnl/storyplus', /RnL 스토리플러스/);
export const Publicity = pageStory('/introduce/publicity', /버디잉글리시를 소개합니다/);
export const BuddyExperience = pageStory('/experience/eb', /하루 학습을 미리 만나 보세요/);
export const RnlExperience = pageStory('/experience/rnl', /이야기책 한 권/);
export const PrimeSample = pageStory('/primeSample', /버디 프라임의 한 주/);
export const BusinessValue = pageStory('/teacher/business/value', /성장을 함께 만드는 교실/);
export const BusinessEdu = pageStory('/teacher/business/edu', /처음 시작하는 선생님도/);
export const BusinessCase = pageStory('/teacher/business/case', /버디잉글리시 교실의 이야기/);
export const Recruit = pageStory('/teacher/recruit', /영어 선생님이 되어 주세요/);
export const Terms = pageStory('/services/terms', /^이용약관$/, { breadcrumb: false });
export const Privacy = pageStory('/services/privacy', /^개인정보처리방침$/, { breadcrumb: false });

/** The experience page's call to action leads to the level test. */
export const ExperienceToLevelTest: Story = {
  args: { path: '/experience/eb' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await canvas.findAllByRole('link', { name: '레벨 테스트 해보기' });
    for (const link of links) await expect(link).toHaveAttribute('href', '/tests');
  },
};

/** The privacy policy's contents point at their article (not followed here: a hash change reloads the test frame). */
export const PrivacyContents: Story = {
  args: { path: '/services/privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = await canvas.findByRole('navigation', { name: '목차' });
    const link = within(contents).getByRole('link', { name: /보유 기간과 파기/ });
    await expect(link).toHaveAttribute('href', '#privacy-retention');
    const article = canvasElement.querySelector('#privacy-retention');
    await expect(article).toHaveAccessibleName(/보유 기간과 파기/);
  },
};

/** A program page on a phone: the hero's picture under its text, the course colours. */
export const ProgramMobile: Story = {
  ...pageStory('/introduce/programs/rnl/reading', /RnL 리딩/),
  globals: { viewport: { value: 'mobile' } },
};
