/** Query keys of the service choice: the services of a route, their collection dates and drop-off points. */
export const serviceChoiceKeys = {
  all: ['service-choice'] as const,
  services: (query: string) => ['service-choice', 'services', query] as const,
  collectionDates: (serviceId: string, query: string) =>
    ['service-choice', 'collection-dates', serviceId, query] as const,
  dropoffPoints: (query: string) => ['service-choice', 'dropoff-points', query] as const,
};
