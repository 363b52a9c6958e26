import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '@buddy/ui/testing';
import { AttendanceCalendar } from './attendance-calendar';
import { EMPTY_LEARNING, EMPTY_REPORT, LEARNING, REPORT, recordingName, recordings } from './fixtures';
import { LearningSummary } from './learning-summary';
import { RecordingList } from './recording-list';
import { mypageWords } from './words';
import { ReportCharts } from './report-charts';

afterEach(cleanup);

describe('given the attendance calendar of March 2026', () => {
  it('lays the month out from Sunday, stamps the attended days and names today', async () => {
    render(
      <AttendanceCalendar
        month="202603"
        attended={['2026-03-01', '2026-03-31']}
        today="2026-03-31"
        onMonthChange={() => undefined}
      />,
    );
    const table = page.getByRole('table', { name: '2026년 3월 출석 달력' });
    await expect.element(table).toBeVisible();
    // 1 March 2026 is a Sunday: the first cell of the first week.
    const firstRow = table.element().querySelectorAll('tbody tr')[0];
    expect(firstRow?.querySelector('td')?.getAttribute('data-day')).toBe('2026-03-01');
    expect(table.element().querySelectorAll('[data-state="attended"]')).toHaveLength(2);
    await expect.element(page.getByText('이번 달 출석 2일')).toBeVisible();
    const today = table.element().querySelector('[aria-current="date"]');
    expect(today?.textContent).toContain('31일 오늘');
    expect(today?.textContent).toContain('출석');
  });

  it('moves to the previous month, but not past the latest one', async () => {
    const onMonthChange = vi.fn();
    render(
      <AttendanceCalendar month="202603" attended={[]} maxMonth="202603" onMonthChange={onMonthChange} />,
    );
    // Inactive but focusable (aria-disabled), with its reason.
    await expect
      .element(page.getByRole('button', { name: '다음 달' }))
      .toHaveAttribute('aria-disabled', 'true');
    (page.getByRole('button', { name: '다음 달' }).element() as HTMLElement).click();
    expect(onMonthChange).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: '이전 달' }));
    expect(onMonthChange).toHaveBeenCalledWith('202602');
  });

  it('goes from January back to December of the year before', async () => {
    const onMonthChange = vi.fn();
    render(<AttendanceCalendar month="202601" attended={[]} onMonthChange={onMonthChange} />);
    await userEvent.click(page.getByRole('button', { name: '이전 달' }));
    expect(onMonthChange).toHaveBeenCalledWith('202512');
  });
});

