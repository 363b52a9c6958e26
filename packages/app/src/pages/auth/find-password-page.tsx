/**
 * /auth/find/password (spec §2 hidden page): login id, name and birth date give a short-lived reset token; the member
 * then sets a new password on /auth/password in PWF mode (no current password).
 */
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { authMutations } from '@buddy/api';
import { FIELD_LABELS, trimmedValues, validateFindPasswordForm } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { TextField } from '@buddy/ui/text-field';
import { useApp } from '../../app/context';
import { readFields, useForm } from '../../app/use-form';
import { BIRTH_HINT, FormCard } from '../../layouts/form-card';

const FIELDS = ['memLoginId', 'memNm', 'memBirth'] as const;

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
  const find = useMutation(authMutations.findPassword(api));
  const form = useForm({
    validate: validateFindPasswordForm,
    submit: (values) => find.mutateAsync(values),
    failedTitle: FIND_PASSWORD_WORDS.failedTitle,
    onSuccess: async ({ resetToken, expiresIn }, values) => {
      passwordReset.set({
        loginId: values.memLoginId,
        token: resetToken,
        expiresAt: Date.now() + expiresIn * 1000,
      });
      await navigate('/auth/password');
    },
  });

  return (
    <FormCard title={FIND_PASSWORD_WORDS.title} lead={FIND_PASSWORD_WORDS.lead}>
      <form
        noValidate
        className="flex flex-col gap-5"
        aria-label={FIND_PASSWORD_WORDS.title}
        onSubmit={form.onSubmit((element) => trimmedValues(readFields(element, FIELDS)))}
      >
        <TextField
          {...form.field('memLoginId')}
          label={FIELD_LABELS.id}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField {...form.field('memNm')} label={FIELD_LABELS.name} autoComplete="name" required />
        <TextField
          {...form.field('memBirth')}
          label={FIELD_LABELS.birth}
          inputMode="numeric"
          autoComplete="bday"
          maxLength={8}
          required
          hint={BIRTH_HINT}
        />
        <Button type="submit" size="lg" loading={form.pending}>
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
