import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { Mascot, MascotFigure } from './mascot';

afterEach(cleanup);

describe('given the mascot in each pose', () => {
  it.each(['happy', 'curious', 'oops'] as const)('draws the %s pose, mirrored in data-pose', (pose) => {
    const { container } = render(<Mascot pose={pose} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('data-pose')).toBe(pose);
    expect(svg.querySelector('[data-slot="mascot-figure"]')?.getAttribute('data-pose')).toBe(pose);
  });

  it('draws a different face for each pose', () => {
    const faces = (['happy', 'curious', 'oops'] as const).map((pose) => {
      const { container, unmount } = render(<Mascot pose={pose} />);
      const html = container.querySelector('[data-slot="mascot-figure"]')!.innerHTML;
      unmount();
      return html;
    });
    expect(new Set(faces).size).toBe(3);
  });
});

describe('given no title', () => {
  it('is decoration, hidden from assistive technology', () => {
    const { container } = render(<Mascot />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(page.getByRole('img').elements()).toHaveLength(0);
  });
});

describe('given a title', () => {
  it('is an image with that name', async () => {
    render(<Mascot title="Buddy" />);
    await expect.element(page.getByRole('img', { name: 'Buddy' })).toBeVisible();
  });
});

describe('given sizes', () => {
  it.each([
    ['sm', 40],
    ['md', 64],
    ['lg', 96],
  ] as const)('%s is %d px', (size, px) => {
    const { container } = render(<Mascot size={size} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('data-size')).toBe(size);
    expect(svg.getBoundingClientRect().width).toBe(px);
  });
});

describe('given a figure placed in another picture', () => {
  it('moves and scales only when placed', () => {
    const { container } = render(
      <svg>
        <MascotFigure />
        <MascotFigure x={10} y={20} size={96} />
      </svg>,
    );
    const [plain, placed] = container.querySelectorAll('[data-slot="mascot-figure"]');
    expect(plain?.getAttribute('transform')).toBeNull();
    expect(placed?.getAttribute('transform')).toBe('translate(10 20) scale(2)');
  });
});
