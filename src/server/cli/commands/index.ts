// Every operator command group, in the order the help lists them. A new group is a file beside
// this one and a line here.
import type { CommandGroup } from '../command.ts';
import { advisorCommands } from './advisor.ts';

export const commandGroups: readonly CommandGroup[] = [advisorCommands];
