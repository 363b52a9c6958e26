/**
 * A required form control the kit's TextField does not draw (a select): its label with the required mark, the
 * control wired to the form's field (focus, aria-invalid, description) and the field's message under it.
 */
import { useId, type ReactNode } from 'react';
import type { Form } from './use-form';

export function ControlField<F extends string, V>({
  form,
  field,
  label,
  children,
}: {
  form: Form<F, V>;
  field: F;
  label: string;
  /** The control, given its id (for the label) and the form's wiring for the field. */
  children: (id: string, control: ReturnType<Form<F, V>['control']>) => ReactNode;
}) {
  const id = useId();
  const message = form.errors[field];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {label}
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      </label>
      {children(id, form.control(field))}
      {message ? (
        <p id={form.errorId(field)} className="m-0 text-sm font-semibold text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
