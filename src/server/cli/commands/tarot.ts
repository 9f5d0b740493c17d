// `tarot list | create <week-start> | activate <week-start> | deactivate <week-start>`: the
// weekly tarot games, named by the Monday their business week starts on (Montréal time),
// created and switched through the tarot service, as the scheduler does.
import { DomainError, isDomainError } from '#server/domain-error.ts';
import type { TarotGameStats } from '#server/features/tarot/service.ts';
import { isWeekStart } from '#shared/tarot/week.ts';
import { addDays, businessWeek } from '#shared/time/business-time.ts';
import { UsageError, type AdminCommand, type CommandGroup } from '../command.ts';
import type { AdminContext } from '../context.ts';
import { table } from '../format.ts';

/** How many weeks `tarot list` shows. */
const LIST_WEEKS = 12;

/** Next week's Monday, for the examples in the messages. */
function nextMonday(context: AdminContext): string {
  return addDays(businessWeek(context.clock.now()).start, 7);
}

/** The one argument of create, activate and deactivate: a Monday, YYYY-MM-DD. */
function weekStartArgument(args: readonly string[], command: string, context: AdminContext) {
  const [text, ...extra] = args;
  const example = `${command} ${nextMonday(context)}`;
  if (text === undefined) {
    throw new UsageError(`${command} needs the Monday the game's week starts on, e.g. ${example}.`);
  }
  if (extra.length > 0) throw new UsageError(`${command} takes one date, not ${args.length}.`);
  if (!isWeekStart(text)) {
    throw new UsageError(
      `"${text}" is not a Monday. A game runs Monday to Sunday: give its Monday as YYYY-MM-DD, e.g. ${example}.`,
    );
  }
  return text;
}

const weekText = (game: { weekStart: string; weekEnd: string }) =>
  `${game.weekStart} to ${game.weekEnd}`;
const activeText = (isActive: boolean) => (isActive ? 'active' : 'inactive');

function switchCommand(name: 'activate' | 'deactivate'): AdminCommand {
  const isActive = name === 'activate';
  return {
    name,
    arguments: '<week-start>',
    summary: isActive
      ? "Open a week's game: customers can play it during its week."
      : "Close a week's game: customers are told there is no game this week.",
    async run(args, context, io) {
      const weekStart = weekStartArgument(args, `tarot ${name}`, context);
      try {
        const { game, changed } = await context.tarot.setGameActive(
          weekStart,
          isActive,
          context.contentAudit.tarotGame.switched(isActive),
        );
        io.out(
          changed
            ? `The game of the week ${weekText(game)} is now ${activeText(isActive)}.`
            : `The game of the week ${weekText(game)} was already ${activeText(isActive)}; nothing changed.`,
        );
      } catch (error) {
        if (isDomainError(error, 'TAROT_GAME_NOT_FOUND')) {
          throw new DomainError(
            'TAROT_GAME_NOT_FOUND',
            `No tarot game for the week of ${weekStart}. "tarot create ${weekStart}" creates it.`,
          );
        }
        throw error;
      }
    },
  };
}

function listRows(games: readonly TarotGameStats[], thisWeek: string): string[][] {
  return games.map((game) => [
    `${weekText(game)}${game.weekStart === thisWeek ? ' (this week)' : ''}`,
    game.isActive ? 'yes' : 'no',
    String(game.attempts),
    String(game.wins),
  ]);
}

export const tarotCommands: CommandGroup = {
  name: 'tarot',
  title: 'Weekly tarot games',
  commands: [
    {
      name: 'list',
      arguments: '',
      summary: `List the latest ${LIST_WEEKS} weekly games: week, active, attempts and wins.`,
      async run(args, context, io) {
        if (args.length > 0) throw new UsageError('tarot list takes no arguments.');
        const games = await context.tarot.listGames(LIST_WEEKS);
        if (games.length === 0) {
          io.out(`No tarot games yet. "tarot create ${nextMonday(context)}" creates one.`);
          return;
        }
        const thisWeek = businessWeek(context.clock.now()).start;
        const header = ['WEEK (MONDAY TO SUNDAY)', 'ACTIVE', 'ATTEMPTS', 'WINS'];
        for (const line of table([header, ...listRows(games, thisWeek)])) io.out(line);
      },
    },
    {
      name: 'create',
      arguments: '<week-start>',
      summary: 'Create the game of the week starting that Monday (YYYY-MM-DD), active.',
      async run(args, context, io) {
        const weekStart = weekStartArgument(args, 'tarot create', context);
        const { game, created } = await context.tarot.ensureGame(
          weekStart,
          context.contentAudit.tarotGame.created,
        );
        io.out(
          created
            ? `Created the game of the week ${weekText(game)}; it is active.`
            : `The week ${weekText(game)} already has a game (${activeText(game.isActive)}); nothing changed.`,
        );
      },
    },
    switchCommand('activate'),
    switchCommand('deactivate'),
  ],
};
