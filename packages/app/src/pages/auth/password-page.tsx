/**
 * /auth/password (spec §5 Password change, §7): current password, new password and its confirmation, checked with
 * domain validatePasswordChangeForm; the first failing field's message shows in a dialog, then that field is focused.
 * The server ends every session on a change, so on success we say so and sign the member out to sign in again.
 *
 * PWF mode: coming from /auth/find/password with a reset grant, there is no current password; the reset token is the
 * bearer of the change (chkTp PWF).
 */
import { useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { authMutations, isApiError } from '@buddy/api';
import {
  FIELD_LABELS,
  MESSAGES,
  validatePasswordChangeForm,
  type PasswordChangeFormValues,
} from '@buddy/domain';
import { Button, TextField } from '@buddy/ui';
import { useApp } from '../../app/context';
import { useFieldFocus } from '../../app/focus';
import { useNotify } from '../../app/notify';
import type { passwordPageLoader } from '../../routes/guards';
import { FormCard } from '../../layouts/form-card';

type Field = keyof PasswordChangeFormValues;

export const PASSWORD_WORDS = {
  title: '비밀번호 변경',
  lead: '개인정보 보호를 위해 비밀번호를 주기적으로 바꿔 주세요.',
  resetTitle: '새 비밀번호 설정',
  resetLead: (loginId: string) => `${loginId} 계정의 새 비밀번호를 정해 주세요.`,
  failedTitle: '비밀번호 변경 실패',
  submit: '비밀번호 변경',
  show: '비밀번호 보기',
  changed: '비밀번호가 변경되었습니다. 새 비밀번호로 다시 로그인해 주세요.',
} as const;

export default function PasswordPage() {
  const { mode } = useLoaderData<typeof passwordPageLoader>();
  const { api, passwordReset, session } = useApp();
  const navigate = useNavigate();
  const notify = useNotify();
  const change = useMutation(authMutations.changePassword(api));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fields = useFieldFocus<Field>();
  const grant = mode === 'reset' ? passwordReset.get() : null;
  const reset = grant !== null;

  const fail = async (field: Field | null, message: string) => {
    setErrors(field ? { [field]: message } : {});
    await notify(PASSWORD_WORDS.failedTitle, message);
    if (field) fields.focus(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const data = new FormData(event.currentTarget);
    const values: PasswordChangeFormValues = {
      memPwd: String(data.get('memPwd') ?? ''),
      chgPwd: String(data.get('chgPwd') ?? ''),
      chgPwdConfirm: String(data.get('chgPwdConfirm') ?? ''),
    };
    const invalid = validatePasswordChangeForm(values, { requireCurrent: !reset });
    if (invalid) return fail(invalid.field, invalid.message);
    setErrors({});
    try {
      await change.mutateAsync(
        grant
          ? { chkTp: 'PWF', resetToken: grant.token, chgPwd: values.chgPwd }
          : { memPwd: values.memPwd, chgPwd: values.chgPwd },
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : MESSAGES.unknownError;
      const code = isApiError(error) ? error.code : undefined;
      const field: Field | null =
        code === 'CURRENT_PASSWORD_MISMATCH' || code === 'CURRENT_PASSWORD_REQUIRED'
          ? 'memPwd'
          : code === 'PASSWORD_RULE'
            ? 'chgPwd'
            : null;
      return fail(field, message);
    }
    passwordReset.set(null);
    await notify(PASSWORD_WORDS.title, PASSWORD_WORDS.changed);
    // Every earlier token is refused now: reset the user and the token, then sign in again from the home page.
    await navigate(session.isSignedIn() ? '/auth/logoutAndRedirect?redirect=%2F' : '/', { replace: true });
  };

  return (
    <FormCard
      title={reset ? PASSWORD_WORDS.resetTitle : PASSWORD_WORDS.title}
      lead={grant ? PASSWORD_WORDS.resetLead(grant.loginId) : PASSWORD_WORDS.lead}
    >
      <form
        noValidate
        className="flex flex-col gap-5"
        aria-label={PASSWORD_WORDS.title}
        onSubmit={(e) => void submit(e)}
      >
        {reset ? null : (
          <TextField
            ref={fields.register('memPwd')}
            name="memPwd"
            type="password"
            label={FIELD_LABELS.currentPassword}
            autoComplete="current-password"
            required
            revealLabel={PASSWORD_WORDS.show}
            error={errors.memPwd}
          />
        )}
        <TextField
          ref={fields.register('chgPwd')}
          name="chgPwd"
          type="password"
          label={FIELD_LABELS.newPassword}
          autoComplete="new-password"
          required
          revealLabel={PASSWORD_WORDS.show}
          hint={MESSAGES.passwordRule}
          error={errors.chgPwd}
        />
        <TextField
          ref={fields.register('chgPwdConfirm')}
          name="chgPwdConfirm"
          type="password"
          label={FIELD_LABELS.confirmation}
          autoComplete="new-password"
          required
          revealLabel={PASSWORD_WORDS.show}
          error={errors.chgPwdConfirm}
        />
        <Button type="submit" size="lg" loading={change.isPending}>
          {PASSWORD_WORDS.submit}
        </Button>
      </form>
    </FormCard>
  );
}
