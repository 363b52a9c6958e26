import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CoinsEarned } from '@buddy/api';
import { dailyHandlers } from '@buddy/mocks';
import { fakeBackend } from '@buddy/mocks/browser';
import { useOutbox } from '../../app/outbox';
import { renderScreen, unmountScreen } from '../../app/screen-test';
import { COIN_HELD_MESSAGES } from '@buddy/domain';
import { DayCoins } from './day-coins';
import { coinCelebrationOf } from './day-coins-card';
import { usePaidCoins } from './use-paid-coins';

afterEach(unmountScreen);

/**
 * The word cards unit of A-1-1 day 1 (four cards, two already turned), its last two one at a time through the
 * outbox, and what was paid.
 */
function Probe() {
  const outbox = useOutbox();
  const { paid, dismiss } = usePaidCoins();
  const send = (part: number) =>
    void outbox.sendProgress({
      stdCourse: 'A',
      stdStep: 1,
      stdWeek: 1,
      stdDay: 1,
      stdUnit: 2,
      parts: [part],
    });
  return (
    <div>
      <button type="button" onClick={() => send(2)}>
        third card
      </button>
      <button type="button" onClick={() => send(3)}>
        fourth card
      </button>
      <button type="button" onClick={dismiss}>
        close
      </button>
      <output aria-label="paid">{paid ? `${paid.id}:${paid.coins.total}` : 'nothing'}</output>
    </div>
  );
}

const paidText = () => page.getByRole('status', { name: 'paid' }).element().textContent;

async function settled(sent: { path: string }[], count: number) {
  await expect
    .poll(() => sent.filter((call) => call.path === '/study-course/studies/prgrs').length)
    .toBe(count);
}

describe('given a child turning the word cards of a unit', () => {
  it('celebrates only the save that paid, once, and not its repeat', async () => {
    const { sent, ctx } = await renderScreen({
      backend: fakeBackend(),
      path: '/',
      routes: [{ path: '/', element: <Probe /> }],
      handlers: dailyHandlers({ stored: { 2: [0, 1] } }),
    });
    const idle = () => ctx.queryClient.isMutating() === 0;

    // The third card: the unit is three quarters done, the save pays 0.
    await userEvent.click(page.getByRole('button', { name: 'third card' }));
    await settled(sent, 1);
    await expect.poll(idle).toBe(true);
    expect(paidText()).toBe('nothing');

    // The fourth card finishes the unit: 5 coins.
    await userEvent.click(page.getByRole('button', { name: 'fourth card' }));
    await expect.poll(paidText).toMatch(/^\d+:5$/);
    const celebrated = paidText();

    // The same card sent again (a retry, another tab): the server pays 0, the celebration is the same one.
    await userEvent.click(page.getByRole('button', { name: 'fourth card' }));
    await settled(sent, 3);
    await expect.poll(idle).toBe(true);
    expect(paidText()).toBe(celebrated);

    // Closed, and sent once more: nothing comes back.
    await userEvent.click(page.getByRole('button', { name: 'close' }));
    await userEvent.click(page.getByRole('button', { name: 'fourth card' }));
    await settled(sent, 4);
    await expect.poll(idle).toBe(true);
    expect(paidText()).toBe('nothing');
  });
});

/** The fourth card of the same unit, and the note or card the daily page shows for it. */
function LastCard() {
  const outbox = useOutbox();
  const { paid, dismiss } = usePaidCoins();
  return (
    <div>
      <button
        type="button"
        onClick={() =>
          void outbox.sendProgress({
            stdCourse: 'A',
            stdStep: 1,
            stdWeek: 1,
            stdDay: 1,
            stdUnit: 2,
            parts: [3],
          })
        }
      >
        fourth card
      </button>
      <DayCoins paid={paid} onClose={dismiss} />
    </div>
  );
}

describe('given a unit finished faster than it can be learnt (issue 29, defect 1; ADR 057)', () => {
  it('keeps the save and tells the child quietly what earns the coins next time, without a celebration', async () => {
    const { sent } = await renderScreen({
      backend: fakeBackend(),
      path: '/',
      routes: [{ path: '/', element: <LastCard /> }],
      handlers: dailyHandlers({ stored: { 2: [0, 1, 2] }, held: 'UNIT_TOO_FAST' }),
    });
    await userEvent.click(page.getByRole('button', { name: 'fourth card' }));
    await settled(sent, 1);
    const note = page.getByRole('status').filter({ hasText: COIN_HELD_MESSAGES.UNIT_TOO_FAST });
    await expect.element(note).toBeVisible();
    expect(document.querySelector('[data-slot="coin-celebration"]')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: '알림 닫기' }));
    await expect.element(note).not.toBeInTheDocument();
  });
});

describe('given a save that pays today’s attendance and holds the unit done too fast', () => {
  it('celebrates the attendance and says why the unit paid nothing; each closes on its own', async () => {
    const { sent } = await renderScreen({
      backend: fakeBackend(),
      path: '/',
      routes: [{ path: '/', element: <LastCard /> }],
      handlers: dailyHandlers({ stored: { 2: [0, 1, 2] }, held: 'UNIT_TOO_FAST', attendance: true }),
    });
    await userEvent.click(page.getByRole('button', { name: 'fourth card' }));
    await settled(sent, 1);
    const note = page.getByRole('status').filter({ hasText: COIN_HELD_MESSAGES.UNIT_TOO_FAST });
    await expect.element(note).toBeVisible();
    const card = page.getByText('오늘도 출석했어요', { exact: true });
    await expect.element(card).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '알림 닫기' }));
    await expect.element(note).not.toBeInTheDocument();
    await expect.element(card).toBeVisible();
  });
});

describe('the celebration words of a paid save', () => {
  const paid = (...entries: CoinsEarned['entries']): CoinsEarned => ({
    total: entries.reduce((sum, entry) => sum + entry.coins, 0),
    entries,
  });

  it.each([
    { entries: [{ source: 'unit', coins: 5 }], reason: '학습 활동을 끝냈어요', parts: [] },
    {
      entries: [
        { source: 'unit', coins: 5 },
        { source: 'attendance', coins: 2 },
      ],
      reason: '학습 활동을 끝냈어요',
      parts: ['활동을 끝까지 학습 5', '오늘 첫 학습 (출석) 2'],
    },
    {
      entries: [
        { source: 'unit', coins: 5 },
        { source: 'day', coins: 10 },
        { source: 'attendance', coins: 2 },
      ],
      reason: '오늘의 학습을 모두 끝냈어요',
      parts: ['활동을 끝까지 학습 5', '하루 학습을 모두 마침 10', '오늘 첫 학습 (출석) 2'],
    },
    { entries: [{ source: 'attendance', coins: 2 }], reason: '오늘도 출석했어요', parts: [] },
  ] satisfies { entries: CoinsEarned['entries']; reason: string; parts: string[] }[])(
    'names $reason for $entries.length part(s)',
    ({ entries, reason, parts }) => {
      const words = coinCelebrationOf(paid(...entries));
      expect(words.reason).toBe(reason);
      expect(words.breakdown.map((part) => `${part.label} ${part.coins}`)).toEqual(parts);
    },
  );
});
