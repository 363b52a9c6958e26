import { afterEach, beforeEach, describe, it } from 'vitest';
import { page } from 'vitest/browser';
import { composeStories } from '@storybook/react';
import type { ComponentType } from 'react';
import { cleanup, render } from '../test/render';
import * as answerSheet from '../components/test-paper/answer-sheet.stories';
import * as attendanceCalendar from '../components/mypage/attendance-calendar.stories';
import * as audio from '../components/test-paper/audio.stories';
import * as boardDetail from '../components/board/board-detail.stories';
import * as boardForm from '../components/board/board-form.stories';
import * as boardList from '../components/board/board-list.stories';
import * as branchDetail from '../components/branch-finder/branch-detail.stories';
import * as branchFinder from '../components/branch-finder/branch-finder.stories';
import * as breadcrumb from '../components/breadcrumb/breadcrumb.stories';
import * as button from '../components/button/button.stories';
import * as checkbox from '../components/checkbox/checkbox.stories';
import * as choiceList from '../components/test-paper/choice-list.stories';
import * as courseTabs from '../components/study-home/course-tabs.stories';
import * as dailyStatus from '../components/study-home/daily-status.stories';
import * as dayCheer from '../components/daily-study/day-cheer.stories';
import * as dictionaryCard from '../components/dictionary/dictionary-card.stories';
import * as errorPage from '../components/error-page/error-page.stories';
import * as featureGrid from '../components/feature-grid/feature-grid.stories';
import * as faqList from '../components/faq-list/faq-list.stories';
import * as footer from '../components/footer/footer.stories';
import * as gradeBadge from '../components/grade-badge/grade-badge.stories';
import * as header from '../components/header/header.stories';
import * as homePromos from '../components/home-promos/home-promos.stories';
import * as learningSummary from '../components/mypage/learning-summary.stories';
import * as levelGraph from '../components/study-home/level-graph.stories';
import * as link from '../components/link/link.stories';
import * as loadingBar from '../components/loading-bar/loading-bar.stories';
import * as loginBox from '../components/login-box/login-box.stories';
import * as logo from '../components/logo/logo.stories';
import * as mascot from '../components/mascot/mascot.stories';
import * as mascotCheer from '../components/study-home/mascot-cheer.stories';
import * as mascotSays from '../components/mascot/mascot-says.stories';
import * as memberBox from '../components/member-box/member-box.stories';
import * as memoBoard from '../components/board/memo-board.stories';
import * as notices from '../components/board/notice.stories';
import * as pageHero from '../components/page-hero/page-hero.stories';
import * as pagination from '../components/pagination/pagination.stories';
import * as questionCard from '../components/test-paper/question-card.stories';
import * as readingCards from '../components/daily-study/reading-cards.stories';
import * as recordButton from '../components/daily-study/record-button.stories';
import * as recordingList from '../components/mypage/recording-list.stories';
import * as reportCharts from '../components/mypage/report-charts.stories';
import * as resultCheer from '../components/test-paper/result-cheer.stories';
import * as resultSummary from '../components/test-paper/result-summary.stories';
import * as select from '../components/select/select.stories';
import * as siteShell from '../components/site-shell/site-shell.stories';
import * as status from '../components/status/status.stories';
import * as showPoster from '../components/daily-study/show-poster.stories';
import * as slideShowPlayer from '../components/daily-study/slide-show-player.stories';
import * as stepControl from '../components/study-home/step-control.stories';
import * as stepList from '../components/step-list/step-list.stories';
import * as subNav from '../components/sub-nav/sub-nav.stories';
import * as tableOfContents from '../components/table-of-contents/table-of-contents.stories';
import * as tabs from '../components/tabs/tabs.stories';
import * as testHeader from '../components/test-paper/test-header.stories';
import * as testIntro from '../components/test-paper/test-intro.stories';
import * as testList from '../components/study-home/test-list.stories';
import * as textField from '../components/text-field/text-field.stories';
import * as timer from '../components/test-paper/timer.stories';
import * as unitNav from '../components/daily-study/unit-nav.stories';
import * as weekProgress from '../components/study-home/week-progress.stories';
import * as wordCards from '../components/daily-study/word-cards.stories';
import { matchBaseline } from '../test/baseline';
import { shownIn, themes } from './themes';

