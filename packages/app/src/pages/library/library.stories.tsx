/**
 * The library's screens: the real routes and pages over a fake /v2 at the network edge (the library handlers of
 * @buddy/mocks). The kit's own stories show every list state; these show the app wiring them: the visitor's
 * preview, §6's alert and the way back, the address holding the page and the records' filter, a video's page.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  gameHandlers,
  libraryHandlers,
  sampleLibrary,
  sessionHandlers,
  SIGNED_IN,
  signedInAs,
  type LibraryOptions,
} from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';
import { COIN_RULES, GAME_REFUSAL_MESSAGES } from '@buddy/domain';

const meta = {
  title: 'App/Library',
  // A screen of the study area (the visitor's preview is not): visual baselines at 390, 900 and 1280 px (ADR 042).
  tags: ['screen'],
  component: AppStory,
  args: { path: '/library/videos/animation' },
  parameters: {
    layout: 'fullscreen',
    ...fakeApi({ session: sessionHandlers(), library: libraryHandlers() }),
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const library = (options?: LibraryOptions) => ({ library: libraryHandlers(options) });

/* The fake /v2's library (the content bank's items): the plays read their titles from it. */
const animations = sampleLibrary().get('animations/ani') ?? [];
const songs = sampleLibrary().get('animations/sng') ?? [];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A visitor sees the first five videos and a note about the preview (spec §4). */
export const VisitorPreview: Story = {
  tags: ['!screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '애니메이션' })).toBeVisible();
    const firstThree = new RegExp(
      animations
        .slice(0, 3)
        .map((item) => escaped(item.title))
        .join('|'),
    );
    await waitFor(() => expect(canvas.getAllByRole('link', { name: firstThree })).toHaveLength(3));
    await expect(canvas.getByText(/미리보기로 5편만/)).toBeVisible();
    const groups = canvas.getByRole('navigation', { name: '라이브러리 메뉴' });
    await expect(within(groups).getByRole('link', { name: '동영상' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A visitor on a protected page: 사용권한이 없습니다, then home (the page was the tab's first). */
export const VisitorDenied: Story = {
  tags: ['!screen'],
  args: { path: '/library/records/prime' },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '라이브러리 이용 안내' });
    await expect(dialog).toHaveTextContent('사용권한이 없습니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: /버디잉글리시|영어/ }),
    ).toBeVisible();
  },
};

/** A member whose fee and flags the videos row denies (student03: 30000, all N). */
export const MemberDenied: Story = {
  args: { path: '/study/library/videos/song', storage: SIGNED_IN },
  parameters: fakeApi({
    session: signedInAs('student03'),
    ...library({ profile: { memGuideFee: 30000, memRnlYn: 'NNNNNN' } }),
  }),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '라이브러리 이용 안내' });
    await expect(dialog).toHaveTextContent('동영상 사용권한이 없습니다');
  },
};

/**
 * §6's kread row guards the K-reading page, not the reading items (ADR 067): a member at 48000 is refused K-리딩 by the
 * page's own gate, though the fake /v2 (like the server) lists the reading items to every member.
 */
export const KReadDenied: Story = {
  tags: ['!screen'],
  args: { path: '/study/library/kread', storage: SIGNED_IN },
  parameters: fakeApi({
    session: signedInAs('student02'),
    ...library({ profile: { memGuideFee: 48000, memRnlYn: 'YYYYYN' } }),
  }),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '라이브러리 이용 안내' });
    await expect(dialog).toHaveTextContent('리딩 사용권한이 없습니다');
  },
};

/** The same member opens the reading items: §6 has no row for them. */
export const ReadingForEveryMember: Story = {
  tags: ['!screen'],
  args: { path: '/study/library/reading/basic', storage: SIGNED_IN },
  parameters: fakeApi({
    session: signedInAs('student02'),
    ...library({ profile: { memGuideFee: 48000, memRnlYn: 'YYYYYN' } }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '리딩' })).toBeVisible();
    await expect(await canvas.findByText(/전체 \d+개/)).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** A member's video library: six a page, the page in the address. */
export const MemberVideos: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  args: { path: '/study/library/videos/song?pageNo=2', storage: SIGNED_IN },
  parameters: fakeApi({ session: signedInAs('student01'), ...library() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '노래' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: new RegExp(escaped(songs[6]!.title)) })).toBeVisible(),
    );
    await expect(canvas.queryByText(/미리보기로 5편만/)).toBeNull();
  },
};

/** The sound tracks with the course, step and week filter from the address: only that week's track. */
export const Records: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  args: {
    path: '/study/library/records/prime?srchStdCourse=D&srchStdStep=1&srchStdWeek=2',
    storage: SIGNED_IN,
  },
  parameters: fakeApi({ session: signedInAs('student01'), ...library() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '프라임' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/D코스 1단계 2주/).length).toBeGreaterThan(0));
    await expect(canvas.queryByText(/[CE]코스|D코스 2단계|1단계 [134]주/)).toBeNull();
  },
};

/** The grammar lectures: a lecture opens in a dialog. */
export const Grammar: Story = {
  args: { path: '/study/library/grammars/basic', storage: SIGNED_IN },
  parameters: fakeApi({ session: signedInAs('student01'), ...library() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '기초 문법' })).toBeVisible();
    const open = await canvas.findAllByRole('button', { name: /강의/ });
    await userEvent.click(open[0]!);
    const dialog = await screen.findByRole('dialog', { name: /강의/ });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: /재생|play/i })).toBeVisible();
  },
};

