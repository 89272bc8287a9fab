import { z } from 'zod';

/**
 * A day as `YYYY-MM-DD` that the database can hold: a real date (no 30 February) of the Common Era.
 * Year 0000 has the shape but is 1 BC, which PostgreSQL refuses; no seller means it.
 */
export const calendarDaySchema = (message = 'form.error.invalid-format') =>
  z.iso.date({ message }).refine((day) => !day.startsWith('0000'), message);
