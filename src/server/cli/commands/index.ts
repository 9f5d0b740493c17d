// Every operator command group, in the order the help lists them. A new group is a file beside
// this one and a line here.
import type { CommandGroup } from '../command.ts';
import { advisorCommands } from './advisor.ts';
import { announcementCommands } from './announcement.ts';
import { couponCommands } from './coupon.ts';
import { creditCommands } from './credit.ts';
import { customerCommands } from './customer.ts';
import { promotionCommands } from './promotion.ts';
import { tarotCommands } from './tarot.ts';
import { jobCommands } from './jobs.ts';
import { backupCommands } from './backup.ts';
import { ledgerCommands } from './ledger.ts';
import { operatorCommands } from './operator.ts';

export const commandGroups: readonly CommandGroup[] = [
  advisorCommands,
  promotionCommands,
  announcementCommands,
  couponCommands,
  customerCommands,
  creditCommands,
  tarotCommands,
  jobCommands,
  ledgerCommands,
  operatorCommands,
  backupCommands,
];
