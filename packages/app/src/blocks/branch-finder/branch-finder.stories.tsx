import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FinderDemo } from './demo';
import { sampleBranches, telOf } from './fixtures';

const [first] = sampleBranches;
/** The branches of 부산·경남 (office 04), the office one story chooses. */
const southEast = sampleBranches.filter((branch) => branch.officeCode === '04');
const secondPage = Math.min(10, sampleBranches.length - 10);

const meta = {
  title: 'Customer centre/BranchFinder',
  component: FinderDemo,
  args: { onSearch: fn(), onPageChange: fn(), onOfficesNeeded: fn(), onRetry: fn() },
} satisfies Meta<typeof FinderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every branch, ten to a page, as cards in two columns; a card opens its branch, the phone calls it. */
export const FullList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`전체 ${sampleBranches.length}곳`)).toBeVisible();
    const list = canvas.getByRole('list', { name: '지점 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: first!.name })).toHaveAttribute(
      'href',
      `/services/branch/${first!.code}`,
    );
    await expect(
      canvas.getByRole('link', { name: `${first!.name} 전화 걸기 ${first!.phone}` }),
    ).toHaveAttribute('href', telOf(first!.phone));
    await expect(canvas.getByRole('combobox', { name: '지역' })).toHaveTextContent('전체 지역');
    await expect(args.onOfficesNeeded).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '2 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(secondPage));
  },
};

/** The office list is asked for when the select first opens; meanwhile the select says it is loading. */
export const OfficesLoading: Story = {
  args: { officesAnswer: 'never' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: '지역' }));
    await expect(await screen.findByRole('option', { name: '지역 목록을 불러오고 있어요' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.onOfficesNeeded).toHaveBeenCalledTimes(1);
    // Close again: an open select hides the rest of the page from assistive technology.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onOfficesNeeded).toHaveBeenCalledTimes(1);
  },
};

/** The office list failed: the select offers a retry, and the list comes on the second try. */
export const OfficesFailed: Story = {
  args: { officesAnswer: 'fail-once', officesDelay: 50 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: '지역' });
    await userEvent.click(select);
    await userEvent.click(
      await screen.findByRole('option', { name: '지역 목록을 불러오지 못했어요. 다시 시도' }),
    );
    await expect(args.onOfficesNeeded).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(select).toHaveAttribute('data-offices', 'ready'));
    await userEvent.click(select);
    await expect(await screen.findByRole('option', { name: '경기' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** The offices loaded and one chosen: the list searches at once, the select shows the office. */
export const OfficeChosen: Story = {
  args: { officesDelay: 50 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: '지역' });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: '부산·경남' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ office: '04', text: '' });
    await waitFor(() => expect(canvas.getByText(`전체 ${southEast.length}곳`)).toBeVisible());
    await expect(canvas.getByRole('combobox', { name: '지역' })).toHaveTextContent('부산·경남');
    await expect(canvas.getByRole('link', { name: southEast[0]!.name })).toBeVisible();
  },
};

/** Searching by name or address with the trimmed text. */
export const SearchByText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '지점 이름이나 주소' }), '  수원 ');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ office: '', text: '수원' });
    await waitFor(() => expect(canvas.getByText('전체 1곳')).toBeVisible());
  },
};

export const Empty: Story = {
  args: { branches: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('아직 등록된 지점이 없어요.');
    await expect(canvas.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  },
};

/** A search that found nothing says so in other words. */
export const EmptySearch: Story = {
  args: { initialSearch: { office: '', text: '제주' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('찾는 지점이 없어요.');
    await expect(canvas.getByRole('searchbox', { name: '지점 이름이나 주소' })).toHaveValue('제주');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('지점 목록을 불러오고 있어요.');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('지점 목록을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At 375 px the cards stack in one column; the phone link stays a 44 px target. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '지점 목록' });
    await waitFor(() => expect(list.getBoundingClientRect().width).toBeLessThan(400));
    const [firstCard, secondCard] = within(list).getAllByRole('listitem');
    await expect(firstCard?.getBoundingClientRect().left).toBe(secondCard?.getBoundingClientRect().left);
    const phone = canvas.getByRole('link', { name: `${first!.name} 전화 걸기 ${first!.phone}` });
    await expect(phone.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const CourseThemeC: Story = { parameters: { theme: 'study', course: 'c' } };
