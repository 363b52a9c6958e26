import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { ChoiceList } from './choice-list';
import { chooseTwoQuestion, pictureQuestion, textQuestion, type SampleQuestion } from './fixtures';

/** A sample choice's text, and its accessible name ('2번 hat'). */
const text = (question: SampleQuestion, number: number) => question.choices[number - 1]?.text ?? '';
const choice = (question: SampleQuestion, number: number) => `${number}번 ${text(question, number)}`;

afterEach(cleanup);

function Heading() {
  return <p id="q">잘 듣고 들리는 낱말을 고르세요.</p>;
}

describe('given a question with one answer', () => {
  it('is a radio group named by the question, with the chosen choice checked', async () => {
    render(
      <>
        <Heading />
        <ChoiceList choices={textQuestion.choices} answerCount={1} value={['2']} labelledBy="q" />
      </>,
    );
    const group = page.getByRole('radiogroup', { name: '잘 듣고 들리는 낱말을 고르세요.' });
    await expect.element(group).toBeVisible();
    await expect
      .element(page.getByRole('radio', { name: choice(textQuestion, 2) }))
      .toHaveAttribute('aria-checked', 'true');
    await expect
      .element(page.getByRole('radio', { name: choice(textQuestion, 1) }))
      .toHaveAttribute('aria-checked', 'false');
    expect(page.getByRole('radio').elements()).toHaveLength(4);
  });

  it('reports the chosen value and, controlled, shows what the parent gives back', async () => {
    const onValueChange = vi.fn();
    render(
      <ChoiceList choices={textQuestion.choices} answerCount={1} value={[]} onValueChange={onValueChange} />,
    );
    await userEvent.click(page.getByRole('radio', { name: choice(textQuestion, 3) }));
    expect(onValueChange).toHaveBeenCalledWith(['3']);
    await expect
      .element(page.getByRole('radio', { name: choice(textQuestion, 3) }))
      .toHaveAttribute('aria-checked', 'false');
  });

  it('moves and chooses with the arrow keys from the chosen choice', async () => {
    const onValueChange = vi.fn();
    render(
      <ChoiceList
        choices={textQuestion.choices}
        answerCount={1}
        value={['2']}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: choice(textQuestion, 2) })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: choice(textQuestion, 3) })).toHaveFocus();
    // The choice follows the focus, possibly a moment later: waited for.
    await vi.waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith(['3']));
  });

  it('gives every choice a pointer target of at least 44 pixels', async () => {
    render(<ChoiceList choices={textQuestion.choices} answerCount={1} value={[]} />);
    for (const radio of page.getByRole('radio').elements()) {
      expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });
});

describe('given a question with two answers', () => {
  it('is a group of checkboxes described by the hint; a third choice makes the first give way', async () => {
    const onValueChange = vi.fn();
    render(
      <>
        <Heading />
        <ChoiceList
          choices={chooseTwoQuestion.choices}
          answerCount={2}
          value={['2', '4']}
          labelledBy="q"
          onValueChange={onValueChange}
        />
      </>,
    );
    const group = page.getByRole('group', { name: '잘 듣고 들리는 낱말을 고르세요.' });
    await expect.element(group).toHaveAccessibleDescription('두 개를 고르세요');
    await expect
      .element(page.getByRole('checkbox', { name: choice(chooseTwoQuestion, 2) }))
      .toHaveAttribute('aria-checked', 'true');
    await expect
      .element(page.getByRole('checkbox', { name: choice(chooseTwoQuestion, 4) }))
      .toHaveAttribute('aria-checked', 'true');
    await expect
      .element(page.getByRole('checkbox', { name: choice(chooseTwoQuestion, 1) }))
      .toHaveAttribute('aria-checked', 'false');
    expect(page.getByRole('radio').elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('checkbox', { name: choice(chooseTwoQuestion, 5) }));
    expect(onValueChange).toHaveBeenLastCalledWith(['4', '5']);
    // A chosen choice pressed again stays chosen (spec §4): nothing to report.
    await userEvent.click(page.getByRole('checkbox', { name: choice(chooseTwoQuestion, 2) }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('chooses with Tab and Space or Enter, every choice in the tab order', async () => {
    const onValueChange = vi.fn();
    render(
      <>
        <Heading />
        <ChoiceList
          choices={chooseTwoQuestion.choices}
          answerCount={2}
          value={[]}
          labelledBy="q"
          onValueChange={onValueChange}
        />
      </>,
    );
    await userEvent.click(page.getByText('잘 듣고 들리는 낱말을 고르세요.'));
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('checkbox', { name: choice(chooseTwoQuestion, 1) })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('checkbox', { name: choice(chooseTwoQuestion, 2) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Controlled with an unchanging value: each press reports the value it would make.
    expect(onValueChange.mock.calls).toEqual([[['1']], [['2']]]);
  });
});

describe('given picture choices', () => {
  it('shows image cards named by their text', async () => {
    render(<ChoiceList choices={pictureQuestion.choices} answerCount={1} value={[]} />);
    await expect.element(page.getByRole('img', { name: text(pictureQuestion, 1) })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: choice(pictureQuestion, 1) })).toBeVisible();
  });
});

describe('given the time is up', () => {
  it('does not report choices', async () => {
    const onValueChange = vi.fn();
    render(
      <ChoiceList
        choices={textQuestion.choices}
        answerCount={1}
        value={[]}
        disabled
        onValueChange={onValueChange}
      />,
    );
    await expect.element(page.getByRole('radio', { name: choice(textQuestion, 1) })).toBeDisabled();
    await userEvent.click(page.getByRole('radio', { name: choice(textQuestion, 1) }), { force: true });
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('given a result', () => {
  it('marks the chosen and the correct choices in words, not colour alone', async () => {
    const { container } = render(
      <ChoiceList
        choices={textQuestion.choices}
        answerCount={1}
        value={['3']}
        correct={['2']}
        mode="result"
      />,
    );
    expect(page.getByRole('radio').elements()).toHaveLength(0);
    const items = page.getByRole('listitem');
    await expect.element(items.nth(1)).toHaveTextContent(new RegExp(`${text(textQuestion, 2)}.*정답`));
    await expect
      .element(items.nth(2))
      .toHaveTextContent(new RegExp(`${text(textQuestion, 3)}.*내가 고른 답`));
    await expect.element(items.nth(0)).not.toHaveTextContent(/정답|내가 고른 답/);
    expect(container.querySelector('[data-correct]')?.textContent).toContain(text(textQuestion, 2));
    expect(container.querySelector('[data-chosen]')?.textContent).toContain(text(textQuestion, 3));
  });

  it('marks a right choice as both chosen and correct', async () => {
    const { container } = render(
      <ChoiceList
        choices={textQuestion.choices}
        answerCount={1}
        value={['2']}
        correct={['2']}
        mode="result"
      />,
    );
    const marked = container.querySelector('[data-chosen][data-correct]');
    expect(marked?.textContent).toContain(text(textQuestion, 2));
    await expect.element(page.getByRole('listitem').nth(1)).toHaveTextContent(/내가 고른 답.*정답/);
  });
});

describe('given a preview', () => {
  it('shows no marks even with values', async () => {
    const { container } = render(
      <ChoiceList
        choices={textQuestion.choices}
        answerCount={1}
        value={['2']}
        correct={['2']}
        mode="preview"
      />,
    );
    await expect.element(page.getByText(text(textQuestion, 2), { exact: true })).toBeVisible();
    expect(container.querySelector('[data-chosen], [data-correct]')).toBeNull();
    expect(container.textContent).not.toMatch(/정답|내가 고른 답/);
  });
});
