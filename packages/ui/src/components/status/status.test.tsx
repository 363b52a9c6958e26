import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { Status } from './status';

afterEach(cleanup);

describe('given a load in progress', () => {
  it('is a busy polite status with a spinner and no mascot', async () => {
    const { container } = render(<Status state="loading" message="Loading…" />);
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('Loading…');
    await expect.element(status).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[data-slot="mascot"]')).toBeNull();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
  });
});

describe('given nothing to show', () => {
  it('is a status with the curious mascot, decorative', async () => {
    const { container } = render(<Status state="empty" title="No posts" message="Write the first one." />);
    await expect.element(page.getByRole('status')).toHaveTextContent('No postsWrite the first one.');
    const mascot = container.querySelector('[data-slot="mascot"]');
    expect(mascot?.getAttribute('data-pose')).toBe('curious');
    expect(mascot?.getAttribute('aria-hidden')).toBe('true');
    expect(page.getByRole('status').element().getAttribute('aria-busy')).toBeNull();
  });

  it('leaves the mascot out when asked', () => {
    const { container } = render(<Status state="empty" message="None" mascot={false} />);
    expect(container.querySelector('[data-slot="mascot"]')).toBeNull();
  });
});

describe('given a failure', () => {
  it('is an alert with the upset mascot and a retry button in the given words', async () => {
    const onRetry = vi.fn();
    const { container } = render(
      <Status state="error" message="Could not load." retryLabel="Try again" onRetry={onRetry} />,
    );
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Could not load.');
    expect(container.querySelector('[data-slot="mascot"]')?.getAttribute('data-pose')).toBe('oops');
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry without a handler', () => {
    render(<Status state="error" message="Gone." retryLabel="Try again" />);
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('mirrors its state and size in data attributes', () => {
    const { container } = render(<Status state="error" size="sm" message="x" />);
    const root = container.querySelector('[data-slot="status"]');
    expect(root?.getAttribute('data-state')).toBe('error');
    expect(root?.getAttribute('data-size')).toBe('sm');
  });
});
