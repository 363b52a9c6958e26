import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ApiError } from '@buddy/api';
import { requiredMessage, trimmedValues, type FieldError } from '@buddy/domain';
import { Button, TextField } from '@buddy/ui';
import { fakeBackend } from '@buddy/mocks/browser';
import { renderScreen, unmountScreen } from './screen-test';
import { readFields, useForm } from './use-form';

const FIELDS = ['name', 'code'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function validate(values: Values): FieldError<'name' | 'code'> | null {
  if (values.name === '') return { field: 'name', message: requiredMessage('이름') };
  if (values.code === '') return { field: 'code', message: requiredMessage('코드') };
  return null;
}

function TestForm({ submit, onSuccess }: { submit: (v: Values) => Promise<string>; onSuccess?: () => void }) {
  const form = useForm({
    validate,
    submit,
    serverFields: { CODE_TAKEN: 'code' },
    failedTitle: '저장 실패',
    onSuccess,
  });
  return (
    <form
      aria-label="테스트 양식"
      noValidate
      onSubmit={form.onSubmit((element) => trimmedValues(readFields(element, FIELDS)))}
    >
      <TextField {...form.field('name')} label="이름" />
      <TextField {...form.field('code')} label="코드" />
      <Button type="submit" loading={form.pending}>
        저장
      </Button>
    </form>
  );
}

const render = (props: Parameters<typeof TestForm>[0]) =>
  renderScreen({
    backend: fakeBackend(),
    path: '/',
    routes: [{ path: '/', element: <TestForm {...props} /> }],
  });

const field = (name: string) => page.getByRole('textbox', { name });
const dialog = (name: string) => page.getByRole('alertdialog', { name });
const closeDialog = () => userEvent.click(page.getByRole('button', { name: '확인' }));

afterEach(unmountScreen);

describe('given a form with a failing field', () => {
  it('marks the first failing field, tells it in a dialog, then focuses it; nothing is sent', async () => {
    const submit = vi.fn(async () => 'saved');
    await render({ submit });
    await userEvent.fill(field('이름'), '  ');
    await userEvent.click(page.getByRole('button', { name: '저장' }));

    await expect.element(dialog('저장 실패')).toHaveTextContent('이름 항목을 확인해주세요.');
    await closeDialog();
    await expect.element(field('이름')).toHaveFocus();
    await expect.element(field('이름')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field('이름')).toHaveAccessibleDescription('이름 항목을 확인해주세요.');
    await expect.element(field('코드')).not.toHaveAttribute('aria-invalid');
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('given the server refuses the values', () => {
  it('puts a failure whose code names a field under that field and focuses it', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError({
        status: 409,
        data: {},
        error: { code: 'CODE_TAKEN', message: '이미 쓰는 코드예요.' },
      });
    });
    await render({ submit });
    await userEvent.fill(field('이름'), '민준');
    await userEvent.fill(field('코드'), 'A1');
    await userEvent.click(page.getByRole('button', { name: '저장' }));

    await expect.element(dialog('저장 실패')).toHaveTextContent('이미 쓰는 코드예요.');
    await closeDialog();
    await expect.element(field('코드')).toHaveFocus();
    await expect.element(field('코드')).toHaveAccessibleDescription('이미 쓰는 코드예요.');
    expect(submit).toHaveBeenCalledWith({ name: '민준', code: 'A1' });
  });

  it('tells a failure of no field in the dialog only', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError({
        status: 500,
        data: {},
        error: { code: 'SERVER', message: '서버 오류가 발생했습니다.' },
      });
    });
    await render({ submit });
    await userEvent.fill(field('이름'), '민준');
    await userEvent.fill(field('코드'), 'A1');
    await userEvent.click(page.getByRole('button', { name: '저장' }));

    await expect.element(dialog('저장 실패')).toHaveTextContent('서버 오류가 발생했습니다.');
    await closeDialog();
    await expect.element(page.getByRole('button', { name: '저장' })).toHaveFocus();
    await expect.element(field('이름')).not.toHaveAttribute('aria-invalid');
    await expect.element(field('코드')).not.toHaveAttribute('aria-invalid');
  });
});

describe('while a submit is on its way', () => {
  it('is busy and sends once however often the form is submitted; a success goes on', async () => {
    let answer: (value: string) => void = () => undefined;
    const submit = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    await render({ submit, onSuccess });
    await userEvent.fill(field('이름'), '민준');
    await userEvent.fill(field('코드'), 'A1');
    const form = page.getByRole('form', { name: '테스트 양식' }).element() as HTMLFormElement;
    form.requestSubmit();
    form.requestSubmit();
    await expect.element(page.getByRole('button', { name: '저장' })).toHaveAttribute('aria-busy', 'true');
    form.requestSubmit();
    expect(submit).toHaveBeenCalledTimes(1);

    answer('saved');
    await expect.element(page.getByRole('button', { name: '저장' })).not.toHaveAttribute('aria-busy');
    expect(onSuccess).toHaveBeenCalledWith('saved', { name: '민준', code: 'A1' });
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
