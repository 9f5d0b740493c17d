// `jobs list | run <job> [--month YYYY-MM | --slot <slot>]`: the scheduled jobs, run on demand
// (docs/contracts.md "Command line": `jobs run monthly-cashback --month 2026-10`; a second run grants
// nothing more). A run here goes straight to the job, whatever the scheduler did: every job is
// idempotent, so running one again only finishes what was left.
import { jobNames, type JobDefinition, type JobName } from '#server/jobs/definitions.ts';
import * as claims from '#server/jobs/claims.ts';
import { UsageError, type AdminCommand, type CommandGroup } from '../command.ts';

const isJobName = (name: string): name is JobName => (jobNames as readonly string[]).includes(name);

function findJob(jobs: readonly JobDefinition[], name: string | undefined): JobDefinition {
  if (name === undefined) {
    throw new UsageError(`run needs a job's name: ${jobNames.join(', ')}.`);
  }
  const job = isJobName(name) ? jobs.find((candidate) => candidate.name === name) : undefined;
  if (!job) throw new UsageError(`"${name}" is not a job. The jobs: ${jobNames.join(', ')}.`);
  return job;
}

/** `--month 2026-10`, `--month=2026-10`, `--slot …`: the slot to run, if given. */
function slotOption(job: JobDefinition, args: readonly string[]): string | undefined {
  const allowed = job.name === 'monthly-cashback' ? ['--month', '--slot'] : ['--slot'];
  let slot: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const [flag, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    if (!allowed.includes(flag ?? '')) {
      throw new UsageError(`${job.name} takes ${allowed.join(' or ')}, not "${arg}".`);
    }
    const value = inline ?? args[(index += 1)];
    if (!value) throw new UsageError(`${flag} needs a value: the ${job.slotLabel}.`);
    slot = value;
  }
  return slot;
}

const list: AdminCommand = {
  name: 'list',
  arguments: '',
  summary: 'List the scheduled jobs, the slot each would run now, and the latest runs.',
  async run(args, context, io) {
    if (args.length > 0) throw new UsageError('list takes no arguments.');
    const now = context.clock.now();
    for (const job of context.jobs) {
      io.out(`${job.name}: ${job.summary}`);
      io.out(`  due now: ${job.dueSlot(now)} (${job.slotLabel})`);
    }
    const runs = await claims.recentRuns(context.database.kysely, 10);
    io.out('');
    io.out(runs.length === 0 ? 'No runs yet.' : 'Latest runs:');
    for (const run of runs) {
      const state = run.finishedAt ? `done: ${run.outcome ?? ''}` : `claimed by ${run.claimedBy}`;
      io.out(`  ${run.job} ${run.slot} — ${state}`);
    }
  },
};

const runJob: AdminCommand = {
  name: 'run',
  arguments: '<job> [--month YYYY-MM | --slot <slot>]',
  summary: 'Run a job now, e.g. run monthly-cashback --month 2026-10 (default: the due slot).',
  async run(args, context, io) {
    const [name, ...rest] = args;
    const job = findJob(context.jobs, name);
    const slot = slotOption(job, rest) ?? job.dueSlot(context.clock.now());
    // A slot the job refuses (a month that has not ended) is a DomainError, shown as it is.
    io.out(await job.run(slot));
  },
};

export const jobCommands: CommandGroup = {
  name: 'jobs',
  title: 'Scheduled jobs',
  commands: [list, runJob],
};
