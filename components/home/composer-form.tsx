import { clsx } from 'clsx';
import { useId } from 'react';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import type { Content } from '@/lib/content';
import { readMomentFields, type MomentFields } from './moment-summary';

export const WAIFUS_MIN = 1;
export const WAIFUS_MAX = 20;

/** The form's words: its name for screen readers, the fields' labels and placeholders, the buttons. */
export type ComposerFormText = Pick<
  Content['home']['composer'],
  | 'formLabel'
  | 'name'
  | 'namePlaceholder'
  | 'skill'
  | 'skillPlaceholder'
  | 'excuse'
  | 'excusePlaceholder'
  | 'waifus'
  | 'art'
  | 'cancel'
  | 'submit'
>;

type ComposerFormProps = {
  id: string;
  text: ComposerFormText;
  open: boolean;
  nameRef: React.Ref<HTMLInputElement>;
  onSubmit: (fields: MomentFields) => void;
  onCancel: () => void;
};

const fieldClass = clsx(
  'mt-1 block h-10 w-full min-w-0 rounded-md border border-muted bg-surface px-3 text-sm text-ink',
  'placeholder:text-muted',
);

type FieldProps = React.ComponentProps<'input'> & { label: string; name: keyof MomentFields };

function Field({ label, className, ...props }: FieldProps) {
  const id = useId();
  return (
    <div className={clsx('min-w-0', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input {...props} id={id} required className={fieldClass} />
    </div>
  );
}

/**
 * Made on the first open, then stays mounted while closed, so Cancel keeps a draft; a submit
 * resets it to the defaults.
 * The browser's own constraint validation (required, min, max) runs before onSubmit.
 */
export function ComposerForm({ id, text, open, nameRef, onSubmit, onCancel }: ComposerFormProps) {
  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    onSubmit(readMomentFields(form));
    form.reset();
  }

  return (
    <form
      id={id}
      hidden={!open}
      aria-label={text.formLabel}
      onSubmit={handleSubmit}
      className="mt-3 border-t border-line pt-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          ref={nameRef}
          label={text.name}
          name="name"
          type="text"
          autoComplete="off"
          placeholder={text.namePlaceholder}
        />
        <Field
          label={text.skill}
          name="skill"
          type="text"
          autoComplete="off"
          placeholder={text.skillPlaceholder}
        />
        <Field
          label={text.excuse}
          name="excuse"
          type="text"
          autoComplete="off"
          placeholder={text.excusePlaceholder}
          className="sm:col-span-2"
        />
        <Field
          label={text.waifus}
          name="coffeeBreaks"
          type="number"
          inputMode="numeric"
          min={WAIFUS_MIN}
          max={WAIFUS_MAX}
          defaultValue={WAIFUS_MIN}
        />
        <Field
          label={text.art}
          name="meetingsSkipped"
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={0}
        />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className={clsx(buttonClass, buttonVariants.ghost)}
        >
          {text.cancel}
        </button>
        <button type="submit" className={clsx(buttonClass, buttonVariants.primary)}>
          {text.submit}
        </button>
      </div>
    </form>
  );
}