describe('given a report', () => {
  it('writes every figure as text next to its chart', async () => {
    render(<ReportCharts report={REPORT} />);
    await expect
      .element(page.getByRole('meter', { name: '학습 진도율' }))
      .toHaveAttribute('aria-valuenow', String(REPORT.progress));
    await expect.element(page.getByRole('table', { name: '시험별 점수' })).toBeInTheDocument();
    // The latest score and the month's average (the demo month: one weekly test, 90 both).
    const scores = page.getByRole('region', { name: '시험 점수' });
    expect(scores.getByText(`${REPORT.avgScore}점`).all()).toHaveLength(2);
    const areas = page.getByRole('region', { name: '영역별 학습' }).getByRole('listitem');
    await expect.element(areas.first()).toBeVisible();
    expect(areas.elements().map((item) => item.textContent)).toEqual(
      REPORT.areas.map(({ area, rate }) => `${area}${rate}%`),
    );
  });

  it('says how many of the words studied are remembered, and what fills it before any word is studied', async () => {
    render(<ReportCharts report={{ ...REPORT, words: { remembered: 18, total: 24 } }} />);
    const words = page.getByRole('region', { name: '기억한 단어' });
    await expect.element(words).toHaveTextContent('단어 24개 중 18개를 기억하고 있어요.');
    await expect.element(words.getByRole('meter')).toHaveAttribute('aria-valuetext', '24개 중 18개');
    cleanup();
    render(<ReportCharts report={EMPTY_REPORT} />);
    await expect
      .element(page.getByRole('region', { name: '기억한 단어' }))
      .toHaveTextContent('단어 학습을 끝내면, 배운 단어를 얼마나 기억하는지 여기에 나와요.');
    await expect
      .element(page.getByRole('region', { name: '기억한 단어' }).getByRole('meter'))
      .not.toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    const onRetry = vi.fn();
    render(<ReportCharts status="error" onRetry={onRetry} />);
    await userEvent.click(page.getByRole('button', { name: '다시 불러오기' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('given the learning of a month', () => {
  it('counts the days, activities and tests', async () => {
    render(<LearningSummary learning={LEARNING} />);
    await expect.element(page.getByText(`${LEARNING.studyDays}일`)).toBeVisible();
    await expect.element(page.getByText(`${LEARNING.unitsDone}개`)).toBeVisible();
    await expect.element(page.getByRole('region', { name: '공부한 주' })).toBeVisible();
  });

  it('invites to start when nothing was studied', async () => {
    render(<LearningSummary learning={EMPTY_LEARNING} />);
    await expect.element(page.getByText(/아직 공부한 기록이 없어요/)).toBeVisible();
  });
});

describe('given the recordings list', () => {
  const items = recordings(3);

  it('plays one recording at a time through one audio element', async () => {
    render(
      <RecordingList
        recordings={items}
        page={1}
        totalCount={3}
        onPageChange={() => undefined}
        onSearch={() => undefined}
      />,
    );
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: `${recordingName(items[0]!)} 듣기` }));
    await userEvent.click(page.getByRole('button', { name: `${recordingName(items[1]!)} 듣기` }));
    await expect
      .element(page.getByRole('button', { name: `${recordingName(items[1]!)} 멈추기` }))
      .toBeVisible();
    expect(page.getByRole('button', { name: /멈추기$/ }).elements()).toHaveLength(1);
  });

  it('searches with the trimmed text, and tells an empty search from an empty list', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <RecordingList
        recordings={[]}
        page={1}
        totalCount={0}
        onPageChange={() => undefined}
        onSearch={onSearch}
      />,
    );
    await expect.element(page.getByText(/아직 녹음한 파일이 없어요/)).toBeVisible();
    await userEvent.type(page.getByRole('searchbox', { name: '코스·단계·주로 녹음 찾기' }), '  B-2  ');
    await userEvent.click(page.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith('B-2');
    rerender(
      <RecordingList
        recordings={[]}
        page={1}
        totalCount={0}
        searchText="B-2"
        onPageChange={() => undefined}
        onSearch={onSearch}
      />,
    );
    await expect.element(page.getByText('찾는 녹음 파일이 없어요.')).toBeVisible();
  });

  it('offers the archive only when it has an address', async () => {
    render(
      <RecordingList
        recordings={items}
        page={1}
        totalCount={3}
        downloadAllHref="/v2/mypage/studies/ptflo/download?sig=x"
        onPageChange={() => undefined}
        onSearch={() => undefined}
      />,
    );
    await expect
      .element(page.getByRole('link', { name: '전체 내려받기' }))
      .toHaveAttribute('href', '/v2/mypage/studies/ptflo/download?sig=x');
  });
});

describe('a recording’s date and time', () => {
  // Written out (not Intl's), so that a server without the Korean day periods draws what the browser draws.
  it.each([
    ['2026-03-17T01:15:00Z', '2026년 3월 17일 오전 10:15'],
    ['2026-03-17T03:00:00Z', '2026년 3월 17일 오후 12:00'],
    ['2026-03-17T15:05:00Z', '2026년 3월 18일 오전 12:05'],
    ['2026-12-31T14:59:00Z', '2026년 12월 31일 오후 11:59'],
  ])('shows %s as Seoul’s %s', (iso, text) => {
    expect(mypageWords.recordings.date(iso)).toBe(text);
  });
});
