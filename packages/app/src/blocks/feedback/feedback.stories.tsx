/**
 * The reactions (issue 30, ADR 075): the sound switch (on, off, pressed and named for readers) and the picture of
 * each reaction beside its words, at 390, 900 and 1280 px. Not shot (the baselines' folder is at its cap): the plays
 * check each state, axe checks each story.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Cheer, SoundToggle } from './feedback';
import { FEEDBACK_WORDS } from './words';
import type { FeedbackKind } from './sounds';

/** The switch as a page holds it: its state, toggled. */
function Switch({ initial, onChange }: { initial: boolean; onChange: (on: boolean) => void }) {
  const [on, setOn] = useState(initial);
  return (
    <SoundToggle
      soundOn={on}
      onSoundOnChange={(next) => {
        setOn(next);
        onChange(next);
      }}
    />
  );
}

/** The three reactions as a practice page shows them: the picture, then the words that say what happened. */
function Reactions() {
  const rows: [FeedbackKind, string][] = [
    ['right', FEEDBACK_WORDS.right],
    ['wrong', FEEDBACK_WORDS.wrong],
    ['done', FEEDBACK_WORDS.done],
  ];
  return (
    <ul className="m-0 flex list-none flex-col gap-4 p-0">
      {rows.map(([kind, words]) => (
        <li
          key={kind}
          className="flex items-center gap-3 rounded-lg bg-surface p-4 text-xl font-bold text-text"
        >
          <Cheer kind={kind} data-testid={kind} />
          {words}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Feedback/Reactions',
  component: SoundToggle,
  tags: ['!screen'],
  args: { soundOn: true, onSoundOnChange: fn() },
  decorators: [
    (Story) => (
      <div className="flex max-w-[720px] flex-col gap-6 p-4 desktop:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SoundToggle>;

export default meta;
type Story = StoryObj<typeof meta>;
type Viewport = 'mobile' | 'narrow' | 'desktop';

const at = (viewport: Viewport, story: Story): Story => ({
  ...story,
  globals: { viewport: { value: viewport } },
});

/** The switch turned off and on again: pressed while on, its state named for readers, 44 px high. */
const SwitchStory: Story = {
  name: 'Sound switch',
  render: (args) => <Switch initial onChange={args.onSoundOnChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /효과음/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName(/효과음 켜짐/);
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAccessibleName(/효과음 꺼짐/);
    await expect(args.onSoundOnChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(toggle);
    await expect(args.onSoundOnChange).toHaveBeenLastCalledWith(true);
  },
};
export const SoundSwitchPhone = at('mobile', SwitchStory);
export const SoundSwitchNarrow = at('narrow', { ...SwitchStory, name: 'Sound switch (900)' });
export const SoundSwitchDesktop = at('desktop', { ...SwitchStory, name: 'Sound switch (1280)' });

/** Off: the switch shows the muted speaker and is not pressed. */
export const SoundOff: Story = {
  name: 'Sound switch, off',
  args: { soundOn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /효과음 꺼짐/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Each reaction's picture beside its words: stars for right and done, none for "again"; hidden from readers. */
const ReactionsStory: Story = {
  name: 'Reactions',
  render: () => <Reactions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const kind of ['right', 'done'] as const) {
      await expect(canvas.getByTestId(kind).querySelectorAll('[data-star]')).toHaveLength(5);
    }
    await expect(canvas.getByTestId('wrong').querySelectorAll('[data-star]')).toHaveLength(0);
    for (const kind of ['right', 'wrong', 'done'] as const) {
      await expect(canvas.getByTestId(kind)).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(canvas.getByText(FEEDBACK_WORDS.wrong)).toBeVisible();
  },
};
export const ReactionsPhone = at('mobile', ReactionsStory);
export const ReactionsNarrow = at('narrow', { ...ReactionsStory, name: 'Reactions (900)' });
export const ReactionsDesktop = at('desktop', { ...ReactionsStory, name: 'Reactions (1280)' });
