// State machines as data: a table of legal moves, and the checks every owner of a status uses. A move the
// table lacks is a 409 everywhere, so handlers never compare statuses themselves. The tables live with the
// module that owns the status (workflows, rfps, proposals, offers); only that module writes it.
import { ApiError } from './api-error.ts';

/** Who causes an event. */
export type Actor = 'buyer' | 'seller' | 'provider' | 'timer' | 'admin';

/** One legal move: from a status, on an event, by one of the actors, to a status. */
export interface Transition<Status extends string, Event extends string, By extends string = Actor> {
  from: Status;
  event: Event;
  actors: readonly By[];
  to: Status;
}

/** The transition for a move, or undefined when the table has none. */
export function findTransition<Status extends string, Event extends string, By extends string>(
  table: readonly Transition<Status, Event, By>[],
  from: Status,
  event: Event,
  actor: By,
): Transition<Status, Event, By> | undefined {
  return table.find((row) => row.from === from && row.event === event && row.actors.includes(actor));
}

/**
 * The status after `event` by `actor` from `from`; a 409 `conflict` with `message` when the table has no
 * such move.
 */
export function transition<Status extends string, Event extends string, By extends string>(
  table: readonly Transition<Status, Event, By>[],
  from: Status,
  event: Event,
  actor: By,
  message: string,
): Status {
  const row = findTransition(table, from, event, actor);
  if (row === undefined) {
    throw new ApiError(409, 'conflict', message, { detail: `no move ${event} by ${actor} from ${from}` });
  }
  return row.to;
}

/** Whether `event` by `actor` is legal from `from`. */
export const allows = <Status extends string, Event extends string, By extends string>(
  table: readonly Transition<Status, Event, By>[],
  from: Status,
  event: Event,
  actor: By,
): boolean => findTransition(table, from, event, actor) !== undefined;

/** The status after `event` from `from` by whoever may cause it, or undefined when the table has no such move. */
export const nextStatus = <Status extends string, Event extends string, By extends string>(
  table: readonly Transition<Status, Event, By>[],
  from: Status,
  event: Event,
): Status | undefined => table.find((row) => row.from === from && row.event === event)?.to;
