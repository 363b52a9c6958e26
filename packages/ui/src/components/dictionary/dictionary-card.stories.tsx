import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DictionaryCard, DictionarySearch, type DictionaryCardState } from './dictionary-card';
import { BANK, CAT, TEDDY_BEAR } from './fixtures';

const meta = {
  title: 'Study/Dictionary card',
  component: DictionaryCard,
  args: { state: { status: 'idle' } },
  decorators: [
    (Story) => (
      <div className="w-[368px] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DictionaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty prompt before the first search. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/궁금한 영어 단어를 입력하고/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading', word: 'cat' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '찾은 결과' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('단어를 찾고 있어요…')).toBeVisible();
  },
};

/** A word with its picture: meaning, listen button, example and its Korean. */
export const Found: Story = {
  args: { state: { status: 'found', entry: CAT } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'cat' })).toBeVisible();
    await expect(canvas.getByText('고양이')).toBeVisible();
    await expect(canvas.getByText('I see a cat.')).toBeVisible();
    await expect(canvas.getByText('고양이가 보여요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'cat 소리 듣기' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'cat 소리 듣기' })).toHaveAttribute('data-state', 'playing'),
    );
  },
};

/** A word without a picture shows a book mark instead; a two-word entry wraps well. */
export const FoundWithoutPicture: Story = {
  args: { state: { status: 'found', entry: TEDDY_BEAR } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'teddy bear' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A miss offers the words that start like it; choosing one searches it. */
export const NotFoundWithSuggestions: Story = {
  args: { state: { status: 'not-found', word: 'cab', suggestions: ['cake', 'car', 'cat'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/사전에 없는 단어예요/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: '이 단어를 찾았나요?' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(args.onSuggestion).toBeUndefined();
  },
};

export const NotFoundWithoutSuggestions: Story = {
  args: { state: { status: 'not-found', word: 'xylophone', suggestions: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('철자를 확인하고 다시 찾아보세요.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Error: Story = {
  args: { state: { status: 'error' }, onRetry: () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('단어를 찾지 못했어요.');
    await expect(canvas.getByRole('button', { name: '다시 찾기' })).toBeVisible();
  },
};

/** The search form and the card together over a stand-in bank: what the popup page composes. */
function DictionaryDemo() {
  const [value, setValue] = useState('');
  const [state, setState] = useState<DictionaryCardState>({ status: 'idle' });
  function search(word: string) {
    setValue(word);
    const entry = BANK.find((item) => item.en === word.toLowerCase());
    setState(
      entry
        ? { status: 'found', entry }
        : {
            status: 'not-found',
            word,
            suggestions: BANK.filter((item) => item.en[0] === word[0]?.toLowerCase()).map((item) => item.en),
          },
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <DictionarySearch value={value} onValueChange={setValue} onSearch={search} />
      <DictionaryCard state={state} onSuggestion={search} />
    </div>
  );
}

/** Search with Enter, listen, then a miss and its suggestion. */
export const SearchAndListen: Story = {
  render: () => <DictionaryDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: '찾을 영어 단어' });
    await userEvent.click(canvas.getByRole('button', { name: '찾기' }));
    await expect(canvas.getByText('찾을 단어를 입력해 주세요.')).toBeVisible();
    await userEvent.type(field, 'Cat{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'cat' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'cat 소리 듣기' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'cat 소리 듣기' })).toHaveAttribute('data-state', 'playing'),
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'tiger{Enter}');
    await expect(await canvas.findByText(/사전에 없는 단어예요/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'teddy bear' }));
    await expect(await canvas.findByRole('heading', { name: 'teddy bear' })).toBeVisible();
    await expect(field).toHaveValue('teddy bear');
  },
};
