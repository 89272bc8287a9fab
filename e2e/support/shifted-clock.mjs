// Preloaded (`node --import`) into a server a journey starts itself: each SIGUSR2 moves the process's
// clock one day forward, so shipments bought "today" can be read as "yesterday" by the analytics,
// whose ranges end yesterday at the latest. Only Date moves; timers run as usual.
const RealDate = Date;
let offsetMs = 0;
process.on('SIGUSR2', () => {
  offsetMs += 86_400_000;
});

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offsetMs;
  }
}

globalThis.Date = ShiftedDate;
