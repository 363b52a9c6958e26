import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { DictionaryCard, DictionarySearch } from './dictionary-card';
import { CAT, TEDDY_BEAR } from './fixtures';

afterEach(cleanup);

describe('given a found word', () => {
  it('shows the word, its meaning, the example with its Korean and the picture', async () => {
    render(<DictionaryCard state={{ status: 'found', entry: CAT }} />);
    await expect.element(page.getByRole('heading', { name: 'cat' })).toBeVisible();
    await expect.element(page.getByText('뜻: 고양이')).toBeVisible();
    await expect.element(page.getByText('I see a cat.')).toBeVisible();
    await expect.element(page.getByText('고양이가 보여요.')).toBeVisible();
    expect(document.querySelector('img')?.getAttribute('src')).toBe(CAT.imageUrl);
  });

  it('plays its sound and is ready again when the sound ends', async () => {
    render(<DictionaryCard state={{ status: 'found', entry: CAT }} />);
    const listen = page.getByRole('button', { name: 'cat 소리 듣기' });
    await userEvent.click(listen);
    await expect.element(listen).toHaveAttribute('data-state', 'playing');
    const audio = document.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe(CAT.audioUrl);
    await expect.poll(() => audio?.paused).toBe(false);
    await expect.element(listen, { timeout: 5000 }).toHaveAttribute('data-state', 'idle');
  });

  it('says so when the sound cannot be played', async () => {
    render(
      <DictionaryCard state={{ status: 'found', entry: { ...TEDDY_BEAR, audioUrl: '/missing.ogg' } }} />,
    );
    await userEvent.click(page.getByRole('button', { name: 'teddy bear 소리 듣기' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('소리를 들을 수 없어요.');
  });
});

describe('given a word that is not in the bank', () => {
  it('offers the suggestions as buttons that search them', async () => {
    const onSuggestion = vi.fn();
    render(
      <DictionaryCard
        state={{ status: 'not-found', word: 'cab', suggestions: ['cake', 'cat'] }}
        onSuggestion={onSuggestion}
      />,
    );
    await expect.element(page.getByText(/사전에 없는 단어예요/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'cat' }));
    expect(onSuggestion).toHaveBeenCalledWith('cat');
  });

  it('shows the server message when given', async () => {
    render(
      <DictionaryCard
        state={{ status: 'not-found', word: 'x', message: 'No such word.', suggestions: [] }}
      />,
    );
    await expect.element(page.getByText(/No such word\./)).toBeVisible();
  });
});

describe('given a failed search', () => {
  it('announces the error and retries', async () => {
    const onRetry = vi.fn();
    render(<DictionaryCard state={{ status: 'error' }} onRetry={onRetry} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('단어를 찾지 못했어요.');
    await userEvent.click(page.getByRole('button', { name: '다시 찾기' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('given the search form', () => {
  it('searches the trimmed word on Enter', async () => {
    const onSearch = vi.fn();
    render(<DictionarySearch onSearch={onSearch} />);
    await userEvent.type(page.getByRole('searchbox', { name: '찾을 영어 단어' }), '  dog {Enter}');
    expect(onSearch).toHaveBeenCalledWith('dog');
  });

  it('asks for a word instead of searching an empty one, and clears the message on typing', async () => {
    const onSearch = vi.fn();
    render(<DictionarySearch onSearch={onSearch} />);
    await userEvent.click(page.getByRole('button', { name: '찾기' }));
    expect(onSearch).not.toHaveBeenCalled();
    const field = page.getByRole('searchbox', { name: '찾을 영어 단어' });
    await expect.element(field).toHaveAccessibleDescription('찾을 단어를 입력해 주세요.');
    await userEvent.type(field, 'a');
    await expect.element(field).not.toHaveAttribute('aria-invalid');
  });

  it('takes its words as props', async () => {
    render(<DictionarySearch onSearch={() => undefined} words={{ searchLabel: 'Word', search: 'Find' }} />);
    await expect.element(page.getByRole('searchbox', { name: 'Word' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Find' })).toBeVisible();
  });
});
