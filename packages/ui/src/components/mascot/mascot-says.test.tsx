import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { MascotSays } from './mascot-says';

afterEach(cleanup);

describe('given the mascot saying a line', () => {
  it('reads the line once: the mascot and the bubble are decoration', async () => {
    const { container } = render(<MascotSays line="오늘도 함께 공부해요!" />);
    await expect.element(page.getByText('오늘도 함께 공부해요!')).toBeVisible();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(page.getByRole('img').elements()).toHaveLength(0);
    expect(container.textContent).toBe('오늘도 함께 공부해요!');
  });

  it.each(['happy', 'curious', 'oops'] as const)('shows the mascot in the %s pose', (pose) => {
    const { container } = render(<MascotSays line="안녕!" pose={pose} />);
    expect(container.querySelector('[data-slot="mascot-says"]')?.getAttribute('data-pose')).toBe(pose);
    expect(container.querySelector('svg')?.getAttribute('data-pose')).toBe(pose);
  });

  it('edges the bubble in the course colour', () => {
    const { container } = render(
      <div data-theme="study" data-course="c">
        <MascotSays line="안녕!" />
        <span data-testid="course" style={{ borderColor: 'var(--course)' }} />
      </div>,
    );
    const bubble = container.querySelector<HTMLElement>('[data-slot="mascot-says-bubble"]')!;
    const course = container.querySelector<HTMLElement>('[data-testid="course"]')!;
    expect(getComputedStyle(bubble).borderTopColor).toBe(getComputedStyle(course).borderTopColor);
  });

  it('takes elements in its line and the host’s attributes', async () => {
    const { container } = render(
      <MascotSays
        data-slot="host-cheer"
        className="mt-4"
        line={
          <>
            다음은 <span lang="en">Read Along</span>이에요!
          </>
        }
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('data-slot')).toBe('host-cheer');
    expect(root.className).toContain('mt-4');
    await expect.element(page.getByText('Read Along')).toHaveAttribute('lang', 'en');
  });
});