/** The study site's phonics cards. */
export const Phonics: Story = {
  args: { path: '/study/library/phonics', storage: SIGNED_IN },
  parameters: fakeApi({ session: signedInAs('student01'), ...library() }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: '파닉스' }),
    ).toBeVisible();
  },
};

/** One video with its neighbours. */
export const Video: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  args: { path: `/study/library/videos/animation/${animations[1]!.libNo}`, storage: SIGNED_IN },
  parameters: fakeApi({ session: signedInAs('student01'), ...library() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: new RegExp(escaped(animations[1]!.title)) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /목록으로/ })).toHaveAttribute(
      'href',
      '/study/library/videos/animation',
    );
  },
};

export const ListLoading: Story = { parameters: fakeApi(library({ hold: ['list'] })) };

export const ListFailed: Story = {
  args: { path: '/study/library/word', storage: SIGNED_IN },
  parameters: fakeApi({ session: signedInAs('student01'), ...library({ fail: ['list'] }) }),
};

/** The typing game's words: a round from the library's word cards, and this week's ranking. */
export const GameWords: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  args: { path: '/study/library/game/words', storage: SIGNED_IN },
  parameters: fakeApi({ session: signedInAs('student01'), ...library(), game: gameHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '단어 게임' })).toBeVisible();
    await expect(await canvas.findByLabelText('따라 입력하기')).toBeVisible();
    await expect(await canvas.findByRole('table', { name: '이번 주 순위' })).toBeVisible();
  },
};

/** A round of key-position drills, played to its end: the result as the server reckoned it. */
export const GamePlaceFinished: Story = {
  args: { path: '/library/game/place', storage: SIGNED_IN },
  parameters: {
    ...fakeApi({
      session: signedInAs('student01'),
      ...library(),
      game: gameHandlers({ empty: true }),
    }),
    // The speed and the score follow how fast the play function typed, on the real clock.
    screen: { mask: ['[data-slot="typing-result"] dd', '[data-slot="game-ranking"] td'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('따라 입력하기');
    for (let line = 0; line < 8; line += 1) {
      const prompt = canvasElement.querySelector('[data-slot="typing-prompt"]')?.textContent ?? '';
      await userEvent.type(input, prompt);
    }
    await expect(await canvas.findByText('기록을 저장했어요.')).toBeVisible();
    await expect(canvas.getByText('최고 기록이에요!')).toBeVisible();
    // The round's coins, as the save answered them (issue 29, defect 5: the result never showed its +3).
    await expect(canvas.getByText(`+${COIN_RULES.game} 코인을 받았어요!`)).toBeVisible();
  },
};

/**
 * A round the server refused (ADR 058: not issued, other lines, longer than the time passed, or faster than a child
 * types): the result says why, keeps nothing and offers no retry of the same round, only a new one.
 */
export const GameRefused: Story = {
  // Checked by its play: it ends on a new round, whose look is the other game stories' (ADR 044).
  tags: ['!screen'],
  args: { path: '/library/game/place', storage: SIGNED_IN },
  parameters: {
    ...fakeApi({
      session: signedInAs('student01'),
      ...library(),
      game: gameHandlers({ empty: true, refuse: 'GAME_TOO_FAST' }),
    }),
    screen: { mask: ['[data-slot="typing-result"] dd', '[data-slot="game-ranking"] td'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('따라 입력하기');
    for (let line = 0; line < 8; line += 1) {
      const prompt = canvasElement.querySelector('[data-slot="typing-prompt"]')?.textContent ?? '';
      await userEvent.type(input, prompt);
    }
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(GAME_REFUSAL_MESSAGES.GAME_TOO_FAST);
    await expect(canvas.queryByRole('button', { name: '다시 저장하기' })).toBeNull();
    await expect(canvas.queryByText('기록을 저장했어요.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '다시 하기' }));
    await expect(await canvas.findByLabelText('따라 입력하기')).toBeVisible();
  },
};

/** A member under the game row (fee 30000): the alert. */
export const GameDenied: Story = {
  args: { path: '/study/library/game/sentence', storage: SIGNED_IN },
  parameters: fakeApi({
    session: signedInAs('student03'),
    ...library(),
    game: gameHandlers({ denied: true }),
  }),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '라이브러리 이용 안내' });
    await expect(dialog).toHaveTextContent('영어타자게임 사용권한이 없습니다');
  },
};

/** The round could not be stored: the result says so and offers to try again. */
export const GameSaveFailed: Story = {
  args: { path: '/library/game/place', storage: SIGNED_IN },
  parameters: fakeApi({
    session: signedInAs('student01'),
    ...library(),
    game: gameHandlers({ fail: ['result'] }),
  }),
};

/** The supplementary room (fee 48000 and up): its areas, each with a way in. */
export const EnglishAdd: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  args: { path: '/study/library/englishadd', storage: SIGNED_IN },
  parameters: fakeApi({ session: signedInAs('student02'), ...library() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '영어보충학습실' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'K-파닉스 열기' })).toHaveAttribute(
      'href',
      '/study/library/kphonics',
    );
    await expect(canvas.getAllByRole('link', { name: /열기$/ })).toHaveLength(6);
  },
};

/** Under 48000 (student03): the englishadd row's alert. */
export const EnglishAddDenied: Story = {
  args: { path: '/study/library/englishadd', storage: SIGNED_IN },
  parameters: fakeApi({ session: signedInAs('student03'), ...library() }),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '라이브러리 이용 안내' });
    await expect(dialog).toHaveTextContent('영어보충학습실 사용권한이 없습니다');
  },
};
