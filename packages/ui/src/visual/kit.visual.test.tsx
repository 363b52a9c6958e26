import * as answerSheet from '../components/test-paper/answer-sheet.stories';
import * as audio from '../components/test-paper/audio.stories';
import * as breadcrumb from '../components/breadcrumb/breadcrumb.stories';
import * as button from '../components/button/button.stories';
import * as checkbox from '../components/checkbox/checkbox.stories';
import * as choiceList from '../components/test-paper/choice-list.stories';
import * as dictionaryCard from '../components/dictionary/dictionary-card.stories';
import * as errorPage from '../components/error-page/error-page.stories';
import * as featureGrid from '../components/feature-grid/feature-grid.stories';
import * as footer from '../components/footer/footer.stories';
import * as gradeBadge from '../components/grade-badge/grade-badge.stories';
import * as header from '../components/header/header.stories';
import * as homePromos from '../components/home-promos/home-promos.stories';
import * as link from '../components/link/link.stories';
import * as loadingBar from '../components/loading-bar/loading-bar.stories';
import * as loginBox from '../components/login-box/login-box.stories';
import * as logo from '../components/logo/logo.stories';
import * as mascot from '../components/mascot/mascot.stories';
import * as mascotSays from '../components/mascot/mascot-says.stories';
import * as memberBox from '../components/member-box/member-box.stories';
import * as pageHero from '../components/page-hero/page-hero.stories';
import * as pagination from '../components/pagination/pagination.stories';
import * as questionCard from '../components/test-paper/question-card.stories';
import * as resultCheer from '../components/test-paper/result-cheer.stories';
import * as resultSummary from '../components/test-paper/result-summary.stories';
import * as select from '../components/select/select.stories';
import * as siteShell from '../components/site-shell/site-shell.stories';
import * as status from '../components/status/status.stories';
import * as stepControl from '../components/step-control/step-control.stories';
import * as stepList from '../components/step-list/step-list.stories';
import * as subNav from '../components/sub-nav/sub-nav.stories';
import * as tableOfContents from '../components/table-of-contents/table-of-contents.stories';
import * as tabs from '../components/tabs/tabs.stories';
import * as testHeader from '../components/test-paper/test-header.stories';
import * as testIntro from '../components/test-paper/test-intro.stories';
import * as textField from '../components/text-field/text-field.stories';
import * as timer from '../components/test-paper/timer.stories';
import { describePartShots, pick, type PartShot } from '../test/shots';

/*
 * Visual baselines of every kit component, from its own stories (the product blocks' are in packages/app/src/blocks): for each component, the stories whose look differs
 * (states, variants, empty and failed) rendered together in one shot, in the default theme (brand) and in a course
 * theme (study site, course c) where the app shows it in that theme (visual/themes.ts). The stories hold the props, so a prop rename changes the stories, not this
 * table. Not here but in overlays.visual.test.tsx: what opens in a portal (Dialog, AlertDialog and the alert
 * provider, an open Select, the member box's products menu), which a crop of the page cannot hold, the
 * study header with its menu open, and what moves (spinners, the loading bar, the Timer running),
 * which that file freezes before its shots.
 * The first run writes the PNGs under __screenshots__/kit.visual.test.tsx/; later runs compare (CI=true never writes).
 */

const components: PartShot[] = [
  ['answer-sheet', pick(answerSheet, ['Empty', 'PartlyAnswered', 'SaveStates', 'IndentedAfterTen'])],
  ['audio', pick(audio, ['Idle'])],
  ['breadcrumb', pick(breadcrumb, ['ThreeLevels', 'OneLevel'])],
  ['button', pick(button, ['Variants', 'Sizes', 'Disabled', 'Pressed'])],
  ['checkbox', pick(checkbox, ['Checked', 'Indeterminate', 'WithDescription', 'Disabled', 'Invalid'])],
  ['choice-list', pick(choiceList, ['PartlyAnswered', 'Pictures', 'ResultWrong', 'Preview'])],
  ['dictionary-card', pick(dictionaryCard, ['Found', 'NotFoundWithSuggestions', 'Error'])],
  ['error-page', pick(errorPage, ['NotFound', 'ServerError'])],
  ['feature-grid', pick(featureGrid, ['Playground', 'FourColumnsMuted', 'WithoutIcons'])],
  ['footer', pick(footer, ['Study'])],
  ['grade-badge', pick(gradeBadge, ['AllGrades'])],
  ['header', pick(header, ['SignedOut', 'SignedInFemale'])],
  // The popups are fixed over the page's corner, outside a shot's frame: the banner, promotions and awards only.
  ['home-promos', pick(homePromos, ['NoPopups'])],
  ['link', pick(link, ['Variants'])],
  ['loading-bar', pick(loadingBar, ['Determinate'])],
  ['login-box', pick(loginBox, ['Empty', 'Filled'])],
  ['logo', pick(logo, ['Sizes'])],
  ['mascot', pick(mascot, ['Happy', 'Curious', 'Oops', 'Sizes'])],
  ['mascot-says', pick(mascotSays, ['Playground', 'Curious', 'LongLine'])],
  ['member-box', pick(memberBox, ['Male', 'WithEbp'])],
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
  ['result-cheer', pick(resultCheer, ['Playground', 'SideColumn'])],
  ['result-summary', pick(resultSummary, ['WithExplanation', 'LowScore'])],
  ['select', pick(select, ['Placeholder', 'WithValue', 'Disabled', 'Invalid'])],
  ['site-shell', pick(siteShell, ['StudyLayout'])],
  ['status', pick(status, ['Empty', 'EmptyWithAction', 'Failure', 'Small'])],
  ['step-control', pick(stepControl, ['FirstStep', 'LastStep'])],
  ['step-list', pick(stepList, ['Playground', 'Cards'])],
  ['sub-nav', pick(subNav, ['MyPage', 'QnA'])],
  ['table-of-contents', pick(tableOfContents, ['Playground', 'OwnNumbers'])],
  ['tabs', pick(tabs, ['Pill', 'Underline', 'DisabledTab'])],
  ['test-header', pick(testHeader, ['Result', 'Preview', 'TimeUp'])],
  ['test-intro', pick(testIntro, ['Intro'])],
  ['text-field', pick(textField, ['WithHint', 'WithError', 'Disabled', 'Password'])],
  ['timer', pick(timer, ['TimeUp'])],
];

describePartShots(components);
