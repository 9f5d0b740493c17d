// The pieces every form of an advisor's page shares: a titled section, a change sent to the
// server whose answer (the advisor as now stored) replaces the page's copy, and its outcome said
// where the operator is: the refusal (the server's words, tied to its fields) focused, or the
// result announced and focused.
import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdvisorAdminView } from '#shared/api/admin/advisors.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { hasServerMessage, isApiError } from '#web/lib/api-client.ts';
import { focusOnMount } from '../components/page-states.tsx';

export const advisorKey = (extension: number) => ['admin', 'advisor', extension] as const;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id={id} className="font-display text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface AdvisorChange<Input> {
  send(input: Input): void;
  pending: boolean;
  /** The server's message for each refused field. */
  fields: Readonly<Record<string, string>>;
  /** What went wrong or right, to show under the form. */
  outcome: ReactNode;
  /** A refusal found in the browser, before anything is sent. */
  refuse(message: string): void;
}

export function useAdvisorChange<Input>(
  run: (input: Input) => Promise<AdvisorAdminView>,
  onDone?: (advisor: AdvisorAdminView) => void,
  doneText: string = adminCopy.advisors.saved,
): AdvisorChange<Input> {
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (advisor) => {
      queryClient.setQueryData(advisorKey(advisor.extension), advisor);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'advisors'] });
      onDone?.(advisor);
    },
  });
  const error = mutation.error;
  const message =
    local ??
    (error === null ? null : hasServerMessage(error) ? error.message : adminCopy.states.loadFailed);
  return {
    send: (input) => {
      setLocal(null);
      mutation.mutate(input);
    },
    pending: mutation.isPending,
    fields: local === null && isApiError(error) ? (error.fields ?? {}) : {},
    refuse: (text) => {
      mutation.reset();
      setLocal(text);
    },
    outcome:
      message !== null ? (
        <FormAlert ref={focusOnMount} key={message}>
          <p>{message}</p>
        </FormAlert>
      ) : mutation.isSuccess ? (
        <div tabIndex={-1} ref={focusOnMount} className="outline-none">
          <FormStatus>
            <p>{doneText}</p>
          </FormStatus>
        </div>
      ) : null,
  };
}
