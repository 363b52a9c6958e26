import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

afterEach(cleanup);

function Weeks({ look }: { look?: 'pill' | 'underline' }) {
  return (
    <Tabs look={look} defaultValue="1">
      <TabsList aria-label="주차">
        {['1', '2', '3', '4'].map((week) => (
          <TabsTrigger key={week} value={week} disabled={week === '3'}>{`${week}주`}</TabsTrigger>
        ))}
      </TabsList>
      {['1', '2', '3', '4'].map((week) => (
        <TabsContent key={week} value={week}>{`${week}주 학습`}</TabsContent>
      ))}
    </Tabs>
  );
}

describe('given week tabs', () => {
  it('has a named tablist, tabs and the selected panel', async () => {
    render(<Weeks />);
    await expect.element(page.getByRole('tablist', { name: '주차' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: '1주' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('1주 학습');
  });

  it('moves focus and selection with the arrow keys, skipping a disabled tab', async () => {
    render(<Weeks look="underline" />);
    page.getByRole('tab', { name: '1주' }).element().focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: '2주' })).toHaveFocus();
    await expect.element(page.getByRole('tab', { name: '2주' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tab', { name: '1주' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: '4주' })).toHaveFocus();
    await expect.element(page.getByRole('tab', { name: '4주' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('4주 학습');
    // Roving focus: only the selected tab is in the Tab order.
    await expect.element(page.getByRole('tab', { name: '4주' })).toHaveAttribute('tabindex', '0');
    await expect.element(page.getByRole('tab', { name: '2주' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: '1주' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('tab', { name: '4주' })).toHaveFocus();
  });

  it('marks the selected tab by weight, not only colour', async () => {
    render(<Weeks />);
    const selected = getComputedStyle(page.getByRole('tab', { name: '1주' }).element()).fontWeight;
    const other = getComputedStyle(page.getByRole('tab', { name: '2주' }).element()).fontWeight;
    expect(Number(selected)).toBeGreaterThan(Number(other));
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('2');
      return (
        <>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList aria-label="탭">
              <TabsTrigger value="1">하나</TabsTrigger>
              <TabsTrigger value="2">둘</TabsTrigger>
            </TabsList>
            <TabsContent value="1">첫째</TabsContent>
            <TabsContent value="2">둘째</TabsContent>
          </Tabs>
          <p>{`value ${value}`}</p>
          <button type="button" onClick={() => setValue('2')}>
            둘로
          </button>
        </>
      );
    }
    render(<Controlled />);
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('둘째');
    await userEvent.click(page.getByRole('tab', { name: '하나' }));
    await expect.element(page.getByText('value 1')).toBeVisible();
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('첫째');
    await userEvent.click(page.getByRole('button', { name: '둘로' }));
    await expect.element(page.getByRole('tab', { name: '둘' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('둘째');
  });

  it('gives every tab a target of at least 44 pixels', async () => {
    render(<Weeks />);
    const rect = page.getByRole('tab', { name: '1주' }).element().getBoundingClientRect();
    expect(rect.height).toBeGreaterThanOrEqual(44);
    expect(rect.width).toBeGreaterThanOrEqual(44);
  });
});
