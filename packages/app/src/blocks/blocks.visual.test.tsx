import { describePartShots, pick, type PartShot } from '@buddy/ui/testing';
import * as attendanceCalendar from './mypage/attendance-calendar.stories';
import * as boardDetail from './board/board-detail.stories';
import * as boardForm from './board/board-form.stories';
import * as boardList from './board/board-list.stories';
import * as branchDetail from './branch-finder/branch-detail.stories';
import * as branchFinder from './branch-finder/branch-finder.stories';
import * as courseTabs from './study-home/course-tabs.stories';
import * as dailyStatus from './study-home/daily-status.stories';
import * as dayCheer from './daily-study/day-cheer.stories';
import * as faqList from './faq-list/faq-list.stories';
import * as learningSummary from './mypage/learning-summary.stories';
import * as levelGraph from './study-home/level-graph.stories';
import * as mascotCheer from './study-home/mascot-cheer.stories';
import * as memoBoard from './board/memo-board.stories';
import * as notices from './board/notice.stories';
import * as readingCards from './daily-study/reading-cards.stories';
import * as recordButton from './daily-study/record-button.stories';
import * as recordingList from './mypage/recording-list.stories';
import * as reportCharts from './mypage/report-charts.stories';
import * as showPoster from './daily-study/show-poster.stories';
import * as slideShowPlayer from './daily-study/slide-show-player.stories';
import * as testList from './study-home/test-list.stories';
import * as unitNav from './daily-study/unit-nav.stories';
import * as weekProgress from './study-home/week-progress.stories';
import * as wordCards from './daily-study/word-cards.stories';

/*
 * Visual baselines of the product blocks, from their own stories, drawn as the kit's are (@buddy/ui/testing's
 * `describePartShots`): for each block, the stories whose look differs rendered together in one shot, in the brand
 * theme and in the study site's course c where the app shows it there. What opens in a portal or moves is in
 * blocks-overlays.visual.test.tsx. The first run writes the PNGs under __screenshots__/blocks.visual.test.tsx/; later
 * runs compare (CI=true never writes).
 */

const blocks: PartShot[] = [
  ['attendance-calendar', pick(attendanceCalendar, ['Full', 'Empty', 'Failed'])],
  ['board-detail', pick(boardDetail, ['Waiting', 'Answered'])],
  ['board-form', pick(boardForm, ['Inquiry', 'Edit'])],
  ['board-list', pick(boardList, ['Inquiries', 'Empty', 'LoadFailed'])],
  ['branch-detail', pick(branchDetail, ['Full'])],
  ['branch-finder', pick(branchFinder, ['FullList', 'EmptySearch', 'LoadFailed'])],
  ['course-tabs', pick(courseTabs, ['Playground'])],
  ['daily-status', pick(dailyStatus, ['NotStarted', 'Playground', 'AllDone'])],
  ['day-cheer', pick(dayCheer, ['Playground', 'NotStarted', 'AllDone'])],
  ['faq-list', pick(faqList, ['TypeDefault', 'EmptySearch', 'LoadFailed'])],
  ['learning-summary', pick(learningSummary, ['Full', 'Empty'])],
  ['level-graph', pick(levelGraph, ['Empty', 'Full'])],
  ['mascot-cheer', pick(mascotCheer, ['Playground', 'NextDay', 'WeekDone', 'Welcome'])],
  ['memo-board', pick(memoBoard, ['Memos', 'Empty'])],
  ['notices', pick(notices, ['List', 'Detail'])],
  ['reading-cards', pick(readingCards, ['Read', 'AllRead'])],
  ['record-button', pick(recordButton, ['Idle', 'Recorded', 'Failed', 'Unsupported'])],
  ['recording-list', pick(recordingList, ['Full', 'Empty'])],
  ['report-charts', pick(reportCharts, ['Full', 'Empty'])],
  ['show-poster', pick(showPoster, ['Playground', 'Song'])],
  ['slide-show-player', pick(slideShowPlayer, ['Ready', 'Empty'])],
  ['test-list', pick(testList, ['NoneTaken', 'EndStep'])],
  ['unit-nav', pick(unitNav, ['NothingDone', 'AllDone'])],
  ['week-progress', pick(weekProgress, ['Empty', 'Finished'])],
  ['word-cards', pick(wordCards, ['Seen', 'Empty'])],
];

describePartShots(blocks);
