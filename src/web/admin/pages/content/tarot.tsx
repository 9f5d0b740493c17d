// /admin/content/tarot: the latest weeks' tarot games with their attempts and wins, a form that
// creates a week's game (named by its Monday), and each game opened or closed from the table.
// A game has nothing else to edit (its week is its name; its prizes follow src/shared/tarot/),
// so its rows have no Edit button, as the command line has no `tarot edit`.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TarotGameListResponse } from '#shared/api/admin/content.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatCalendarDate } from '#shared/format/display.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  ActionForm,
  ContentTable,
  ActiveSwitch,
  ContentPage,
  SwitchFailure,
  useRowSwitch,
} from '../../components/content-parts.tsx';
import { createTarotGame, fetchTarotGames, setTarotGameActive } from '../../lib/admin-api.ts';

const texts = adminCopy.content;
const own = texts.tarot;
const queryKey = ['admin', 'content', 'tarot-games'];

function GameForm() {
  const queryClient = useQueryClient();
  const [weekStart, setWeekStart] = useState('');
  return (
    <ActionForm
      title={own.formTitle}
      submitLabel={own.create}
      send={async () => {
        // The table's list says whether the week had a game already (creating it again changes nothing).
        const listed = queryClient.getQueryData<TarotGameListResponse>(queryKey);
        const existed = listed?.games.some((game) => game.weekStart === weekStart) ?? false;
        await createTarotGame(weekStart);
        await queryClient.invalidateQueries({ queryKey });
        return existed ? own.existed : undefined;
      }}
    >
      <TextField
        label={own.weekStart}
        type="date"
        value={weekStart}
        onValueChange={setWeekStart}
        required
      />
    </ActionForm>
  );
}

function Table({ data }: { data: TarotGameListResponse }) {
  const { failure, run } = useRowSwitch(queryKey);
  const toggle = (weekStart: string, isActive: boolean) =>
    run(() => setTarotGameActive(weekStart, isActive));
  const c = own.columns;
  return (
    <>
      <SwitchFailure text={failure} />
      <ContentTable
        caption={own.caption}
        headers={[c.week, c.state, c.attempts, c.wins, texts.actionsColumn]}
        rows={data.games.map((game) => ({
          key: game.weekStart,
          cells: [
            `${formatCalendarDate(game.weekStart)} – ${formatCalendarDate(game.weekEnd)}`,
            game.isActive ? texts.active : texts.inactive,
            game.attempts,
            game.wins,
            <ActiveSwitch
              key="switch"
              isActive={game.isActive}
              rowName={game.weekStart}
              onToggle={() => void toggle(game.weekStart, !game.isActive)}
            />,
          ],
        }))}
      />
    </>
  );
}

export function Component() {
  const games = useQuery({ queryKey, queryFn: ({ signal }) => fetchTarotGames(signal) });
  return <ContentPage form={<GameForm />} list={games} table={(data) => <Table data={data} />} />;
}
