import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useEffect, useRef } from 'react';
import { render } from '../test/render';
import { AlertProvider, useAlert, type AlertOptions } from '../components/alert-dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../components/select';
import * as button from '../components/button/button.stories';
import * as dialog from '../components/dialog/dialog.stories';
import * as dictionaryCard from '../components/dictionary/dictionary-card.stories';
import * as header from '../components/header/header.stories';
import * as loadingBar from '../components/loading-bar/loading-bar.stories';
import * as memberBox from '../components/member-box/member-box.stories';
import * as status from '../components/status/status.stories';
import * as timer from '../components/test-paper/timer.stories';
import { matchBaseline } from '../test/baseline';
import { describeOverlayShots, still, type MovingShot, type OverlayShot } from '../test/shots';
import { storyOf as story } from '../test/visual';

/*
 * Visual baselines of what kit.visual.test.tsx cannot hold, in the default theme (brand) and a course theme (study
 * site, course c):
 * - what opens in a portal on the body: Dialog, the alert provider's AlertDialog (alert, confirm, no title), an open
 *   Select and the member box's products menu (the product blocks' overlays are in packages/app/src/blocks). Each is rendered open (defaultOpen / open props, the provider called on mount, the
 *   menu or select opened by a keydown on its trigger) and the shot is the dialog, listbox or menu element itself. The theme sits on <html> for the test, as the app sets it, so
 *   the portal inherits it.
 * - the study site's header with its menu panel open (header.visual.test.tsx has the brand site's and the mobile one),
 *   opened by a focusin event (a script event: no focus ring, no pointer).
 * - what moves: spinners (Status, Button and DictionaryCard loading) and the loading bar's creep. Every animation is frozen before the shot: finite ones (dialog fade and zoom, the creep)
 *   are finished, endless ones (spin, pulse) paused at their first frame. The Timer does not tick by itself (the app
 *   passes the seconds left), so a running clock with a fixed remaining time is a still picture.
 * The pointer is switched off for the whole page during a shot: a hover left by an earlier test is not the look.
 * The first run writes the PNGs under __screenshots__/overlays.visual.test.tsx/; later runs compare (CI=true never
 * writes).
 */

/** Calls the alert provider once on mount, as the app does from an event handler. */
function AlertOnMount({ kind, options }: { kind: 'alert' | 'confirm'; options: AlertOptions }) {
  const api = useAlert();
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    void api[kind](options);
  }, [api, kind, options]);
  return null;
}

function ProviderAlert({ kind, options }: { kind: 'alert' | 'confirm'; options: AlertOptions }) {
  return (
    <AlertProvider>
      <AlertOnMount kind={kind} options={options} />
    </AlertProvider>
  );
}

/** The Select story's course list, open, with C chosen and G disabled. */
function OpenSelect() {
  return (
    <div className="flex w-64 flex-col gap-2 p-6">
      <label htmlFor="course" className="font-bold">
        코스
      </label>
      <Select defaultOpen defaultValue="C">
        <SelectTrigger id="course">
          <SelectValue placeholder="코스를 고르세요" />
        </SelectTrigger>
        <SelectContent>
          {['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((course) => (
            <SelectItem key={course} value={course} disabled={course === 'G'}>
              {`${course} 코스`}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Opens the products menu with a keydown on its trigger (a script event: the focus heuristics stay untouched). */
function openProductMenu() {
  const trigger = document.querySelector<HTMLElement>('[data-slot="product-menu-trigger"]');
  if (!trigger) throw new Error('the products menu trigger is missing');
  trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
}

const overlays: OverlayShot[] = [
  { name: 'dialog-open', Ui: story(dialog, 'Open'), role: 'dialog', fit: true },
  { name: 'dialog-long-content', Ui: story(dialog, 'LongContent'), role: 'dialog' },
  { name: 'dialog-mobile', Ui: story(dialog, 'Open'), role: 'dialog', viewport: [375, 800], fit: true },
  {
    name: 'alert-dialog-alert',
    Ui: () => (
      <ProviderAlert
        kind="alert"
        options={{ title: '로그인 실패', message: '아이디 또는 비밀번호가 일치하지 않습니다.' }}
      />
    ),
    role: 'alertdialog',
    fit: true,
  },
  {
    name: 'alert-dialog-confirm',
    Ui: () => (
      <ProviderAlert
        kind="confirm"
        options={{ message: '3개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?' }}
      />
    ),
    role: 'alertdialog',
    fit: true,
  },
  {
    name: 'alert-dialog-no-title',
    Ui: () => <ProviderAlert kind="alert" options={{ message: '지도휴회(취소) 회원입니다.' }} />,
    role: 'alertdialog',
    fit: true,
  },
  { name: 'select-open', Ui: OpenSelect, role: 'listbox' },
  { name: 'product-menu-open', Ui: story(memberBox, 'WithEbp'), role: 'menu', open: openProductMenu },
];

/** Still pictures of moving states, several per shot as in kit.visual.test.tsx. */
const moving: MovingShot[] = [
  ['status-loading', [story(status, 'Loading')]],
  ['button-loading', [story(button, 'Loading')]],
  ['dictionary-card-loading', [story(dictionaryCard, 'Loading')]],
  ['timer-running', [story(timer, 'Running'), story(timer, 'TimeWarning')]],
];

const root = document.documentElement;

describeOverlayShots(overlays, moving, (themeName) => {
  it('loading-bar-loading looks the same', async () => {
    const Loading = story(loadingBar, 'Loading');
    render(
      <div data-testid="shot" className="w-[1020px] bg-background p-4 text-text">
        <Loading />
      </div>,
    );
    // The bar shows once loading has lasted its 200 ms throttle; its 5 s creep is then finished (90 %).
    await expect.element(page.getByRole('progressbar')).toBeInTheDocument();
    await still();
    await matchBaseline(page.getByTestId('shot'), `loading-bar-loading-${themeName}`);
  });
});

describe('the study header with its menu open', () => {
  beforeEach(() => {
    root.dataset.theme = 'study';
    root.dataset.course = 'c';
  });

  it('looks the same', async () => {
    const StudyMenuOpen = story(header, 'StudyMenuOpen');
    render(
      <div data-testid="shot" className="bg-background">
        <StudyMenuOpen />
      </div>,
    );
    const menu = document.querySelector<HTMLElement>('[data-slot="desktop-menu"]');
    const top = document.querySelector<HTMLElement>('[data-slot="menu-top"] > [data-slot="menu-entry"]');
    if (!menu || !top) throw new Error('the desktop menu is missing');
    top.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await expect.poll(() => menu.dataset.state).toBe('open');
    await still();
    await expect
      .poll(() => menu.querySelector('[data-slot="menu-panel"]')?.getBoundingClientRect().height)
      .toBe(300);
    await matchBaseline(page.getByTestId('shot'), 'header-study-menu-open-course-c');
  });
});
