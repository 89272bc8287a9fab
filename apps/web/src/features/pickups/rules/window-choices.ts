/** The times a collection window may start or end on a day: every half hour of the carrier's hours. */
export const windowChoices = (from: string, to: string): string[] => {
  const minutesOf = (clock: string) => {
    const [hours = 0, minutes = 0] = clock.split(':').map(Number);
    return hours * 60 + minutes;
  };
  const choices: string[] = [];
  for (let minute = minutesOf(from); minute <= minutesOf(to); minute += 30)
    choices.push(
      `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
    );
  return choices;
};
