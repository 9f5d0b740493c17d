// The profile in edit mode (docs/product.md §2, §4, §5): name, birth date, the email-notifications
// checkbox, and the email shown read-only. 'Cancel' drops the changes; 'Save Changes' sends
// them. The name is checked here with the shared rule; the birth date's rules (in the past,
// 18 or older) are the server's, against its own today, and come back under the field.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '#web/lib/toast.ts';
import { ProfileUpdateSchema, type CustomerProfile } from '#shared/api/customer.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { firstIssueMessage } from '#shared/schemas/field-errors.ts';
import { businessDate } from '#shared/time/business-time.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useFailureAlert } from '#web/components/ui/use-failure-alert.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useFormState, type FieldMessages } from '#web/lib/forms/use-form-state.ts';
import { usePublicConfig } from '#web/lib/public-config.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { profileUpdateFailure } from '../profile-errors.ts';

const t = accountCopy.customerArea.profile;
const labels = accountCopy.customer.profile;

type ProfileValues = { name: string; birthDate: string; emailNotifications: boolean };

const { name: NameSchema, birthDate: BirthDateSchema } = ProfileUpdateSchema.shape;

function validate(values: ProfileValues): FieldMessages<ProfileValues> {
  return {
    name: firstIssueMessage(NameSchema.safeParse(values.name)) ?? undefined,
    birthDate:
      values.birthDate === ''
        ? undefined
        : (firstIssueMessage(BirthDateSchema.safeParse(values.birthDate)) ?? undefined),
  };
}

interface ProfileFormProps {
  customer: CustomerProfile;
  onDone: () => void;
}

export function ProfileForm({ customer, onDone }: ProfileFormProps) {
  const { refresh } = useAuth();
  const form = useFormState<ProfileValues>(
    {
      name: customer.name,
      birthDate: customer.birthDate ?? '',
      emailNotifications: customer.emailNotifications,
    },
    validate,
  );
  const { failure: shownFailure, show: showAlert, clear: clearAlert, alertRef } = useFailureAlert();
  const update = useUpdateProfile(customer.id);
  // The consent names its sender; the layout has loaded the configuration long before Edit.
  const brandName = usePublicConfig().data?.brandName;
  // The date picker offers no day after today (Montréal's), a first hint of the server's rule.
  const [today] = useState(() => businessDate(new Date()));
  const nameElement = useRef<HTMLInputElement | null>(null);
  const registerName = form.register('name');
  const nameRef = useCallback(
    (element: HTMLInputElement | null) => {
      nameElement.current = element;
      registerName(element);
    },
    [registerName],
  );

  // Edit mode replaces the view: start where the customer will type.
  useEffect(() => {
    nameElement.current?.focus();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    clearAlert();
    if (!form.checkAll()) return;
    const { values } = form;
    update.mutate(
      {
        name: values.name.trim(),
        birthDate: values.birthDate === '' ? null : values.birthDate,
        emailNotifications: values.emailNotifications,
      },
      {
        onSuccess: () => {
          toast.success(t.updated);
          // The header shows the name too.
          void refresh();
          onDone();
        },
        onError: (error) => {
          const failure = profileUpdateFailure(error);
          // Messages under the fields say it all; the alert is for a refusal they do not explain.
          if (!form.showServerMessages(failure.fields)) showAlert(failure);
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      {shownFailure ? (
        <FormAlert ref={alertRef}>
          <p>{shownFailure.message}</p>
        </FormAlert>
      ) : null}
      <TextField
        ref={nameRef}
        label={t.name}
        name="name"
        autoComplete="name"
        value={form.values.name}
        onValueChange={(value) => form.setValue('name', value)}
        onBlur={() => form.touch('name')}
        error={form.errorOf('name')}
      />
      <TextField
        label={t.email}
        name="email"
        type="email"
        hint={t.emailReadOnly}
        value={customer.email}
        onValueChange={() => {}}
        readOnly
        className="bg-surface-raised text-ink-muted"
      />
      <TextField
        ref={form.register('birthDate')}
        label={t.birthDate}
        hint={t.birthDateHint}
        name="birthDate"
        type="date"
        autoComplete="bday"
        max={today}
        value={form.values.birthDate}
        onValueChange={(value) => form.setValue('birthDate', value)}
        onBlur={() => form.touch('birthDate')}
        error={form.errorOf('birthDate')}
      />
      {brandName === undefined ? null : (
        <CheckboxField
          ref={form.register('emailNotifications')}
          label={labels.emailNotificationsLabel(brandName)}
          name="emailNotifications"
          checked={form.values.emailNotifications}
          onCheckedChange={(checked) => form.setValue('emailNotifications', checked)}
          error={form.errorOf('emailNotifications')}
        />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {labels.cancel}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {labels.save}
        </Button>
      </div>
    </form>
  );
}
