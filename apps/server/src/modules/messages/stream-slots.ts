/** Most event streams open at once. */
export interface StreamLimits {
  /** Per user, in this process. */
  perUser: number;
  /** In this process, all users together. */
  perInstance: number;
}

/** This process's open event streams, counted per user and in all. */
export interface StreamSlots {
  /**
   * Takes a slot for a new stream of `userId`: the function that gives it back (calling it twice is
   * harmless), or undefined when either limit is reached.
   */
  take(userId: string): (() => void) | undefined;
  /** How many streams hold a slot. */
  readonly open: number;
}

/** Slots for at most `limits` open streams. */
export function createStreamSlots(limits: StreamLimits): StreamSlots {
  const perUser = new Map<string, number>();
  let open = 0;
  return {
    take(userId) {
      const mine = perUser.get(userId) ?? 0;
      if (mine >= limits.perUser || open >= limits.perInstance) return undefined;
      perUser.set(userId, mine + 1);
      open += 1;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        open -= 1;
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
      };
    },
    get open() {
      return open;
    },
  };
}
