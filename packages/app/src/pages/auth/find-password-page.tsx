/**
 * /auth/find/password (spec §2 hidden page): login id, name and birth date give a short-lived reset token; the member
 * then sets a new password on /auth/password in PWF mode (no current password).
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { authMutations } from '@buddy/api';
import { FIELD_LABELS, MESSAGES, validateFindPasswordForm, type FindPasswordFormValues } from '@buddy/domain';
import { Button, Link, TextField } from '@buddy/ui';
import { useApp } from '../../app/context';
import { useFieldFocus } from '../../app/focus';
import { useNotify } from '../../app/notify';
import { BIRTH_HINT, FormCard } from '../../layouts/form-card';

type Field = keyof FindPasswordFormValues;

export const FIND_PASSWORD_WORDS = {
  title: '비밀번호 찾기',
  lead: '아이디와 이름, 생년월일을 확인한 뒤 새 비밀번호를 정할 수 있어요.',
  failedTitle: '비밀번호 찾기 실패',
  submit: '다음',
  findId: '아이디가 기억나지 않나요?',
} as const;

export default function FindPasswordPage() {
  const { api, passwordReset } = useApp();
  const navigate = useNavigate();
  const notify = useNotify();
  const find = useMutation(authMutations.findPassword(api));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fields = useFieldFocus<Field>();

  const fail = async (field: Field | null, message: string) => {
    setErrors(field ? { [field]: message } : {});
    await notify(FIND_PASSWORD_WORDS.failedTitle, message);
    if (field) fields.focus(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (find.isPending) return;
    const data = new FormData(event.currentTarget);
    const values: FindPasswordFormValues = {
      memLoginId: String(data.get('memLoginId') ?? '').trim(),
      memNm: String(data.get('memNm') ?? '').trim(),
      memBirth: String(data.get('memBirth') ?? '').trim(),
    };
    const invalid = validateFindPasswordForm(values);
    if (invalid) return fail(invalid.field, invalid.message);
    setErrors({});
    try {
      const { resetToken, expiresIn } = await find.mutateAsync(values);
      passwordReset.set({
        loginId: values.memLoginId,
        token: resetToken,
        expiresAt: Date.now() + expiresIn * 1000,
      });
    } catch (error) {
      return fail(null, error instanceof Error ? error.message : MESSAGES.unknownError);
    }
    await navigate('/auth/password');
  };

  return (
    <FormCard title={FIND_PASSWORD_WORDS.title} lead={FIND_PASSWORD_WORDS.lead}>
      <form
        noValidate
        className="flex flex-col gap-5"
        aria-label={FIND_PASSWORD_WORDS.title}
        onSubmit={(e) => void submit(e)}
      >
        <TextField
          ref={fields.register('memLoginId')}
          name="memLoginId"
          label={FIELD_LABELS.id}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.memLoginId}
        />
        <TextField
          ref={fields.register('memNm')}
          name="memNm"
          label={FIELD_LABELS.name}
          autoComplete="name"
          required
          error={errors.memNm}
        />
        <TextField
          ref={fields.register('memBirth')}
          name="memBirth"
          label={FIELD_LABELS.birth}
          inputMode="numeric"
          autoComplete="bday"
          maxLength={8}
          required
          hint={BIRTH_HINT}
          error={errors.memBirth}
        />
        <Button type="submit" size="lg" loading={find.isPending}>
          {FIND_PASSWORD_WORDS.submit}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm">
        <Link variant="muted" href="/auth/find/id" className="inline-flex min-h-11 items-center">
          {FIND_PASSWORD_WORDS.findId}
        </Link>
      </p>
    </FormCard>
  );
}
