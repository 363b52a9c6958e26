/**
 * The header's login box wired to the session (spec §5 Login), in its own chunk: a signed-in member's pages never load
 * it, nor the kit's login box, text field and checkbox (docs/decisions/026-route-javascript-budgets.md).
 */
import { useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { authMutations, productQueries, profileQueries } from '@buddy/api';
import { MESSAGES, validateLoginForm } from '@buddy/domain';
import { LoginBox, type LoginBoxHandle, type LoginField, type LoginValues } from '@buddy/ui/login-box';
import { useApp } from '../app/context';
import { useNotify } from '../app/notify';
import { useHydrated } from '../app/use-hydrated';
import { loginWords } from './login-words';

/**
 * Spec §5 Login: the first failing field's message in a '로그인 실패' dialog, then a scroll to that field; a server
 * failure shows the server's message under the same title. Remember id: after a successful sign-in the id is kept
 * (auth storage) when the box is ticked and forgotten when it is not; the box starts with the kept id, ticked.
 */
export default function LoginArea() {
  const { api, queryClient, session } = useApp();
  const notify = useNotify();
  const revalidator = useRevalidator();
  const boxRef = useRef<LoginBoxHandle>(null);
  // The dialog hands focus back when it closes; focusing again on the next frame makes the field the last word.
  const focusField = (field: LoginField) => {
    boxRef.current?.focusField(field);
    requestAnimationFrame(() => boxRef.current?.focusField(field));
  };
  const login = useMutation(authMutations.login(api, queryClient));
  const hydrated = useHydrated();
  const rememberedId = api.authStorage.getRememberedId();

  const onSubmit = async (values: LoginValues) => {
    const invalid = validateLoginForm(values);
    if (invalid) {
      await notify(MESSAGES.loginFailedTitle, invalid.message);
      focusField(invalid.field);
      return;
    }
    try {
      await login.mutateAsync({ memLoginId: values.memLoginId.trim(), memPwd: values.memPwd });
    } catch (error) {
      await notify(MESSAGES.loginFailedTitle, error instanceof Error ? error.message : MESSAGES.unknownError);
      focusField('memPwd');
      return;
    }
    if (values.rememberMe) api.authStorage.setRememberedId(values.memLoginId.trim());
    else api.authStorage.clearRememberedId();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQueries.me(api).queryKey }),
      queryClient.invalidateQueries({ queryKey: productQueries.all(api).queryKey }),
    ]);
    // The box is replaced by the member box, which takes the focus (not the page's body).
    session.requestFocus();
    session.changed();
    // Loaders that depend on the signed-in state (guards, links) run again.
    void revalidator.revalidate();
  };

  return (
    <LoginBox
      ref={boxRef}
      words={loginWords}
      defaultLoginId={rememberedId ?? ''}
      defaultRememberMe={rememberedId !== null}
      pending={login.isPending}
      // Prerendered with the page (ADR 025): no sign-in before hydration, and a native submit (which would put the
      // password in the address) cannot happen; were it ever to, it posts.
      ready={hydrated}
      method="post"
      onSubmit={(values) => void onSubmit(values)}
    />
  );
}