/*
 * Visual baselines of every kit component, from its own stories: for each component, the stories whose look differs
 * (states, variants, empty and failed) rendered together in one shot, in the default theme (brand) and in a course
 * theme (study site, course c) where the app shows it in that theme (STUDY_ONLY, BRAND_ONLY below). The stories hold the props, so a prop rename changes the stories, not this
 * table. Not here but in overlays.visual.test.tsx: what opens in a portal (Dialog, AlertDialog and the alert
 * provider, ReviewDialog, an open Select, the member box's products menu), which a crop of the page cannot hold, the
 * study header with its menu open, and what moves (spinners, the recording pulse, the loading bar, the Timer running),
 * which that file freezes before its shots.
 * The first run writes the PNGs under __screenshots__/kit.visual.test.tsx/; later runs compare (CI=true never writes).
 */

type StoryModule = Parameters<typeof composeStories>[0];

/** The named stories of one stories file, composed with their meta (args, decorators, render). */
function pick(module: object, names: readonly string[]): [string, ComponentType][] {
  // Some stories files type their meta loosely (a render-only meta), which composeStories' CSF type refuses.
  const composed = composeStories(module as StoryModule) as unknown as Record<string, ComponentType>;
  return names.map((name) => {
    const Story = composed[name];
    if (!Story) throw new Error(`story ${name} not found (renamed?): update kit.visual.test.tsx`);
    return [name, Story];
  });
}

const components: [string, [string, ComponentType][]][] = [
  ['answer-sheet', pick(answerSheet, ['Empty', 'PartlyAnswered', 'SaveStates', 'IndentedAfterTen'])],
  ['attendance-calendar', pick(attendanceCalendar, ['Full', 'Empty', 'Failed'])],
  ['audio', pick(audio, ['Idle'])],
  ['board-detail', pick(boardDetail, ['Waiting', 'Answered'])],
  ['board-form', pick(boardForm, ['Inquiry', 'Edit'])],
  ['board-list', pick(boardList, ['Inquiries', 'Empty', 'LoadFailed'])],
  ['branch-detail', pick(branchDetail, ['Full'])],
  ['branch-finder', pick(branchFinder, ['FullList', 'EmptySearch', 'LoadFailed'])],
  ['breadcrumb', pick(breadcrumb, ['ThreeLevels', 'OneLevel'])],
  ['button', pick(button, ['Variants', 'Sizes', 'Disabled', 'Pressed'])],
  ['checkbox', pick(checkbox, ['Checked', 'Indeterminate', 'WithDescription', 'Disabled', 'Invalid'])],
  ['choice-list', pick(choiceList, ['PartlyAnswered', 'Pictures', 'ResultWrong', 'Preview'])],
  ['course-tabs', pick(courseTabs, ['Playground'])],
  ['daily-status', pick(dailyStatus, ['NotStarted', 'Playground', 'AllDone'])],
  ['day-cheer', pick(dayCheer, ['Playground', 'NotStarted', 'AllDone'])],
  ['dictionary-card', pick(dictionaryCard, ['Found', 'NotFoundWithSuggestions', 'Error'])],
  ['error-page', pick(errorPage, ['NotFound', 'ServerError'])],
  ['feature-grid', pick(featureGrid, ['Playground', 'FourColumnsMuted', 'WithoutIcons'])],
  ['faq-list', pick(faqList, ['TypeDefault', 'EmptySearch', 'LoadFailed'])],
  ['footer', pick(footer, ['Study'])],
  ['grade-badge', pick(gradeBadge, ['AllGrades'])],
  ['header', pick(header, ['SignedOut', 'SignedInFemale'])],
  // The popups are fixed over the page's corner, outside a shot's frame: the banner, promotions and awards only.
  ['home-promos', pick(homePromos, ['NoPopups'])],
  ['learning-summary', pick(learningSummary, ['Full', 'Empty'])],
  ['level-graph', pick(levelGraph, ['Empty', 'Full'])],
  ['link', pick(link, ['Variants'])],
  ['loading-bar', pick(loadingBar, ['Determinate'])],
  ['login-box', pick(loginBox, ['Empty', 'Filled'])],
  ['logo', pick(logo, ['Sizes'])],
  ['mascot', pick(mascot, ['Happy', 'Curious', 'Oops', 'Sizes'])],
  ['mascot-cheer', pick(mascotCheer, ['Playground', 'NextDay', 'WeekDone', 'Welcome'])],
  ['mascot-says', pick(mascotSays, ['Playground', 'Curious', 'LongLine'])],
  ['member-box', pick(memberBox, ['Male', 'WithEbp'])],
  ['memo-board', pick(memoBoard, ['Memos', 'Empty'])],
  ['notices', pick(notices, ['List', 'Detail'])],
  ['page-hero', pick(pageHero, ['Playground', 'CourseTone', 'PlainWithoutPicture'])],
  ['pagination', pick(pagination, ['FirstPage', 'MiddlePage', 'LastPage', 'Empty'])],
  [
    'question-card',
    pick(questionCard, [
      'LayoutAText',
      'LayoutBPictures',
      'LayoutDDialogue',
      'OpenAnswerTaking',
      'ResultWithExplanation',
    ]),
  ],
  ['reading-cards', pick(readingCards, ['Read', 'AllRead'])],
  ['record-button', pick(recordButton, ['Idle', 'Recorded', 'Failed', 'Unsupported'])],
  ['recording-list', pick(recordingList, ['Full', 'Empty'])],
  ['report-charts', pick(reportCharts, ['Full', 'Empty'])],
  ['result-cheer', pick(resultCheer, ['Playground', 'SideColumn'])],
  ['result-summary', pick(resultSummary, ['WithExplanation', 'LowScore'])],
  ['select', pick(select, ['Placeholder', 'WithValue', 'Disabled', 'Invalid'])],
  ['site-shell', pick(siteShell, ['StudyLayout'])],
  ['show-poster', pick(showPoster, ['Playground', 'Song'])],
  ['slide-show-player', pick(slideShowPlayer, ['Ready', 'Empty'])],
  ['status', pick(status, ['Empty', 'EmptyWithAction', 'Failure', 'Small'])],
  ['step-control', pick(stepControl, ['FirstStep', 'LastStep'])],
  ['step-list', pick(stepList, ['Playground', 'Cards'])],
  ['sub-nav', pick(subNav, ['MyPage', 'QnA'])],
  ['table-of-contents', pick(tableOfContents, ['Playground', 'OwnNumbers'])],
  ['tabs', pick(tabs, ['Pill', 'Underline', 'DisabledTab'])],
  ['test-header', pick(testHeader, ['Result', 'Preview', 'TimeUp'])],
  ['test-intro', pick(testIntro, ['Intro'])],
  ['test-list', pick(testList, ['NoneTaken', 'EndStep'])],
  ['text-field', pick(textField, ['WithHint', 'WithError', 'Disabled', 'Password'])],
  ['timer', pick(timer, ['TimeUp'])],
  ['unit-nav', pick(unitNav, ['NothingDone', 'AllDone'])],
  ['week-progress', pick(weekProgress, ['Empty', 'Finished'])],
  ['word-cards', pick(wordCards, ['Seen', 'Empty'])],
];

