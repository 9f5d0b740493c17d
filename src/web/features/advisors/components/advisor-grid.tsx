// The cards as a list: one column on phones, two on tablets, three on wide screens.
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { AdvisorCard } from './advisor-card.tsx';

export function AdvisorGrid({ advisors, now }: { advisors: readonly AdvisorRecord[]; now: Date }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {advisors.map((advisor) => (
        <li key={advisor.agentId}>
          <AdvisorCard advisor={advisor} now={now} />
        </li>
      ))}
    </ul>
  );
}