/** Waits until every font and picture the shot uses has loaded, after layout has asked for them. */
async function settled() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((image) =>
      image.complete
        ? undefined
        : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
    ),
  );
}

beforeEach(async () => {
  await page.viewport(1280, 800);
});
afterEach(cleanup);

describe.each(themes)('kit baselines in the $name theme', ({ name: themeName, theme, course }) => {
  it.each(components.filter(([component]) => shownIn(component, themeName)))(
    '%s looks the same',
    async (component, stories) => {
      render(
        // The pointer is ignored: a hover left by an earlier test is not part of the look.
        <div
          data-theme={theme}
          data-course={course}
          data-testid="shot"
          className="pointer-events-none flex w-[1020px] flex-col gap-6 bg-background p-4 text-text"
        >
          {stories.map(([name, Story]) => (
            <section key={name} data-story={name}>
              <Story />
            </section>
          ))}
        </div>,
      );
      await settled();
      // The frame grows to hold the whole shot: Chromium paints only what lies inside the viewport.
      const shot = document.querySelector<HTMLElement>('[data-testid="shot"]');
      const { width, height } = shot?.getBoundingClientRect() ?? { width: 1280, height: 800 };
      await page.viewport(Math.max(1280, Math.ceil(width) + 40), Math.max(800, Math.ceil(height) + 40));
      await settled();
      await matchBaseline(page.getByTestId('shot'), `${component}-${themeName}`);
    },
  );
});
